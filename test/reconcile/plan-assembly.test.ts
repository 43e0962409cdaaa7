// The pure pieces of the one run (src/reconcile/): the order of the kinds and the phases of their
// writes from what names what, one deletion budget over every kind, the fingerprint in each run
// shape's form, the reference check, and the one report put together from the kinds' parts.
import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../src/api/types.ts';
import { runFingerprint } from '../../src/reconcile/fingerprint.ts';
import { planDeletionsRefusal } from '../../src/reconcile/guards.ts';
import type { Json, Use } from '../../src/reconcile/kind.ts';
import { phasesOf, referenceOrder } from '../../src/reconcile/phases.ts';
import { danglingRefusal } from '../../src/reconcile/references.ts';
import { runReport, type ReportPart } from '../../src/reconcile/report.ts';
import { alertUses } from '../../src/alerts/kind.ts';
import { dashboardUses } from '../../src/dashboards/kind.ts';
import { configurationUses } from '../../src/stack/kind.ts';
import { fingerprintOf } from '../../src/util/fingerprint.ts';

const CONFIG = ['connections', 'sources', 'savedSearches', 'webhooks', 'roles'] as const;
const kind = (name: string, resources: readonly ResourceKind[], refersTo: readonly ResourceKind[]) => ({ name, resources, refersTo });
const configuration = kind('configuration', CONFIG, ['connections', 'sources']);
const dashboards = kind('dashboards', ['dashboards'], ['sources', 'connections', 'dashboards']);
const alerts = kind('alerts', ['alerts'], ['dashboards', 'savedSearches', 'webhooks']);

describe('referenceOrder: each kind after what it names', () => {
  it.each([[[alerts, dashboards, configuration]], [[dashboards, alerts, configuration]], [[configuration, dashboards, alerts]]])(
    '%#: configuration, dashboards, alerts whatever the registry order',
    (given) => {
      expect(referenceOrder(given).map((k) => k.name)).toEqual(['configuration', 'dashboards', 'alerts']);
    },
  );

  it('keeps the given order of kinds that name nothing of each other, and refuses a cycle between kinds', () => {
    const a = kind('a', ['roles'], []);
    const b = kind('b', ['webhooks'], []);
    expect(referenceOrder([b, a]).map((k) => k.name)).toEqual(['b', 'a']);
    expect(() => referenceOrder([kind('x', ['dashboards'], ['alerts']), kind('y', ['alerts'], ['dashboards'])])).toThrow(/name each other/);
  });
});

interface W {
  kind: string;
  action: 'create' | 'update' | 'delete';
  name: string;
}
const w = (k: string, action: W['action'], name: string): W => ({ kind: k, action, name });

describe('phasesOf: creates and updates in reference order, deletes in reverse', () => {
  const part = (writes: W[], upserts: (ws: readonly W[]) => W[][] = (ws) => [[...ws]]) => ({ writes, upserts, deletes: (ws: readonly W[]) => [[...ws]] });

  it.each([
    {
      what: 'a stack: configuration, dashboards (creates, then updates), alerts; then alerts, dashboards, configuration deletes',
      parts: [
        part([w('stack', 'create', 'hook'), w('stack', 'delete', 'old search')]),
        part([w('dashboards', 'update', 'D1'), w('dashboards', 'create', 'D2'), w('dashboards', 'delete', 'D3')], (ws) => [
          ws.filter((x) => x.action === 'create'),
          ws.filter((x) => x.action === 'update'),
        ]),
        part([w('alerts', 'delete', 'A1'), w('alerts', 'create', 'A2')]),
      ],
      phases: [['hook'], ['D2'], ['D1'], ['A2'], ['A1'], ['D3'], ['old search']],
    },
    { what: 'one kind, nothing to delete: one phase', parts: [part([w('alerts', 'update', 'u'), w('alerts', 'create', 'c')])], phases: [['u', 'c']] },
    { what: 'nothing at all: no phase', parts: [part([]), part([])], phases: [] },
  ])('$what', ({ parts, phases }) => {
    expect(phasesOf(parts).map((p) => p.map((x) => x.name))).toEqual(phases);
  });
});

