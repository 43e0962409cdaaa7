// (k) stack.sync with 300 secret webhook URLs, each its own (issue 30): the 1,000-object stack of (i)
// whose webhooks read 300 distinct URLs with token-like paths (as Slack's are), against the same
// stack sharing one URL. Every URL is a secret the redactor hides in every sink, and the server
// answers each in clear in its list; the apply (spawn → exit, 10 changed) is timed, median of 7,
// and its peak RSS read as in (f), alternating the two. The target: within 1.1× of the shared URL, ≤ 2 s, ≤ 256 MB.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { median, REPORT_RSS, type Row } from './measure.ts';
import { CHANGED, stackFile, WEBHOOKS } from './stack-scale.ts';

const RUNS = 7;

/** A Slack-like incoming-webhook URL: team, channel and a 24-character token, distinct per webhook. */
const hookUrl = (i: number): string => {
  const n = String(i).padStart(4, '0');
  return `https://hooks.example.com/services/T0BENCH${n}/B0HOOK${n}/tok${n}${'q7Zx9pLm2NvB7cR4'.slice(0, 17)}`;
};

interface Measured {
  ms: number;
  rssMb: number;
  masks: number;
}

/** A server holding the stack's 1,000 objects, and the apply of a change to them (10 saved searches edited, alternately on and off). */
async function stackOn(distinct: boolean): Promise<{ apply: (k: number) => Promise<Measured>; close: () => Promise<void> }> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-j-'));
  const path = join(dir, 'stack.yml');
  const hook = join(dir, 'report-rss.mjs');
  await writeFile(hook, REPORT_RSS);
  const variable = (i: number) => (distinct ? `BENCH_HOOK_URL_${i}` : 'BENCH_HOOK_URL');
  const secrets: Record<string, string> = { BENCH_CH_PASSWORD: 'bench-password-0001' };
  for (let i = 0; i < WEBHOOKS; i++) secrets[variable(i)] = distinct ? hookUrl(i) : hookUrl(0);
  const inputs = { ...emu.actionInputs('self-hosted'), 'rate-limit': '100000/60s', scope: 'bench-stack', 'dry-run': 'false', 'stack-file': path };
  const step = async (label: string, extra: Record<string, string> = {}, env: Record<string, string> = {}, mayFail = false) => {
    const started = performance.now();
    const r = await runAction({ ...inputs, ...extra }, { cwd: dir, env: { ...secrets, ...env }, timeoutMs: 300_000 });
    const ms = performance.now() - started;
    if (r.code !== 0 && !mayFail) throw new Error(`(k) ${label} failed:\n${r.stdout.slice(-3000)}\n${r.stderr}`);
    return { ms, masks: r.stdout.split('\n').filter((l) => l.startsWith('::add-mask::')).length };
  };
  await writeFile(path, stackFile(0, variable));
  await step('set-up', { concurrency: '32' }, {}, true);
  await step('set-up, converged', { concurrency: '32' });
  return {
    async apply(k) {
      await writeFile(path, stackFile(k % 2 === 0 ? CHANGED : 0, variable));
      const rssFile = join(dir, `rss-${k}`);
      const r = await step('apply', {}, { BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import=${hook}` });
      return { ...r, rssMb: Number(await readFile(rssFile, 'utf8')) / 2 ** 20 };
    },
    close: () => emu.close(),
  };
}

const summary = (runs: Measured[]): Measured => ({
  ms: median(runs.map((r) => r.ms)),
  rssMb: Math.max(...runs.map((r) => r.rssMb)),
  masks: runs[0]?.masks ?? 0,
});

export async function benchStackSecrets(): Promise<Row> {
  const [one, each] = [await stackOn(false), await stackOn(true)];
  try {
    // Alternated, so the machine's load falls on both alike.
    const runs: { one: Measured[]; each: Measured[] } = { one: [], each: [] };
    for (let k = 0; k < RUNS; k++) {
      runs.one.push(await one.apply(k));
      runs.each.push(await each.apply(k));
    }
    const shared = summary(runs.one);
    const distinct = summary(runs.each);
    return {
      benchmark: `(k) stack.sync of (i), ${WEBHOOKS} webhooks each with its own secret URL vs one URL shared: the apply step (spawn → exit), median of ${RUNS} alternated`,
      measured: `${(distinct.ms / 1000).toFixed(2)} s, ${Math.round(distinct.rssMb)} MB peak RSS, ${distinct.masks} mask lines`,
      floor: `${(shared.ms / 1000).toFixed(2)} s, ${Math.round(shared.rssMb)} MB, ${shared.masks} mask lines (one URL)`,
      ratio: distinct.ms / shared.ms,
      target: 1.1,
      extraOk: distinct.ms <= 2000 && distinct.rssMb <= 256,
    };
  } finally {
    await Promise.all([one.close(), each.close()]);
  }
}
