// Fault matrix: the bundled action against the emulator under each fault, per operation and
// edition. The contract: after the faulty run and at most one clean re-run, the end state is what
// the file / policy says — no alert lost, none duplicated, nothing wrongly deleted — and a failed
// run exits 1 with a readable message, never a crash trace or a silent pass.
import { describe, expect, it } from 'vitest';
import { withMarker } from '../../src/alerts/marker.ts';
import { startEmulator, type Emulator, type FaultRule } from '../../packages/emulator/src/index.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { exampleFor } from '../operations/alerts-e2e-helpers.ts';
import { connection, expectCleanOutcome, IN_WORKSPACE, prefixOf, teamOf, tempFile, type EditionName } from './stress-helpers.ts';

type FaultName = '503 burst' | '429' | 'reset after commit' | 'truncated body' | 'slower than timeout';
const FAULTS: FaultName[] = ['503 burst', '429', 'reset after commit', 'truncated body', 'slower than timeout'];

const newEmulator = () => startEmulator({ selfHosted: { rateLimit: { max: 100, windowMs: 1000 } }, managed: { rateLimit: { max: 10, windowMs: 1000 } } });

/** Extra inputs a fault needs: the slow answer (2 s) must outlast `timeout-seconds`. */
const faultInputs = (fault: FaultName): Record<string, string> => (fault === 'slower than timeout' ? { 'timeout-seconds': '1' } : {});

/**
 * The rules for one fault. `read` is the operation's list route, `write` its committing request:
 * transport faults hit the write (its answer is lost after the server committed it), status faults
 * hit both.
 */
function rules(fault: FaultName, read: string, write: string | RegExp): FaultRule[] {
  switch (fault) {
    case '503 burst':
      return [
        { route: read, kind: 'status', status: 503, times: 2 },
        { route: write, kind: 'status', status: 503, times: 1 },
      ];
    case '429':
      return [
        { route: read, kind: 'rate-limit', times: 1 },
        { route: write, kind: 'rate-limit', times: 1 },
      ];
    case 'reset after commit':
      return [{ route: write, kind: 'reset-after', times: 1 }];
    case 'truncated body':
      return [
        { route: read, kind: 'truncate', times: 1 },
        { route: write, kind: 'truncate', times: 1 },
      ];
    case 'slower than timeout':
      return [{ route: write, kind: 'latency', ms: 2000, times: 1 }];
  }
}

/** Runs under the fault; when that run failed, once more without it. */
async function runConverging(emu: Emulator, inputs: Record<string, string>, rerun: (r: ActionRun) => boolean) {
  const first = await runAction(inputs, IN_WORKSPACE);
  expectCleanOutcome(first);
  // The fault really happened (a matrix row that injects nothing would prove nothing).
  expect(emu.log.filter((l) => l.fault).length).toBeGreaterThan(0);
  emu.faults.clear();
  const second = rerun(first) ? await runAction(inputs, IN_WORKSPACE) : undefined;
  if (second) expectCleanOutcome(second);
  return { first, second, last: second ?? first };
}

describe.concurrent('alerts.sync under faults', () => {
  const SCOPE = 'stress-matrix';
  const cases = (['self-hosted', 'managed'] as const).flatMap((e) => FAULTS.map((f) => [e, f] as [EditionName, FaultName]));

  it.each(cases)('%s · %s', async (edition, fault) => {
    const emu = await newEmulator();
    try {
      const team = teamOf(emu, edition);
      const P = prefixOf(edition);
      const dash = team.dashboards.find((d) => d.name === 'Checkout')!;
      const tile = (name: string) => dash.tiles.find((t) => t.name === name)!.id;
      const oncall = team.webhooks.find((h) => h.name === 'oncall')!;
      const base = { source: 'tile', dashboardId: dash.id, thresholdType: 'above', channels: [{ type: 'webhook', webhookId: oncall.id }] } as const;
      // Someone else's alert with one of our names, and our own alerts: one to update, one to prune.
      team.addAlert({
        ...base,
        tileId: tile('Error count'),
        name: 'Checkout error rate',
        threshold: 1,
        interval: '5m',
        message: withMarker('theirs', 'acme/other:alerts.yml'),
      } as never);
      team.addAlert({ ...base, tileId: tile('p95 latency'), name: 'Slow checkout', threshold: 1, interval: '15m', message: withMarker(null, SCOPE) } as never);
      team.addAlert({ ...base, tileId: tile('Error count'), name: 'Retired alert', threshold: 3, interval: '5m', message: withMarker(null, SCOPE) } as never);
      const foreign = team.alerts.filter((a) => !(a.message ?? '').includes(`scope=${SCOPE}`));
      const foreignBefore = JSON.stringify(foreign);
      expect(foreign).toHaveLength(3);

      // The write faults hit the POSTs: a create whose answer is lost is the case that could duplicate.
      for (const r of rules(fault, `GET ${P}/alerts`, `POST ${P}/alerts`)) emu.faults.add(r);
      const inputs = {
        ...connection(emu, edition),
        ...faultInputs(fault),
        // The matrix faults the alerts' list and writes, not series queries: backtests off. With them on, each of
        // the ten concurrent emulators of this worker built a week of history (~1 s of CPU each) on its first series
        // query, and on a loaded machine that blocked answers past the 1 s timeout of the slow case.
        'backtest-window': 'off',
        'dry-run': 'false',
        'alert-file': await tempFile(exampleFor(edition)),
        scope: SCOPE,
        prune: 'true',
      };
      const { first, last } = await runConverging(emu, inputs, (r) => r.code !== 0);

      if (fault === '429') expect(first.code, first.stdout).toBe(0);
      if (fault === 'reset after commit' || fault === 'truncated body' || fault === 'slower than timeout') {
        // The POST was committed but its answer lost: not re-sent, found again by one re-list.
        expect(first.code, first.stdout).toBe(0);
        const applied = (first.result as { applied: Array<{ recovered?: boolean }> }).applied;
        expect(applied.filter((a) => a.recovered)).toHaveLength(1);
      }
      if (first.code !== 0) expect(first.stdout).toMatch(/write\(s\) failed: .*A re-run converges|→ 50\d|failed: /);
      expect(last.code, last.stdout).toBe(0);

      // Exactly one alert per desired name, with the file's values; the pruned one gone.
      const ours = team.alerts.filter((a) => (a.message ?? '').includes(`scope=${SCOPE}`));
      expect(ours.map((a) => a.name).sort()).toEqual(['Checkout error rate', 'Payments errors', 'Slow checkout']);
      expect(Object.fromEntries(ours.map((a) => [a.name, a.threshold]))).toEqual({ 'Checkout error rate': 50, 'Payments errors': 5, 'Slow checkout': 800 });
      // Hand-made and other-scope alerts untouched; nothing else appeared.
      expect(JSON.stringify(team.alerts.filter((a) => !(a.message ?? '').includes(`scope=${SCOPE}`)))).toBe(foreignBefore);
      expect(team.alerts).toHaveLength(foreign.length + 3);
    } finally {
      await emu.close();
    }
  });
});

