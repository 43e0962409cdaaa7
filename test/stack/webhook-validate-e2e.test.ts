// Webhook validation in the one run, through the bundled action against the emulator: every webhook
// a plan creates or changes is put to the server's rules (`POST …/webhooks/validate`, today's
// servers) before the run's first write; a refusal is an error at the entry's line and nothing is
// written — not the good webhook beside it, not the saved search before it. August's server (2.36)
// has no route: one 404, then the product's own checks, and the plan goes on.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

const STACK = `version: 1
savedSearches:
  - name: Checkout errors
    source: Logs
    where: ServiceName:checkout SeverityText:error
webhooks:
  - name: pager
    service: generic
    url: { env: PAGER_URL }
  - name: internal
    service: generic
    url: { env: INTERNAL_URL }
`;
const lineOf = (needle: string): number => STACK.split('\n').findIndex((l) => l.includes(needle)) + 1;
// The server's refusal of a private address names no field: it lands on the entry.
const ENTRY_LINE = lineOf('- name: internal');
// The product's own checks name the field.
const URL_LINE = lineOf('INTERNAL_URL');
const GOOD = { PAGER_URL: 'https://hooks.example.com/pager', INTERNAL_URL: 'https://hooks.example.com/internal' };
// Passes the product's own checks (http, not Slack): only the server's rules refuse a private address.
const BAD = { ...GOOD, INTERNAL_URL: 'http://127.0.0.1:9999/hook' };

const PREFIX = { 'self-hosted': '/api/v2', managed: `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack` } as const;

async function sync(edition: keyof typeof PREFIX, dryRun: boolean, env: Record<string, string> = BAD) {
  const workspace = await mkdtemp(join(tmpdir(), 'obs-ops-ws-'));
  await writeFile(join(workspace, 'stack.yml'), STACK);
  const e = emu as Emulator;
  const run = await runAction(
    { ...e.actionInputs(edition), 'rate-limit': '1000/10s', operation: 'stack.sync', 'stack-file': 'stack.yml', 'dry-run': String(dryRun) },
    { cwd: workspace, env },
  );
  const mine = e.log.filter((l) => l.path.startsWith(PREFIX[edition]));
  return {
    run,
    validations: mine.filter((l) => l.method === 'POST' && l.path.endsWith('/webhooks/validate')),
    writes: mine.filter((l) => l.method !== 'GET' && !l.path.endsWith('/webhooks/validate')),
  };
}

describe.each(['self-hosted', 'managed'] as const)('stack.sync validates webhooks before the first write (%s)', (edition) => {
  it("today's server: a bad webhook URL fails the plan at its line, before any write", async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const { run, validations, writes } = await sync(edition, false);
    expect(run.code, run.stdout).not.toBe(0);
    expect(writes).toEqual([]);
    expect(validations).toHaveLength(2);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.props.file === 'stack.yml');
    expect(errors.map((a) => [Number(a.props.line), a.message])).toContainEqual([ENTRY_LINE, expect.stringContaining('the server refuses webhook "internal"')]);
    // The good one is not the one refused.
    expect(errors.some((a) => a.message.includes('"pager"'))).toBe(false);
  });

  it('a dry run says the same: the plan is refused, nothing is written', async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const { run, writes } = await sync(edition, true);
    expect(run.code, run.stdout).not.toBe(0);
    expect(writes).toEqual([]);
    expect(run.annotations.some((a) => a.level === 'error' && Number(a.props.line) === ENTRY_LINE)).toBe(true);
  });

  it('a file the server accepts: validated, then written', async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const { run } = await sync(edition, false, GOOD);
    expect(run.code, run.stdout).toBe(0);
    const log = emu.log.filter((l) => l.path.startsWith(PREFIX[edition]) && l.method === 'POST');
    const validated = log.filter((l) => l.path.endsWith('/webhooks/validate'));
    const created = log.filter((l) => l.path.endsWith('/webhooks'));
    expect(validated).toHaveLength(2);
    expect(created).toHaveLength(2);
    // Every validation before the first write.
    expect(log.indexOf(validated[1]!)).toBeLessThan(log.findIndex((l) => !l.path.endsWith('/webhooks/validate')));
  });
});

describe('August’s server (2.36): no validate route', () => {
  it("one 404 at most, then the product's own checks: an ftp URL is refused at its line, nothing written", async () => {
    emu = await startEmulator({ serverVersion: '2.36', selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const { run } = await sync('self-hosted', false, { ...GOOD, INTERNAL_URL: 'ftp://hooks.example.com/internal' });
    expect(run.code, run.stdout).not.toBe(0);
    expect(run.annotations.some((a) => a.level === 'error' && Number(a.props.line) === URL_LINE)).toBe(true);
    expect(emu.log.filter((l) => l.method !== 'GET' && !l.path.endsWith('/webhooks/validate'))).toEqual([]);
  });

  it('a file it accepts: one 404 on validate, then the writes', async () => {
    emu = await startEmulator({ serverVersion: '2.36', selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
    const { run } = await sync('self-hosted', false, GOOD);
    expect(run.code, run.stdout).toBe(0);
    const validate = emu.log.filter((l) => l.path.endsWith('/webhooks/validate'));
    expect(validate.map((l) => l.status)).toEqual([404]);
    expect(emu.state.selfHosted.webhooks.map((h) => h.name)).toEqual(expect.arrayContaining(['pager', 'internal']));
  });
});
