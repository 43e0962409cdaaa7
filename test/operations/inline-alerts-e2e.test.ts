// Inline alerts (`source: inline` with their own chart, hyperdx #3010, #3043) through the bundled
// action against the emulator: today's self-hosted server syncs, re-runs with zero writes, backtests
// and exports them, and a write keeps what the live chart holds that the file does not state;
// ClickHouse Cloud and HyperDX 2.36 refuse them at their line, with nothing written.
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';
import { world, type World } from './alerts-e2e-helpers.ts';

const FILE = `version: 1
alerts:
  - name: Checkout error spike
    source: inline
    chart:
      displayType: line
      source: Logs
      select:
        - aggFn: count
          where: "SeverityText:error"
          whereLanguage: lucene
    threshold: 5
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`;
// A problem of the chart is located at its value (its first line).
const CHART_LINE = FILE.split('\n').findIndex((l) => l.includes('displayType: line')) + 1;

interface PlanAction {
  action: string;
  name: string;
  changes?: Array<{ field: string }>;
  backtest?: { windows: number; breaching: number; firings: number } | { skipped: string };
}
const actionsOf = (outputs: Record<string, string>): PlanAction[] => (JSON.parse(outputs.plan ?? 'null') as { actions: PlanAction[] }).actions;

describe('inline alerts (self-hosted, today)', () => {
  let w: World;
  afterEach(async () => w.emu.close());

  it('syncs, re-runs with zero writes, backtests, exports; a threshold change keeps what the live chart holds', async () => {
    w = await world('self-hosted');
    const path = await w.file(FILE);
    const file = relative(w.workspace, path);
    const logs = w.team().sources.find((s) => s.name === 'Logs')!;

    // The plan backtests its chart like a tile's.
    const dry = await w.run({ 'alert-file': file, scope: 'inline', 'dry-run': 'true', 'backtest-window': '12h' });
    expect(dry.code, dry.stdout).toBe(0);
    const planned = actionsOf(dry.outputs).find((a) => a.name === 'Checkout error spike');
    expect(planned?.action).toBe('create');
    const bt = planned?.backtest;
    if (!bt || 'skipped' in bt) throw new Error(`no backtest: ${JSON.stringify(bt)}`);
    expect(bt.windows).toBeGreaterThanOrEqual(143);
    expect(bt.firings).toBeGreaterThanOrEqual(1); // the seeded error spike
    expect(w.writes()).toEqual([]);

    const sync = await w.run({ 'alert-file': file, scope: 'inline' });
    expect(sync.code, sync.stdout).toBe(0);
    // What the server fills in (its chart defaults, a derived display name) is no echo.
    expect(sync.annotations.filter((a) => a.level === 'warning')).toEqual([]);
    const [post] = w.writes();
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({ source: 'inline', chartConfig: { displayType: 'line', sourceId: logs.id, select: [{ aggFn: 'count' }] } });
    const created = w.team().alerts.find((a) => a.name === 'Checkout error spike')!;
    expect(created.source).toBe('inline');

    // Re-run: the list leaves the chart out; read by id, it matches — nothing is written.
    w.emu.clearLog();
    const again = await w.run({ 'alert-file': file, scope: 'inline' });
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes()).toEqual([]);
    expect(w.requests().some((r) => r.method === 'GET' && r.path === `${w.prefix}/alerts/${created.id}`)).toBe(true);

    // A colleague sets a chart field the file does not state; a threshold change keeps it.
    (created.chartConfig as Record<string, unknown>).fitYAxisToData = true;
    w.emu.clearLog();
    await writeFile(path, FILE.replace('threshold: 5', 'threshold: 7'));
    const update = await w.run({ 'alert-file': file, scope: 'inline' });
    expect(update.code, update.stdout).toBe(0);
    expect(
      actionsOf(update.outputs)
        .find((a) => a.name === 'Checkout error spike')
        ?.changes?.map((c) => c.field),
    ).toEqual(['threshold']);
    const [put] = w.writes();
    expect(put?.method).toBe('PUT');
    expect((put?.body as { chartConfig: Record<string, unknown> }).chartConfig).toMatchObject({ fitYAxisToData: true, sourceId: logs.id });
    expect(w.team().alerts.find((a) => a.id === created.id)?.threshold).toBe(7);

    // Export: the chart with its source by name; a sync of the exported file writes nothing.
    const exported = await w.run({ operation: 'alerts.export', 'output-file': 'exported.yml', scope: 'inline' });
    expect(exported.code, exported.stdout).toBe(0);
    const text = await readFile(join(w.workspace, 'exported.yml'), 'utf8');
    expect(text).toContain('source: inline');
    expect(text).toMatch(/chart:\n\s+displayType: line\n[\s\S]*source: Logs/);
    expect((exported.result as { skipped: Array<{ name: string }> }).skipped.map((s) => s.name)).not.toContain('Checkout error spike');
    w.emu.clearLog();
    const resync = await w.run({ 'alert-file': 'exported.yml', scope: 'inline' });
    expect(resync.code, resync.stdout).toBe(0);
    expect(w.writes().filter((x) => x.path.includes(created.id))).toEqual([]);
  });
});

