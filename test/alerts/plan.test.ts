import { describe, expect, it } from 'vitest';
import { withMarker } from '../../src/alerts/marker.ts';
import type { Alert } from '../../src/api/types.ts';
import { idOf } from '../../src/reconcile/plan.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { buildPlan } from '../../src/alerts/plan.ts';
import { resolveFile } from '../../src/alerts/resolve.ts';
import { FILE, SCOPE, dashboards, plan, serverCopy, webhooks } from './fixtures.ts';

/** The server after applying a plan's creates and updates. */
function applied(text: string, before: Alert[] = []): Alert[] {
  const { plan: p } = plan(text, before);
  const after = [...before];
  for (const a of p.actions) {
    if (a.action === 'create') after.push(serverCopy(a.body));
    if (a.action === 'update')
      after.splice(
        after.findIndex((x) => x.id === a.id),
        1,
        serverCopy(a.body, { id: a.id }),
      );
  }
  return after;
}

describe('buildPlan', () => {
  it('creates every alert on an empty server, with the complete body', () => {
    const { plan: p, problems } = plan(FILE, []);
    expect(problems).toEqual([]);
    expect(p.summary).toEqual({ create: 2, update: 0, delete: 0, unchanged: 0, unmanaged: 0 });
    const second = p.actions[1];
    const body = second?.action === 'create' ? second.body : undefined;
    expect(body).toMatchObject({
      source: 'tile',
      dashboardId: 'd1',
      tileId: 't2',
      threshold: 800,
      thresholdType: 'above',
      interval: '5m',
      channels: [
        { type: 'webhook', webhookId: 'w1' },
        { type: 'webhook', webhookId: 'w2' },
      ],
      channel: { type: 'webhook', webhookId: 'w1' },
      name: 'Slow checkout',
      note: null,
      numConsecutiveWindows: null,
      scheduleStartAt: null,
    });
    expect(body?.message).toBe(withMarker(null, SCOPE));
  });

  it('plans nothing right after an apply (server defaults and nulls normalised)', () => {
    const server = applied(FILE).map((a) => {
      // What a server adds or drops: legacy-only channel, no thresholdMax, offset 0.
      const { channels: _c, ...rest } = a;
      return a.name === 'Checkout errors' ? { ...rest, scheduleOffsetMinutes: 0, groupBy: undefined } : a;
    });
    const { plan: p } = plan(FILE, server);
    expect(p.summary).toEqual({ create: 0, update: 0, delete: 0, unchanged: 2, unmanaged: 0 });
  });

  it('updates with a field-level diff and the full desired body', () => {
    const server = applied(FILE);
    const { plan: p } = plan(FILE.replace('threshold: 50', 'threshold: 60'), server);
    const up = p.actions.find((a) => a.action === 'update');
    expect(up?.changes).toEqual([{ field: 'threshold', from: 50, to: 60 }]);
    expect(up?.id).toBe(server[0]?.id);
    expect(up?.body).toMatchObject({
      threshold: 60,
      message: withMarker('Errors above {{alert.threshold}}', SCOPE),
      channels: [{ webhookId: 'w1', type: 'webhook' }],
    });
  });

  it('deletes our alerts that left the file only with prune', () => {
    const server = applied(FILE);
    const smaller = FILE.split('\n').slice(0, 4).join('\n');
    expect(plan(smaller, server).plan.summary.delete).toBe(0);
    expect(plan(smaller, server).plan.notes.join()).toMatch(/prune: true` would delete it/);
    const pruned = plan(smaller, server, { prune: true }).plan;
    expect(pruned.actions.filter((a) => a.action === 'delete').map((a) => a.name)).toEqual(['Slow checkout']);
  });

  it('never touches alerts without our marker or of another scope', () => {
    const hand: Alert = {
      id: 'h1',
      name: 'Checkout errors',
      source: 'tile',
      dashboardId: 'd1',
      tileId: 't1',
      threshold: 1,
      thresholdType: 'above',
      interval: '5m',
      message: 'by hand',
    };
    const other: Alert = { ...hand, id: 'o1', message: withMarker('x', 'acme/other:alerts.yml') };
    const { plan: p } = plan(FILE, [hand, other], { prune: true });
    expect(p.actions.filter((a) => idOf(a) === 'h1' || idOf(a) === 'o1').map((a) => [a.action, a.reason])).toEqual([
      ['unmanaged', 'no marker'],
      ['unmanaged', 'managed by scope "acme/other:alerts.yml"'],
    ]);
    expect(p.summary.create).toBe(2);
    expect(p.notes.join('\n')).toMatch(/add `adopt: true` to take it over/);
  });

  it('adopts an unmarked alert by name, or by id', () => {
    const hand: Alert = {
      id: 'h1',
      name: 'Checkout errors',
      source: 'tile',
      dashboardId: 'd1',
      tileId: 't1',
      threshold: 50,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: 'w1' },
      message: 'Errors above {{alert.threshold}}',
    };
    const byName = plan(FILE.replace('threshold: 50,', 'threshold: 50, adopt: true,'), [hand]).plan;
    const up = byName.actions.find((a) => idOf(a) === 'h1');
    expect(up).toMatchObject({ action: 'update', reason: 'adopt: take over an alert without marker', changes: [{ field: 'owner', from: null, to: SCOPE }] });
    const byId = plan(FILE.replace('threshold: 50,', 'threshold: 50, adopt: h1,'), [{ ...hand, name: null }]).plan;
    const adopted = byId.actions.find((a) => idOf(a) === 'h1');
    expect(adopted?.action === 'update' ? adopted.changes.map((c) => c.field) : undefined).toEqual(['owner', 'name']);
  });

  it('refuses to adopt an ambiguous name or another scope', () => {
    const hand: Alert = { id: 'h1', name: 'Checkout errors', source: 'tile', threshold: 1, thresholdType: 'above', interval: '5m' };
    const twice = plan(FILE.replace('threshold: 50,', 'threshold: 50, adopt: true,'), [hand, { ...hand, id: 'h2' }]);
    expect(twice.problems[0]?.message).toMatch(/2 alerts without a marker are named "Checkout errors" \(ids h1, h2\)/);
    const foreign = plan(FILE.replace('threshold: 50,', 'threshold: 50, adopt: o1,'), [{ ...hand, id: 'o1', message: withMarker(null, 'x') }]);
    expect(foreign.problems[0]?.message).toMatch(/managed by scope "x"/);
  });

  it('re-points an alert whose tile id vanished to the tile with the same name', () => {
    const server = applied(FILE);
    const dash = [
      {
        id: 'd1',
        name: 'Checkout',
        tiles: [
          { id: 't9', name: 'Error count', config: { displayType: 'number' } },
          { id: 't2', name: 'p95 latency', config: { displayType: 'line' } },
        ],
      },
    ];
    const { plan: p } = plan(FILE, server, { dash });
    const up = p.actions.find((a) => a.action === 'update');
    expect(up?.changes).toEqual([{ field: 'tileId', from: 't1', to: 't9' }]);
    expect(up?.reason).toMatch(/^re-point: tile ids changed \(tile "Error count" is now t9; t1 no longer exists\)/);
  });

  it("labels a re-create when the named tile is newer than the file's alerts on an older dashboard", () => {
    const oid = (n: number) => `6650f0c0${n.toString(16).padStart(16, '0')}`;
    const dash = [
      {
        id: oid(1),
        name: 'Checkout',
        tiles: [
          { id: oid(50), name: 'Error count', config: { displayType: 'number' } },
          { id: oid(51), name: 'p95 latency', config: { displayType: 'line' } },
        ],
      },
    ];
    const server = applied(FILE)
      .filter((a) => a.name !== 'Checkout errors')
      .map((a) => ({ ...a, id: oid(20), dashboardId: oid(1), tileId: oid(51) }));
    const create = plan(FILE, server, { dash }).plan.actions.find((a) => a.action === 'create');
    expect(create?.reason).toMatch(/^recreate: tile ids changed/);
    expect(create?.action === 'create' ? create.body.tileId : undefined).toBe(oid(50));
    // A first sync has no evidence: no label. Nor does a dashboard created after the file's alerts.
    expect(plan(FILE, [], { dash }).plan.actions[0]?.reason).toBeUndefined();
    const newer = server.map((a) => ({ ...a, id: oid(0) }));
    expect(plan(FILE, newer, { dash }).plan.actions.find((a) => a.action === 'create')?.reason).toBeUndefined();
  });

  it('deletes a duplicate of our own alert under prune and keeps the first', () => {
    const server = applied(FILE);
    const dup = { ...server[0]!, id: 'dup' };
    const p = plan(FILE, [...server, dup], { prune: true }).plan;
    expect(p.actions.filter((a) => a.action === 'delete')).toMatchObject([{ id: 'dup', reason: expect.stringMatching(/^duplicate/) }]);
  });

  it('fingerprints the writes only: stable, and sensitive to what would be sent', () => {
    const server = applied(FILE);
    const a = plan(FILE.replace('threshold: 50', 'threshold: 60'), server).plan;
    const b = plan(FILE.replace('threshold: 50', 'threshold: 60'), [
      ...server,
      { id: 'x', source: 'tile', threshold: 1, thresholdType: 'above', interval: '5m' },
    ]).plan;
    const c = plan(FILE.replace('threshold: 50', 'threshold: 61'), server).plan;
    expect(a.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(b.fingerprint).toBe(a.fingerprint); // an unrelated unmanaged alert does not matter
    expect(c.fingerprint).not.toBe(a.fingerprint);
  });
});

describe('buildPlan never destroys what the file does not state (issue 31)', () => {
  const live = (extra: Partial<Alert> = {}): Alert[] => {
    const [checkout] = applied(FILE).filter((a) => a.name === 'Checkout errors');
    return [{ ...(checkout as Alert), ...extra }];
  };

  it('an update carries back unknown fields and channel routing, never what the server keeps to itself', () => {
    const before = live({
      futureField: { deep: 1 },
      displayName: 'Spike',
      tags: ['p1'],
      channels: [
        { type: 'webhook', webhookId: 'w1', severity: 'critical' },
        // The managed edition's email channel: not a type this client writes.
        { type: 'email', emailRecipients: ['a@b.c'] } as never,
      ],
      silenced: { at: 'x', until: 'y' },
    });
    const { plan: p, problems } = plan(FILE.replace('threshold: 50', 'threshold: 60'), before);
    expect(problems).toEqual([]);
    const update = p.actions.find((a) => a.action === 'update');
    expect(update?.action === 'update' && update.changes.map((c) => c.field)).toEqual(['threshold']);
    const body = update?.action === 'update' ? (update.body as unknown as Record<string, unknown>) : {};
    expect(body).toMatchObject({
      threshold: 60,
      futureField: { deep: 1 },
      displayName: 'Spike',
      tags: ['p1'],
      channel: { type: 'webhook', webhookId: 'w1', severity: 'critical' },
      channels: [
        { type: 'webhook', webhookId: 'w1', severity: 'critical' },
        { type: 'email', emailRecipients: ['a@b.c'] },
      ],
    });
    for (const k of ['id', 'state', 'teamId', 'silenced', 'createdAt', 'updatedAt']) expect(body).not.toHaveProperty(k);
  });

  it('a tuning on an alert that is not an anomaly alert is refused at its line', () => {
    const file = parseAlertFile('alerts.yml', FILE.replace('threshold: 50,', 'threshold: 50, anomalyConfig: { zScoreThreshold: 3 },'), {
      defaultScope: SCOPE,
      edition: 'managed',
    });
    expect(file.yaml.problems).toEqual([]);
    const desired = resolveFile(file, { dashboards, webhooks });
    const { problems } = buildPlan({
      files: [{ file: file.file, scope: file.scope, alerts: desired }],
      alerts: live({ detectionMode: 'threshold' }),
      prune: false,
    });
    expect(problems.map((x) => [x.key, x.message])).toEqual([
      ['anomalyConfig', '`anomalyConfig` is the tuning of an anomaly alert; this alert is a threshold alert: add `detectionMode: anomaly`'],
    ]);
  });

  it('pointing an alert at another tile asks the file for the name the server may have derived from the old one', () => {
    const moved = FILE.replace('tile: Error count, threshold: 50', 'tile: p95 latency, threshold: 50');
    const { problems } = plan(moved, live({ displayName: 'Checkout Error count', tags: [] }));
    expect(problems.map((x) => x.key)).toEqual(['tile']);
    expect(problems[0]?.message).toMatch(/its `displayName` \("Checkout Error count"\) may have been derived .* state `displayName` in the file/);
    // Stated, it is the file's: no problem.
    expect(plan(moved.replace('threshold: 50,', 'threshold: 50, displayName: Latency,'), live({ displayName: 'Checkout Error count' })).problems).toEqual([]);
  });
});
