// What upstream HyperDX api 2.36 accepts, refuses and fills in, driven end to end through the bundled
// action against the emulator (docs/contract.md §7.4, §8.1): a value the real server refuses is an
// error at its file line with zero writes; a value it fills in never plans a perpetual write. What the engine
// decides runs it in-process (World.inProcess); the warnings a step shows, and the summary, the bundled action.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planOf, world, type InProcessRun, type World } from './alerts-e2e-helpers.ts';
import { dashboard, dashPlanOf } from './dashboards-e2e-helpers.ts';
import { startStrippingProxy } from './stripping-proxy.ts';

describe('the files agree with the real server (self-hosted)', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });
  const writes = () => w.writes().filter((x) => !x.path.endsWith('/validate'));
  const fileErrors = (r: InProcessRun) => r.errors.map((e) => ({ line: e.line, message: e.message }));

  it('a markdown tile without text converges: the server answers `markdown: ""`, the second run sends nothing', async () => {
    const file = await w.file(
      `version: 1
dashboards:
  - name: Notes only
    tiles:
      - name: Empty note
        config: { displayType: markdown }
`,
      'dashboards.yml',
    );
    const first = await w.inProcess({ 'dashboard-file': file, scope: 'team-a' });
    expect(first.code, first.outcome.failure).toBe(0);
    expect(dashboard(w, 'Notes only')?.tiles[0]?.config).toMatchObject({ displayType: 'markdown' });
    w.emu.clearLog();
    const second = await w.inProcess({ 'dashboard-file': file, scope: 'team-a' });
    expect(second.code, second.outcome.failure).toBe(0);
    expect(dashPlanOf(second).summary).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    expect(writes()).toEqual([]);
  });

  it('a saved-search alert with `groupBy: ""` converges: the second run sends nothing', async () => {
    const logs = w.team().sources.find((s) => s.name === 'Logs')!;
    w.team().addSavedSearch({ name: 'Checkout 5xx', sourceId: logs.id, where: 'SeverityText:error' });
    const file = await w.file(`version: 1
alerts:
  - name: Checkout 5xx
    savedSearch: Checkout 5xx
    groupBy: ""
    threshold: 3
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`);
    const first = await w.inProcess({ 'alert-file': file, scope: 'team-a' });
    expect(first.code, first.outcome.failure).toBe(0);
    expect(planOf(first).summary).toMatchObject({ create: 1 });
    w.emu.clearLog();
    const second = await w.inProcess({ 'alert-file': file, scope: 'team-a' });
    expect(second.code, second.outcome.failure).toBe(0);
    expect(planOf(second).summary).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    expect(w.writes()).toEqual([]);
  });

  it('dashboards.export names every tile that keeps a dashboard out of the file, not only the first', async () => {
    const conn = '0123456789abcdef01234567';
    const odd = (sql: string) => ({ configType: 'sql', displayType: 'table', sqlTemplate: sql, connectionId: conn });
    w.team().addDashboard({
      name: 'Several odd tiles',
      tiles: [
        { name: 'First odd', x: 0, y: 0, w: 6, h: 3, config: odd('SELECT 1') },
        { name: 'Fine', x: 6, y: 0, w: 6, h: 3, config: { displayType: 'markdown', markdown: 'ok' } },
        { name: 'Second odd', x: 0, y: 3, w: 6, h: 3, config: odd('SELECT 2') },
      ],
    });
    const out = await w.inProcess({ operation: 'dashboards.export', 'output-file': 'exported.yml' });
    expect(out.code, out.outcome.failure).toBe(0);
    const reason = (out.result as { skipped: Array<{ name: string; reason: string }> }).skipped.find((s) => s.name === 'Several odd tiles')?.reason;
    expect(reason).toMatch(/tile "First odd"/);
    expect(reason).toMatch(/tile "Second odd"/);
    expect(reason).not.toMatch(/tile "Fine"/);
    expect(await readFile(join(w.workspace, 'exported.yml'), 'utf8')).not.toMatch(/Several odd tiles/);
  });

  it('scheduleStartAt: a date no calendar has (30 February) is refused at its line by the schema, with zero requests', async () => {
    const file = await w.file(`version: 1
alerts:
  - name: Starts on a day that does not exist
    dashboard: Checkout
    tile: Error count
    threshold: 1
    thresholdType: above
    interval: 5m
    scheduleStartAt: "${new Date().getUTCFullYear()}-02-30T00:00:00Z"
    channel: { webhook: oncall }
`);
    w.emu.clearLog();
    const r = await w.inProcess({ 'alert-file': file, scope: 'team-a' });
    expect(r.code).toBe(1);
    expect(fileErrors(r)).toEqual([{ line: 9, message: expect.stringMatching(/`scheduleStartAt` must be a real date and time with a time zone/) }]);
    expect(w.requests()).toEqual([]);
  });
  it('an alert on a raw SQL line tile whose SQL has no interval: an error at the alert line before the first write of the run', async () => {
    const dashboards = await w.file(
      `version: 1
dashboards:
  - name: Raw errors
    tiles:
      - name: Errors per bucket
        config:
          configType: sql
          displayType: line
          source: Logs
          sqlTemplate: "SELECT toStartOfMinute(Timestamp) AS ts, count() FROM otel_logs GROUP BY ts"
      - name: Errors per interval
        config:
          configType: sql
          displayType: line
          source: Logs
          sqlTemplate: "SELECT $__timeInterval(Timestamp) AS ts, count() FROM otel_logs WHERE $__timeFilter(Timestamp) GROUP BY ts"
`,
      'dashboards.yml',
    );
    const alerts = (tile: string) => `version: 1
alerts:
  - name: Raw errors
    dashboard: Raw errors
    tile: ${tile}
    threshold: 10
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`;
    w.emu.clearLog();
    const refused = await w.inProcess({ 'dashboard-file': dashboards, 'alert-file': await w.file(alerts('Errors per bucket')), scope: 'team-a' });
    expect(refused.code).toBe(1);
    expect(fileErrors(refused)).toEqual([{ line: 5, message: expect.stringMatching(/raw SQL line tile whose SQL has no interval.*\$__timeInterval/) }]);
    expect(writes()).toEqual([]);

    // The same run with the alert on the tile that buckets by the interval macro is accepted.
    const ok = await w.inProcess({ 'dashboard-file': dashboards, 'alert-file': await w.file(alerts('Errors per interval')), scope: 'team-a' });
    expect(ok.code, ok.outcome.failure).toBe(0);
    expect(writes().map((x) => `${x.method} ${x.path.slice(w.prefix.length)}`)).toEqual(['POST /dashboards', 'POST /alerts']);
  });

  it('an unchanged alert on such a tile is a warning (nothing is sent for it); changing it is the error', async () => {
    const logs = w.team().sources.find((s) => s.name === 'Logs')!;
    const sql = (template: string) => ({ configType: 'sql', displayType: 'line', sqlTemplate: template, connectionId: logs.connection, sourceId: logs.id });
    const dash = w.team().addDashboard({
      name: 'Raw',
      tiles: [{ name: 'Per bucket', x: 0, y: 0, w: 12, h: 4, config: sql('SELECT $__timeInterval(Timestamp) AS ts, count() FROM otel_logs GROUP BY ts') }],
    });
    const alerts = (threshold: number) => `version: 1
alerts:
  - name: Raw errors
    dashboard: Raw
    tile: Per bucket
    threshold: ${threshold}
    thresholdType: above
    interval: 5m
    channel: { webhook: oncall }
`;
    expect((await w.run({ 'alert-file': await w.file(alerts(10)), scope: 'team-a' })).code).toBe(0);
    // Edited elsewhere (an older UI, or before the server checked): the SQL no longer buckets by the interval.
    dash.tiles[0]!.config = sql('SELECT toStartOfMinute(Timestamp) AS ts, count() FROM otel_logs GROUP BY ts');
    w.emu.clearLog();
    const same = await w.run({ 'alert-file': await w.file(alerts(10)), scope: 'team-a' });
    expect(same.code, same.stdout).toBe(0);
    expect(same.annotations.filter((a) => a.level === 'warning' && a.props.file).map((a) => [a.props.line, a.message])).toEqual([
      ['5', expect.stringMatching(/has no interval.*the alert is unchanged, so nothing is sent/)],
    ]);
    expect(w.writes()).toEqual([]);
    const changed = await w.run({ 'alert-file': await w.file(alerts(20)), scope: 'team-a' });
    expect(changed.code).toBe(1);
    expect(changed.annotations.filter((a) => a.level === 'error' && a.props.file).map((a) => ({ line: Number(a.props.line), message: a.message }))).toEqual([
      { line: 5, message: expect.stringMatching(/has no interval/) },
    ]);
    expect(w.writes()).toEqual([]);
  });

  it('a tile `numberFormat` without `output` is refused at its line (the server: "numberFormat.output: Required"), zero requests', async () => {
    const file = await w.file(
      `version: 1
dashboards:
  - name: Formatted
    tiles:
      - name: Requests
        config:
          displayType: number
          source: Traces
          select: [{ aggFn: count }]
          numberFormat: { mantissa: 2 }
`,
      'dashboards.yml',
    );
    w.emu.clearLog();
    const r = await w.inProcess({ 'dashboard-file': file, scope: 'team-a' });
    expect(r.code).toBe(1);
    expect(fileErrors(r)).toEqual([{ line: 10, message: 'missing `output`' }]);
    expect(w.requests()).toEqual([]);
  });
  it('a formula over a select item the tile does not have is refused at its line, zero requests', async () => {
    const file = await w.file(
      `version: 1
dashboards:
  - name: Ratios
    tiles:
      - name: Error share
        config:
          displayType: line
          source: Logs
          select: [{ aggFn: count }]
          formulas: [{ expression: "B / A * 100" }]
`,
      'dashboards.yml',
    );
    w.emu.clearLog();
    const r = await w.inProcess({ 'dashboard-file': file, scope: 'team-a' });
    expect(r.code).toBe(1);
    expect(fileErrors(r)).toEqual([{ line: 10, message: expect.stringMatching(/series B do not exist: this tile has 1 select item/) }]);
    expect(w.requests()).toEqual([]);
  });
  it('alerts.export leaves out, naming why, an alert its file could not re-sync (a message with no room for the marker); the rest re-syncs', async () => {
    w.team().addAlert({ ...w.team().alerts[0]!, id: undefined, name: 'Long message', message: 'x'.repeat(4050) });
    const out = await w.inProcess({ operation: 'alerts.export', 'output-file': 'exported-alerts.yml', scope: 'team-a' });
    expect(out.code, out.outcome.failure).toBe(0);
    const skipped = (out.result as { skipped: Array<{ name: string; reason: string }> }).skipped;
    expect(skipped).toEqual([{ id: expect.any(String), name: 'Long message', reason: expect.stringMatching(/the file format refuses it: message: .*4000/) }]);
    expect(await readFile(join(w.workspace, 'exported-alerts.yml'), 'utf8')).not.toMatch(/Long message/);
    const sync = await w.inProcess({ 'alert-file': 'exported-alerts.yml', scope: 'team-a' });
    expect(sync.code, sync.outcome.failure).toBe(0);
  });
});

