// (p) stack.pull at scale (issue 33): the 1,000-object stack of (i) (100 connections, 300 sources,
// 300 saved searches, 300 webhooks) with 10 objects edited in the UI — 4 saved searches' queries, 3
// webhooks renamed, 2 sources' columns, 1 connection's host. The pull step (spawn → exit) opens
// one pull request on the GitHub stand-in: its requests to the API (one list per kind) and to
// GitHub (a fixed number per file) are counted, its time and peak RSS read as in (i), and the
// proposed file is diffed against the original: only the lines of those 10 entries may differ.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startEmulator } from '../../packages/emulator/src/index.ts';
import { startGitHubFake } from '../../test/github-fake/index.ts';
import { runAction } from '../../test/helpers/action.ts';
import { REPORT_RSS, type Row } from './measure.ts';
import { CONNECTIONS, SEARCHES, SOURCES, stackFile, WEBHOOKS } from './stack-scale.ts';

const EDITED = 10;
const KINDS = 4;
/** identity, open pull requests, branch, base ref and commit, the file on the base, blob, tree, commit, new branch, pull request. */
const GITHUB_FLOOR = 11;

export async function benchStackPull(): Promise<Row> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false } });
  const gh = await startGitHubFake();
  try {
    const dir = await mkdtemp(join(tmpdir(), 'obs-ops-bench-p-'));
    const path = join(dir, 'stack.yml');
    const hook = join(dir, 'report-rss.mjs');
    await writeFile(hook, REPORT_RSS);
    const text = stackFile(0);
    await writeFile(path, text);
    const file = relative(dir, path);
    gh.git.commit('acme/shop', 'main', { [file]: text });
    const inputs = { ...emu.actionInputs('self-hosted'), 'rate-limit': '100000/60s', scope: 'bench-stack', 'dry-run': 'false', 'stack-file': path };
    const secrets = { BENCH_CH_PASSWORD: 'bench-password-0001', BENCH_HOOK_URL: 'https://hooks.example.com/bench' };
    // A thousand creates at concurrency 32 may lose one to a closed socket; a re-run converges.
    await runAction({ ...inputs, concurrency: '32' }, { cwd: dir, env: secrets, timeoutMs: 300_000 });
    const setup = await runAction({ ...inputs, concurrency: '32' }, { cwd: dir, env: secrets, timeoutMs: 300_000 });
    if (setup.code !== 0) throw new Error(`(p) set-up failed:\n${setup.stdout.slice(-3000)}`);

    // The UI: 10 objects edited (the emulator's state, as its API would leave it).
    const team = emu.state.selfHosted;
    const pick = <T extends { name: string }>(list: T[], names: string[]): T[] => names.map((n) => list.find((o) => o.name === n) as T);
    for (const s of pick(team.savedSearches, ['search-3', 'search-77', 'search-150', 'search-299'])) s.where = `${s.where} SeverityText:error`;
    for (const w of pick(team.webhooks, ['hook-12', 'hook-140', 'hook-256'])) w.name = `${w.name}-oncall`;
    for (const s of pick(team.sources, ['logs-5', 'logs-210']))
      (s as Record<string, unknown>).defaultTableSelectExpression = 'Timestamp, ServiceName, SeverityText, Body';
    for (const c of pick(team.connections, ['ch-42'])) c.host = 'http://clickhouse-42-replica:8123';

    emu.clearLog();
    gh.requests.length = 0;
    const rssFile = join(dir, 'rss');
    const started = performance.now();
    const r = await runAction(
      { ...inputs, operation: 'stack.pull', 'github-token': 'ghs_benchpull0001' },
      {
        cwd: dir,
        env: {
          ...secrets,
          GITHUB_API_URL: gh.url,
          GITHUB_GRAPHQL_URL: gh.graphqlUrl,
          GITHUB_REF: 'refs/heads/main',
          BENCH_RSS_FILE: rssFile,
          NODE_OPTIONS: `--import=${hook}`,
        },
        timeoutMs: 300_000,
      },
    );
    const ms = performance.now() - started;
    if (r.code !== 0) throw new Error(`(p) pull failed:\n${r.stdout.slice(-3000)}`);
    const rssMb = Number(await readFile(rssFile, 'utf8')) / 2 ** 20;
    const api = emu.log.filter((e) => e.edition === 'self-hosted');
    const github = gh.requests.length;
    const pr = gh.pulls[0];
    const proposed = pr ? gh.git.file('acme/shop', pr.head ?? '', file) : undefined;
    if (!proposed) throw new Error('(p) no pull request');
    const before = text.split('\n');
    const after = proposed.split('\n');
    const differing = before.filter((line, i) => after[i] !== line).length;
    // Each edit is one line of its entry (a query, a name, a column list, a host), no line added or removed.
    if (before.length !== after.length || differing !== EDITED)
      throw new Error(`(p) the proposed file differs in ${differing} lines (of ${before.length} → ${after.length})`);

    const floor = KINDS + GITHUB_FLOOR;
    return {
      benchmark: `(p) stack.pull, ${CONNECTIONS + SOURCES + SEARCHES + WEBHOOKS} objects of 4 kinds, ${EDITED} edited in the UI: requests (API + GitHub), lines of the proposed file that differ; the pull step (spawn → exit)`,
      measured: `${api.length} + ${github} requests; ${differing} of ${before.length} lines differ; ${(ms / 1000).toFixed(2)} s, ${Math.round(rssMb)} MB peak RSS`,
      floor: `${KINDS} + ${GITHUB_FLOOR} requests (a list per kind; identity, pull requests, branch, base, file, blob, tree, commit, ref, pull request); ${EDITED} lines; 2 s, 256 MB`,
      ratio: (api.length + github) / floor,
      target: 1,
      extraOk: ms <= 2000 && rssMb <= 256,
    };
  } finally {
    await gh.close();
    await emu.close();
  }
}
