// alerts.silence / alerts.unsilence through the bundled action and the command line, against the
// emulator: today's servers (both editions), August's (2.36), and a job cancelled half-way.
import type { ChildProcess } from 'node:child_process';
import { relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withMarker } from '../../src/alerts/marker.ts';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { world, type World } from './alerts-e2e-helpers.ts';

const FILE = `version: 1
alerts:
  - name: Checkout error rate
    dashboard: Checkout
    tile: Error count
    threshold: 50
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
  - name: Payments errors
    dashboard: Payments
    tile: Error count
    threshold: 5
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`;

interface SilenceResult {
  until?: string;
  dryRun: boolean;
  silenced?: Array<{ id: string; name: string; until: string }>;
  unsilenced?: Array<{ id: string; name: string }>;
  alerts: Array<{ id: string; name: string; outcome: string; detail?: string }>;
}
const resultOf = (r: { result: unknown }) => r.result as SilenceResult;
const silences = (team: TeamState): Record<string, string | undefined> =>
  Object.fromEntries(team.alerts.filter((a) => a.silenced).map((a) => [String(a.name), a.silenced?.until]));

describe.each(['self-hosted', 'managed'] as const)('alerts.silence and alerts.unsilence (%s, today)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it("silences the alerts an alert file manages, until the duration's end, and clears them; no other alert is touched", async () => {
    const path = await w.file(FILE);
    const file = relative(w.workspace, path);
    const sync = await w.run({ 'alert-file': file });
    expect(sync.code, sync.stdout).toBe(0);
    const mine = w.team().alerts.filter((a) => a.name === 'Checkout error rate' || a.name === 'Payments errors');
    expect(mine).toHaveLength(2);

    w.emu.clearLog();
    const before = Date.now();
    const r = await w.run({ operation: 'alerts.silence', 'alert-file': file, duration: '30m' });
    expect(r.code, r.stdout).toBe(0);
    const out = resultOf(r);
    const until = Date.parse(out.until ?? '');
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(until).toBeLessThan(Date.now() + 30 * 60_000 + 2_000);
    expect(out.silenced?.map((a) => a.name).sort()).toEqual(['Checkout error rate', 'Payments errors']);
    expect(out.silenced?.every((a) => a.until === out.until)).toBe(true);
    // Exactly the file's alerts, each once; the demo's own alerts (no marker) keep ringing.
    expect(
      w
        .writes()
        .map((x) => [x.method, x.path])
        .sort(),
    ).toEqual(mine.map((a) => ['POST', `${w.prefix}/alerts/${a.id}/silenced`]).sort());
    expect(w.writes().every((x) => (x.body as { mutedUntil?: string }).mutedUntil === out.until)).toBe(true);
    expect(silences(w.team())).toEqual({ 'Checkout error rate': out.until, 'Payments errors': out.until });
    expect(r.summary).toContain('2 alert(s) silenced until');

    w.emu.clearLog();
    const u = await w.run({ operation: 'alerts.unsilence', 'alert-file': file });
    expect(u.code, u.stdout).toBe(0);
    expect(
      resultOf(u)
        .unsilenced?.map((a) => a.name)
        .sort(),
    ).toEqual(['Checkout error rate', 'Payments errors']);
    expect(w.writes().map((x) => x.method)).toEqual(['DELETE', 'DELETE']);
    expect(silences(w.team())).toEqual({});

    // Nothing left to clear: nothing is sent.
    w.emu.clearLog();
    const again = await w.run({ operation: 'alerts.unsilence', 'alert-file': file });
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
  });

  it('never shortens a longer silence, and an unsilence with `until` keeps one that runs past it; a dry run sends nothing', async () => {
    const [errors, latency] = w.team().alerts;
    const later = new Date(Date.now() + 5 * 3600_000).toISOString();
    errors!.silenced = { at: new Date().toISOString(), until: later };

    const dry = await w.run({ operation: 'alerts.silence', include: 'Checkout*', duration: '1h', 'dry-run': 'true' });
    expect(dry.code, dry.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
    expect(resultOf(dry).silenced?.map((a) => a.name)).toEqual([latency!.name]);
    expect(resultOf(dry).alerts.find((a) => a.name === errors!.name)).toMatchObject({ outcome: 'kept' });

    const r = await w.run({ operation: 'alerts.silence', include: 'Checkout*', duration: '1h' });
    expect(r.code, r.stdout).toBe(0);
    const ours = resultOf(r).until;
    expect(silences(w.team())).toEqual({ [errors!.name as string]: later, [latency!.name as string]: ours });

    w.emu.clearLog();
    const u = await w.run({ operation: 'alerts.unsilence', include: 'Checkout*', until: ours });
    expect(u.code, u.stdout).toBe(0);
    expect(w.writes().map((x) => x.path)).toEqual([`${w.prefix}/alerts/${latency!.id}/silenced`]);
    expect(silences(w.team())).toEqual({ [errors!.name as string]: later });
  });

  it('refuses, sending nothing, a run that selects nothing or names no alerts', async () => {
    const none = await w.run({ operation: 'alerts.silence', include: 'No such alert', duration: '1h' });
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('no alert is named No such alert');
    const bare = await w.run({ operation: 'alerts.silence', duration: '1h' });
    expect(bare.code).toBe(1);
    expect(bare.stdout).toContain('needs the alerts it is for');
    expect(w.writes()).toEqual([]);
  });
});