describe('nothing silently dropped: a write answer that lacks what was sent is a warning naming the resource and the field', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });
  const DASHBOARDS = `version: 1
dashboards:
  - name: Formatted
    tiles:
      - name: Requests
        config:
          displayType: number
          source: Traces
          select: [{ aggFn: count }]
          numberFormat: { output: number, mantissa: 2 }
      - name: Notes
        config: { displayType: markdown }
`;
  const ALERTS = `version: 1
alerts:
  - name: Checkout error rate
    dashboard: Checkout
    tile: Error count
    threshold: 50
    thresholdType: above
    interval: 5m
    note: "Runbook: restart the checkout pods"
    channel: { webhook: oncall }
`;
  const warnings = (r: { annotations: Array<{ level: string; message: string; props: Record<string, string> }> }) =>
    r.annotations
      .filter((a) => a.level === 'warning' && a.message.includes('dropped or changed'))
      .map((a) => ({ file: a.props.file, line: Number(a.props.line), message: a.message }));

  it('dashboards and alerts written in one run: a field the server dropped is named, at the resource line; defaults are not', async () => {
    const proxy = await startStrippingProxy(w.emu.url, (method, path, body) => {
      const data = (body as { data?: Record<string, unknown> }).data;
      if (method === 'GET' || !data) return;
      if (path.startsWith('/api/v2/alerts')) delete data.note;
      if (/^\/api\/v2\/dashboards(\/[0-9a-f]{24})?$/.test(path))
        for (const t of data.tiles as Array<{ config: Record<string, unknown> }>) delete t.config.numberFormat;
    });
    try {
      const dashboards = await w.file(DASHBOARDS, 'dashboards.yml');
      const alerts = await w.file(ALERTS);
      const r = await w.run({ 'dashboard-file': dashboards, 'alert-file': alerts, scope: 'team-a', 'base-url': proxy.url });
      expect(r.code, r.stdout).toBe(0);
      const found = warnings(r);
      expect(found).toEqual([
        {
          file: expect.stringMatching(/dashboards\.yml$/),
          line: 3,
          message: expect.stringMatching(
            /dashboard "Formatted" .*dropped or changed `tiles\[0\]\.config\.numberFormat` \(sent \{.*"output":"number".*\}, stored null\)/,
          ),
        },
        {
          file: expect.stringMatching(/alerts\.yml$/),
          line: 3,
          message: expect.stringMatching(/alert "Checkout error rate" .*dropped or changed `note` \(sent "Runbook: restart the checkout pods", stored null\)/),
        },
      ]);
      expect(r.summary).toMatch(/dropped or changed/);
    } finally {
      await proxy.close();
    }
  });

  it('alerts.sync alone: an update whose answer lost `numConsecutiveWindows` is a warning naming it', async () => {
    const file = await w.file(ALERTS.replace('    note:', '    numConsecutiveWindows: 3\n    note:'));
    expect((await w.run({ 'alert-file': file, scope: 'team-a' })).code).toBe(0);
    const proxy = await startStrippingProxy(w.emu.url, (method, path, body) => {
      const data = (body as { data?: Record<string, unknown> }).data;
      if (method === 'PUT' && data && path.startsWith('/api/v2/alerts/')) data.numConsecutiveWindows = null;
    });
    try {
      const r = await w.run({
        'alert-file': await w.file(ALERTS.replace('    note:', '    numConsecutiveWindows: 4\n    note:')),
        scope: 'team-a',
        'base-url': proxy.url,
      });
      expect(r.code, r.stdout).toBe(0);
      expect(warnings(r)).toEqual([
        {
          file: expect.stringMatching(/alerts\.yml$/),
          line: 3,
          message: expect.stringMatching(
            /alert "Checkout error rate" \(id [0-9a-f]{24}\): the server dropped or changed `numConsecutiveWindows` \(sent 4, stored null\)/,
          ),
        },
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('straight to the emulator (a server that keeps everything and adds its defaults): no such warning', async () => {
    const r = await w.run({ 'dashboard-file': await w.file(DASHBOARDS, 'dashboards.yml'), 'alert-file': await w.file(ALERTS), scope: 'team-a' });
    expect(r.code, r.stdout).toBe(0);
    expect(warnings(r)).toEqual([]);
  });
});

describe.each(['self-hosted', 'managed'] as const)('the write-answer check raises no false alarm (%s)', (edition) => {
  let w: World;
  beforeEach(async () => {
    w = await world(edition);
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('every tile variant of examples/dashboards.yml, created then changed, and the example alerts: no "dropped or changed" warning', async () => {
    const example = await readFile('examples/dashboards.yml', 'utf8');
    const file = await w.file(example, 'dashboards.yml');
    const first = await w.run({ 'dashboard-file': file, scope: 'team-a' });
    expect(first.code, first.stdout).toBe(0);
    const changed = await w.run({ 'dashboard-file': await w.file(example.replace(/w: 24\n/, 'w: 23\n'), 'dashboards.yml'), scope: 'team-a' });
    expect(changed.code, changed.stdout).toBe(0);
    expect(changed.outputs.changed).toBe('true');
    // The managed API keeps one channel per alert.
    const alertText = (await readFile('examples/alerts.yml', 'utf8')).replace(/^# yaml-language-server.*\n/, '');
    const alertFile = edition === 'managed' ? alertText.replace('      - { webhook: ops-generic }\n', '') : alertText;
    const alerts = await w.run({ 'alert-file': await w.file(alertFile), scope: 'team-b' });
    expect(alerts.code, alerts.stdout).toBe(0);
    expect(alerts.outputs.changed).toBe('true');
    const all = [first, changed, alerts].flatMap((r) => r.annotations).filter((a) => a.message.includes('dropped or changed'));
    expect(all.map((a) => a.message)).toEqual([]);
  });
});

describe('raw writes: a field the server dropped is a warning, never a silent loss (self-hosted)', () => {
  let w: World;
  beforeEach(async () => {
    w = await world('self-hosted');
  });
  afterEach(async () => {
    await w.emu.close();
  });

  it('dashboards.create and alerts.update name what the answer lacks; the same writes straight to the emulator warn of nothing', async () => {
    const traces = w.team().sources.find((s) => s.name === 'Traces')!;
    const dashboardBody = JSON.stringify({
      name: 'Raw made',
      tiles: [
        {
          name: 'Requests',
          x: 0,
          y: 0,
          w: 6,
          h: 3,
          config: { displayType: 'number', sourceId: traces.id, select: [{ aggFn: 'count' }], numberFormat: { output: 'number' } },
        },
      ],
    });
    const alert = w.team().alerts[0]!;
    const hook = w.team().webhooks.find((h) => h.name === 'oncall')!;
    const alertBody = JSON.stringify({
      source: 'tile',
      dashboardId: alert.dashboardId,
      tileId: alert.tileId,
      threshold: 7,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: hook.id },
      note: 'Runbook',
    });
    const rawWarnings = (r: { annotations: Array<{ level: string; message: string }> }) =>
      r.annotations.filter((a) => a.level === 'warning' && a.message.includes('dropped or changed')).map((a) => a.message);

    const direct = [
      await w.run({ operation: 'dashboards.create', body: dashboardBody }),
      await w.run({ operation: 'alerts.update', id: alert.id, body: alertBody }),
    ];
    for (const r of direct) {
      expect(r.code, r.stdout).toBe(0);
      expect(rawWarnings(r)).toEqual([]);
    }

    const proxy = await startStrippingProxy(w.emu.url, (method, path, body) => {
      const data = (body as { data?: Record<string, unknown> }).data;
      if (method === 'GET' || !data) return;
      if (path.startsWith('/api/v2/alerts/')) delete data.note;
      if (path === '/api/v2/dashboards') for (const t of data.tiles as Array<{ config: Record<string, unknown> }>) delete t.config.numberFormat;
    });
    try {
      const made = await w.run({ operation: 'dashboards.create', body: dashboardBody, 'base-url': proxy.url });
      expect(made.code, made.stdout).toBe(0);
      expect(rawWarnings(made)).toEqual([
        expect.stringMatching(
          /^dashboard [0-9a-f]{24}: the server dropped or changed `tiles\[0\]\.config\.numberFormat` \(sent \{"output":"number"\}, stored null\)/,
        ),
      ]);
      const updated = await w.run({ operation: 'alerts.update', id: alert.id, body: alertBody, 'base-url': proxy.url });
      expect(updated.code, updated.stdout).toBe(0);
      expect(rawWarnings(updated)).toEqual([
        expect.stringMatching(/^alert [0-9a-f]{24}: the server dropped or changed `note` \(sent "Runbook", stored null\)/),
      ]);
      expect(updated.summary).toMatch(/dropped or changed/);
    } finally {
      await proxy.close();
    }
  });
});