describe('planDeletionsRefusal: one budget for every kind', () => {
  it.each([
    { deletions: [{ count: 2, noun: 'alerts' }], max: 1, says: 'The plan deletes 2 alerts, more than max-deletions (1)' },
    {
      deletions: [
        { count: 2, noun: 'dashboards' },
        { count: 1, noun: 'tile alerts their writes delete' },
        { count: 0, noun: 'alerts' },
        { count: 1, noun: 'webhook(s)' },
      ],
      max: 3,
      says: 'The plan deletes 4 object(s) (2 dashboards, 1 tile alerts their writes delete, 1 webhook(s)), more than max-deletions (3)',
    },
  ])('sums $deletions.length kind(s) against max $max', ({ deletions, max, says }) => {
    expect(planDeletionsRefusal(deletions, max)).toContain(says);
    expect(planDeletionsRefusal(deletions, 100)).toBeUndefined();
  });
});

describe('runFingerprint: each run shape keeps the form it always had (expect-plan of an unchanged file holds across versions)', () => {
  const fp = (full: string) => ({ full, short: full.slice(0, 12) });
  const parts = { stack: fp('c'.repeat(64)), dashboards: fp('d'.repeat(64)), alerts: fp('a'.repeat(64)) };
  const keys = ['stack', 'dashboards', 'alerts'];

  it.each([
    { shape: 'single' as const, of: ['alerts'], is: parts.alerts },
    { shape: 'single' as const, of: ['dashboards'], is: parts.dashboards },
    { shape: 'pair' as const, of: ['dashboards', 'alerts'], is: fingerprintOf({ dashboards: parts.dashboards.full, alerts: parts.alerts.full }) },
    { shape: 'stack' as const, of: ['stack', 'alerts'], is: fingerprintOf({ stack: parts.stack.full, dashboards: null, alerts: parts.alerts.full }) },
    { shape: 'stack' as const, of: ['stack'], is: fingerprintOf({ stack: parts.stack.full, dashboards: null, alerts: null }) },
  ])('$shape of $of', ({ shape, of, is }) => {
    expect(
      runFingerprint(
        shape,
        of.map((key) => ({ key, fingerprint: parts[key as keyof typeof parts] })),
        keys,
      ),
    ).toEqual(is);
  });
});

describe('what objects name, for the reference check', () => {
  it.each([
    {
      what: 'an alert: every channel, and its saved search',
      uses: alertUses({ channels: [{ webhookId: 'w1' }, { webhookId: 'w2' }], savedSearchId: 's1', dashboardId: 'd1' }),
      are: ['webhooks w1 channels[0]', 'webhooks w2 channels[1]', 'savedSearches s1 savedSearchId'],
    },
    { what: 'an alert of an older server: its one channel', uses: alertUses({ channel: { webhookId: 'w1' } }), are: ['webhooks w1 channel'] },
    {
      what: 'a dashboard: its tiles’ sources and connections, its filters’ sources',
      uses: dashboardUses({
        tiles: [{ name: 'T', config: { sourceId: 's1', connectionId: 'c1' } }],
        filters: [{ sourceId: 's2', appliesToSourceIds: ['s3'] }],
      }),
      are: ['sources s1 tile "T"', 'connections c1 tile "T"', 'sources s2 filters[0]', 'sources s3 filters[0]'],
    },
    {
      what: 'a source: its connection and correlated sources; a saved search: its source',
      uses: [...configurationUses('sources', { connection: 'c1', traceSourceId: 's2' }), ...configurationUses('savedSearches', { sourceId: 's1' })],
      are: ['connections c1 connection', 'sources s2 traceSourceId', 'sources s1 sourceId'],
    },
  ])('$what', ({ uses, are }) => {
    expect(uses.map((u) => `${u.kind} ${u.id} ${u.at}`)).toEqual(are);
  });
});

describe('danglingRefusal', () => {
  const uses = (k: ResourceKind, o: Json): Use[] => (k === 'alerts' ? alertUses(o) : []);
  const singular = (k: ResourceKind) => (k === 'alerts' ? 'alert' : k === 'webhooks' ? 'webhook' : k);
  const hook = { kind: 'webhooks' as const, id: 'w2', name: 'Ops' };
  const alert = (channels: string[]) => ({
    kind: 'alerts' as const,
    id: 'a1',
    name: 'Hand',
    object: { channels: channels.map((webhookId) => ({ webhookId })) },
  });

  it.each([
    {
      what: 'a live alert naming it in its second channel',
      standing: [alert(['w1', 'w2'])],
      refused: /webhook "Ops" \(id w2\) is still named by alert "Hand" \(id a1\) in channels\[1\]/,
    },
    { what: 'no object naming it', standing: [alert(['w1'])], refused: undefined },
    {
      what: 'an alert the plan creates naming it',
      standing: [{ kind: 'alerts' as const, name: 'New', object: { channels: [{ webhookId: 'w2' }] } }],
      refused: /alert "New" in channels\[0\]/,
    },
  ])('$what', ({ standing, refused }) => {
    const said = danglingRefusal([hook], standing, uses, singular);
    if (refused) expect(said).toMatch(refused);
    else expect(said).toBeUndefined();
  });
});