describe.concurrent('charts.check under faults (self-hosted)', () => {
  const CHECKS = `version: 1
checks:
  - name: Checkout errors
    series: [{ source: Logs, aggFn: count, where: "ServiceName:checkout AND SeverityText:error" }]
    reduce: max
    fail: "> 5"
  - name: Payments errors
    series: [{ source: Logs, aggFn: count, where: "ServiceName:payments AND SeverityText:error" }]
    reduce: max
    fail: "> 1000"
`;
  const VERDICT: Record<string, string> = { 'Checkout errors': 'fail', 'Payments errors': 'pass' };
  interface Out {
    checks: Array<{ name: string; status: string; error?: string }>;
  }
  const statuses = (r: ActionRun) => Object.fromEntries((r.result as Out).checks.map((c) => [c.name, c.status]));

  it.each(FAULTS)('%s', async (fault) => {
    const emu = await newEmulator();
    try {
      for (const r of rules(fault, 'GET /api/v2/sources', 'POST /api/v2/charts/series')) emu.faults.add(r);
      const inputs = { ...connection(emu, 'self-hosted'), ...faultInputs(fault), 'checks-file': await tempFile(CHECKS, 'checks.yml') };
      const errored = (r: ActionRun) => (r.result as Out | undefined)?.checks.some((c) => c.status === 'error') ?? true;
      const { first, second, last } = await runConverging(emu, inputs, errored);

      // The faulty run: every check has the right verdict or `error` — never a wrong one, never a silent pass.
      expect(first.code).toBe(1);
      const firstChecks = (first.result as Out | undefined)?.checks;
      if (firstChecks) {
        for (const c of firstChecks) {
          expect([VERDICT[c.name], 'error']).toContain(c.status);
          if (c.status === 'error') expect(c.error).toMatch(/POST \/api\/v2\/charts\/series (→ 503|failed: )/);
        }
      } else {
        expect(first.stdout).toMatch(/GET \/api\/v2\/sources/);
      }
      if (fault === '429') expect(second).toBeUndefined();
      // Converged: the true verdict, and exit 1 because one check really fails.
      expect(statuses(last)).toEqual(VERDICT);
      expect(last.code).toBe(1);
      expect(last.outputs.failed).toBe('1');
    } finally {
      await emu.close();
    }
  });
});

describe.concurrent('keys.prune under faults (managed)', () => {
  const STALE = ['contractor-2025', 'grafana-reader', 'temp-debug'];

  it.each(FAULTS)('%s', async (fault) => {
    const emu = await newEmulator();
    try {
      const org = `/v1/organizations/${emu.managed.organizationId}`;
      const before = emu.state.keys.map((k) => ({ ...k }));
      for (const r of rules(fault, `GET ${org}/keys`, `DELETE ${org}/keys/`)) emu.faults.add(r);
      const inputs = {
        ...connection(emu, 'managed'),
        ...faultInputs(fault),
        operation: 'keys.prune',
        'dry-run': 'false',
        'stale-after-days': '90',
        exclude: 'break-glass-*',
        'max-deletions': '10',
      };
      const { first, last } = await runConverging(emu, inputs, (r) => r.code !== 0);
      // DELETE is idempotent: every fault is ridden out in the run itself (a re-sent DELETE that
      // finds the key gone counts as deleted, not as a failure).
      expect(first.code, first.stdout).toBe(0);
      expect(first.outputs.deleted).toBe('3');
      expect(last.code, last.stdout).toBe(0);

      // Exactly the stale keys gone; the protected (in use, its suffix twin), excluded, fresh and unknown-age keys kept, unchanged.
      const gone = before
        .filter((k) => !emu.state.keys.some((x) => x.id === k.id))
        .map((k) => k.name)
        .sort();
      expect(gone).toEqual(STALE);
      const kept = before.filter((k) => !STALE.includes(k.name));
      for (const k of kept)
        expect(
          emu.state.keys.find((x) => x.id === k.id),
          k.name,
        ).toMatchObject({ name: k.name, state: k.state });
      expect(emu.state.keys).toHaveLength(kept.length);
    } finally {
      await emu.close();
    }
  });
});