describe('inline alerts in a stack file (self-hosted, today)', () => {
  let w: World;
  afterEach(async () => w.emu.close());

  it('a stack file creates a webhook and an inline alert notifying it; a re-run writes nothing', async () => {
    w = await world('self-hosted');
    const stack = `version: 1
scope: inline-stack
webhooks:
  - name: pager
    service: generic
    url: { env: PAGER_URL }
alerts:
${FILE.split('alerts:\n')[1]!.replace('{ webhook: oncall }', '{ webhook: pager }')}`;
    await writeFile(join(w.workspace, 'stack.yml'), stack);
    const env = { PAGER_URL: 'https://hooks.example.com/pager' };
    const first = await w.run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
    expect(first.code, first.stdout).toBe(0);
    const alert = w.team().alerts.find((a) => a.name === 'Checkout error spike');
    expect(alert?.source).toBe('inline');
    const hook = w.team().webhooks.find((h) => h.name === 'pager')!;
    expect(alert?.channels).toEqual([expect.objectContaining({ webhookId: hook.id })]);
    w.emu.clearLog();
    const again = await w.run({ operation: 'stack.sync', 'stack-file': 'stack.yml' }, env);
    expect(again.code, again.stdout).toBe(0);
    expect(w.writes().filter((x) => !x.path.endsWith('/webhooks/validate'))).toEqual([]);
  });
});

describe('servers without inline alerts', () => {
  let emu: Emulator;
  afterEach(async () => emu.close());

  it('ClickHouse Cloud: refused at its line, nothing written', async () => {
    emu = await startEmulator({ managed: { rateLimit: false } });
    const w = await world('managed');
    await w.emu.close();
    const path = await w.file(FILE);
    const r = await runAction(
      { ...emu.actionInputs('managed'), 'rate-limit': '1000/10s', 'dry-run': 'false', 'alert-file': relative(w.workspace, path) },
      { cwd: w.workspace },
    );
    expect(r.code).not.toBe(0);
    const error = r.annotations.find((a) => a.level === 'error' && Number(a.props.line) === CHART_LINE);
    expect(error?.message, r.stdout).toContain('`chart` exists only on the self-hosted edition');
    expect(emu.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('HyperDX 2.36: refused at the chart, naming the release that has inline alerts; nothing written', async () => {
    emu = await startEmulator({ serverVersion: '2.36', selfHosted: { rateLimit: false } });
    const w = await world('self-hosted');
    await w.emu.close();
    const path = await w.file(FILE);
    const r = await runAction(
      { ...emu.actionInputs('self-hosted'), 'rate-limit': '1000/10s', 'dry-run': 'false', 'alert-file': relative(w.workspace, path) },
      { cwd: w.workspace },
    );
    expect(r.code).not.toBe(0);
    const error = r.annotations.find((a) => a.level === 'error' && Number(a.props.line) === CHART_LINE);
    expect(error?.message, r.stdout).toContain('HyperDX 2.36.0');
    expect(error?.message).toContain('since 2.38.0');
    expect(emu.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });
});