describe('alerts.silence by tag and by id (self-hosted, today)', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('silences the alerts carrying a tag until a time, and clears one by id', async () => {
    const [tagged, other] = w.team().alerts;
    tagged!.tags = ['deploy-window', 'checkout'];
    other!.tags = ['payments'];
    const until = new Date(Date.now() + 2 * 3600_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const r = await w.run({ operation: 'alerts.silence', tags: 'deploy-window', until });
    expect(r.code, r.stdout).toBe(0);
    expect(resultOf(r).silenced?.map((a) => [a.name, a.until])).toEqual([[tagged!.name, until]]);
    expect(silences(w.team())).toEqual({ [tagged!.name as string]: until });

    w.emu.clearLog();
    const u = await w.run({ operation: 'alerts.unsilence', id: tagged!.id });
    expect(u.code, u.stdout).toBe(0);
    expect(w.writes().map((x) => `${x.method} ${x.path}`)).toEqual([`DELETE ${w.prefix}/alerts/${tagged!.id}/silenced`]);
    expect(silences(w.team())).toEqual({});
  });
});

describe('alerts.silence against servers without silences (2.36)', () => {
  let emu: Emulator;
  beforeEach(async () => {
    emu = await startEmulator({ serverVersion: '2.36', managed: { rateLimit: false }, selfHosted: { rateLimit: false } });
  });
  afterEach(async () => {
    await emu.close();
  });
  const writes = () => emu.log.filter((l) => l.method !== 'GET');

  it('self-hosted: refused before any write, naming the release that has silences (GET /health says 2.36.0)', async () => {
    const r = await runAction({ ...emu.actionInputs('self-hosted'), operation: 'alerts.silence', include: 'Checkout errors', duration: '1h' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('HyperDX 2.36.0');
    expect(r.stdout).toContain('since 2.47.0');
    expect(writes()).toEqual([]);
    expect(emu.log.map((l) => `${l.method} ${l.path}`)).toContain('GET /health');
  });

  it('self-hosted: selecting by tag is refused, naming the release that answers tags', async () => {
    const r = await runAction({ ...emu.actionInputs('self-hosted'), operation: 'alerts.silence', tags: 'checkout', duration: '1h' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('since 2.38.0');
    expect(writes()).toEqual([]);
  });

  it('managed: the route answers 404, so the run says the API lacks it and nothing is silenced', async () => {
    const r = await runAction({ ...emu.actionInputs('managed'), operation: 'alerts.silence', include: 'Checkout errors', duration: '1h' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('answered 404 on the route: it has no alert silences');
    expect(writes()).toHaveLength(1); // the one POST that found no route; nothing to put back
    expect((emu.state.services[DEMO.serviceId] as TeamState).alerts.some((a) => a.silenced)).toBe(false);
  });
});

describe('a cancelled silence', () => {
  let emu: Emulator;
  beforeEach(async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false } });
  });
  afterEach(async () => {
    await emu.close();
  });

  it('SIGINT while the second of three silences is under way: the run finishes it, then puts every silence back as it was', async () => {
    const team = emu.state.selfHosted;
    const first = team.alerts[0]!;
    team.addAlert({ ...first, id: undefined, name: 'Checkout third', message: withMarker('x', 'acme/other:a.yml') });
    const earlier = new Date(Date.now() + 10 * 60_000).toISOString();
    const second = team.alerts[1]!;
    second.silenced = { at: new Date().toISOString(), until: earlier }; // someone's shorter silence, extended by the run
    emu.faults.add({ route: `POST /api/v2/alerts/${second.id}/silenced`, kind: 'latency', ms: 1_500, times: 1 });

    let child: ChildProcess | undefined;
    const sent = setInterval(() => {
      if (emu.log.some((l) => l.path === `/api/v2/alerts/${second.id}/silenced`) && child) {
        clearInterval(sent);
        child.kill('SIGINT');
      }
    }, 20);
    const r = await runAction(
      { ...emu.actionInputs('self-hosted'), operation: 'alerts.silence', include: 'Checkout*', duration: '2h', concurrency: '1' },
      { onSpawn: (c) => (child = c) },
    );
    clearInterval(sent);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Cancelled (SIGINT)');
    const out = resultOf(r);
    expect(out.silenced).toEqual([]);
    expect(out.alerts.map((a) => a.outcome)).toEqual(['restored', 'restored', 'not attempted']);
    // As before the run: the first has no silence, the second its own shorter one, the third was never sent.
    expect(silences(team)).toEqual({ [second.name as string]: earlier });
    expect(emu.log.filter((l) => l.path.endsWith(`/alerts/${team.alerts[2]!.id}/silenced`))).toEqual([]);
  });
});

describe('observability-ops alerts silence / unsilence', () => {
  let emu: Emulator;
  beforeEach(async () => {
    emu = await startEmulator({ selfHosted: { rateLimit: false } });
  });
  afterEach(async () => {
    await emu.close();
  });

  it('plans without --apply, sets the silence with it, and clears it', async () => {
    const env = { HYPERDX_API_URL: emu.url, HYPERDX_API_KEY: emu.selfHosted.apiKey };
    const plan = await runCli(['alerts', 'silence', '--include', 'Checkout errors', '--until', '2099-01-01T00:00:00Z'], { env });
    expect(plan.code, plan.stderr).toBe(3); // more than 30 days ahead
    expect(plan.stderr).toContain('`--until`');

    const until = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d+Z$/, '+00:00');
    const dry = await runCli(['alerts', 'silence', '--include', 'Checkout errors', '--until', until], { env });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would silence');
    expect(emu.log.filter((l) => l.method !== 'GET')).toEqual([]);

    const set = await runCli(['alerts', 'silence', '--include', 'Checkout errors', '--until', until, '--apply', '--json'], { env });
    expect(set.code, set.stderr).toBe(0);
    const out = (JSON.parse(set.stdout) as { result: SilenceResult }).result;
    expect(out.silenced?.map((a) => [a.name, a.until])).toEqual([['Checkout errors', new Date(until).toISOString()]]);
    expect(silences(emu.state.selfHosted)).toEqual({ 'Checkout errors': new Date(until).toISOString() });

    const clear = await runCli(['alerts', 'unsilence', '--include', 'Checkout errors', '--apply'], { env });
    expect(clear.code, clear.stderr).toBe(0);
    expect(clear.stdout).toContain('unsilenced');
    expect(silences(emu.state.selfHosted)).toEqual({});
  });
});