describe('runReport: one report from the kinds’ parts', () => {
  const part = (over: Partial<ReportPart> & Pick<ReportPart, 'title' | 'prefix' | 'totals'>): ReportPart => ({
    summary: 'x',
    counts: { create: over.totals.create },
    columns: { name: over.title.slice(0, -1), target: 'Target', why: 'Changes / reason' },
    rows: [],
    details: [],
    notes: [],
    scopes: [{ file: 'stack.yml', scope: 's' }],
    after: [],
    outcome: 'success',
    ...over,
  });
  const none = { create: 0, update: 0, delete: 0, unchanged: 0, unmanaged: 0 };
  const stack = part({ title: 'Stack', prefix: '', totals: { ...none, create: 5, unmanaged: 2 }, columns: { name: 'Object', why: 'Changes / reason' } });
  const dash = part({
    title: 'Dashboards',
    prefix: 'dashboard: ',
    totals: { ...none, create: 1 },
    scopes: [{ file: 'stack.yml', scope: 's', tag: 'obs-ops:t' }],
  });
  const alertsPart = part({
    title: 'Alerts',
    prefix: 'alert: ',
    totals: { ...none, update: 1 },
    rows: [{ icon: '✏️', action: 'update', name: 'A', target: 'T', why: 'threshold' }],
  });

  it('a stack: the whole plan counted, each scope once, no "nothing to do" under pending changes, every kind’s rows named', () => {
    const r = runReport('stack', [stack, dash, alertsPart], { dryRun: true, fingerprint: 'f', applied: false });
    expect(r.title).toBe('Stack plan');
    expect(r.headline).toBe('Plan: 6 to create, 1 to update, 0 to delete, 0 unchanged, 2 unmanaged (fingerprint f)');
    expect(r.counts).toEqual({ create: 6, update: 1, delete: 0, unchanged: 0, unmanaged: 2 });
    expect(r.notes).toEqual(['Dry run: nothing was sent.', 'Scope of stack.yml: s (ownership tag obs-ops:t)']);
    expect(r.table).toEqual({
      columns: ['', 'Action', 'Object', 'Target / tiles', 'Changes / reason'],
      rows: [['✏️', 'update', 'alert: A', 'T', 'threshold']],
    });
  });

  it('dashboards and alerts files: the dashboards’ headline and counts, then the alerts’; one "nothing to do" when nothing is', () => {
    const idle = (p: ReportPart) => ({ ...p, totals: none });
    const r = runReport('pair', [idle(dash), idle(alertsPart)], { dryRun: false, fingerprint: 'f', applied: true });
    expect(r.title).toBe('Dashboards and alerts sync');
    expect(r.headline).toBe('Plan: x · Alerts x (fingerprint f)');
    expect(r.counts).toEqual({ create: 1, 'alerts create': 0 });
    expect(r.table?.columns).toEqual(['', 'Action', 'Dashboard / alert', 'Target', 'Changes / reason', 'Result']);
    expect(r.table?.rows).toEqual([['✏️', 'update', 'alert: A', 'T', 'threshold', '—']]);
    expect(r.notes?.filter((n) => n.startsWith('Nothing to do'))).toEqual(['Nothing to do: the server matches the files.']);
  });

  it('one kind alone: its own title, headline and counts', () => {
    const r = runReport('single', [alertsPart], { dryRun: true, fingerprint: 'f', applied: false });
    expect(r).toMatchObject({ title: 'Alerts plan', headline: 'Plan: x (fingerprint f)', counts: { create: 0 } });
    expect(r.table?.columns).toEqual(['', 'Action', 'Alert', 'Target', 'Changes / reason']);
    expect(r.notes).toEqual(['Dry run: nothing was sent.', 'Scope of stack.yml: s']);
  });
});
