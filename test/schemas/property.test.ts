// The schemas are the truth: for files generated from them — valid ones, and the same files with
// one mutation that breaks a rule of the schema — the action's verdict is ajv's (compiled afresh
// from schemas/, not the generated code), and a refused file sends nothing. Many cases run
// in-process against the engine (alerts.sync on a real client and the emulator); a handful run
// the bundled action.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createAjv, readSchema } from '../../scripts/validators.ts';
import { parseAlertFile } from '../../src/alerts/file.ts';
import { alertsKind } from '../../src/alerts/kind.ts';
import { alertSource } from '../../src/operations/sync.ts';
import { runSync, type SyncSettings } from '../../src/reconcile/run.ts';
import { actionNamer } from '../../src/util/input-error.ts';
import { createClient } from '../../src/api/index.ts';
import { parseChecks } from '../../src/checks/file.ts';
import { FileProblemsError } from '../../src/util/problems.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';
import { LocatedYaml } from '../../src/util/yaml.ts';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { runAction } from '../helpers/action.ts';

type Doc = Record<string, unknown>;

const alertSchema = readSchema('alert-file');
const checksSchema = readSchema('checks-file');
const ajvSays = (schema: typeof alertSchema) => {
  const validate = createAjv(schema, 'self-hosted').compile(schema);
  return (doc: unknown) => validate(doc) === true;
};
const alertsValid = ajvSays(alertSchema);
const checksValid = ajvSays(checksSchema);

const fields = alertSchema.definitions.fields.properties;
const THRESHOLD_TYPES: string[] = fields.thresholdType.enum;
// The self-hosted intervals (`30s` is the managed edition's alone).
const INTERVALS: string[] = fields.interval.anyOf[0].enum;
const MINUTES: Record<string, number> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '6h': 360, '12h': 720, '1d': 1440 };

// What the emulator's demo seed holds, so that a valid file also resolves and plans.
const TILES = [
  ['Checkout', 'Error count'],
  ['Checkout', 'p95 latency'],
  ['Checkout', 'Requests'],
  ['Payments', 'Error count'],
] as const;
const WEBHOOKS = ['oncall', 'ops-generic'];

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && !s.includes('managed-by'));

/** A valid alert, `name` given: every rule of the schema and every cross check holds. */
const alert = (name: string): fc.Arbitrary<Doc> =>
  fc
    .record(
      {
        tile: fc.constantFrom(...TILES),
        explicitSource: fc.boolean(),
        threshold: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        spread: fc.double({ min: 0, max: 1e6, noNaN: true }),
        thresholdType: fc.constantFrom(...THRESHOLD_TYPES),
        interval: fc.constantFrom(...INTERVALS),
        offset: fc.option(fc.nat(), { nil: undefined }),
        windows: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
        hooks: fc.uniqueArray(fc.constantFrom(...WEBHOOKS), { minLength: 1, maxLength: 2 }),
        asList: fc.boolean(),
        message: fc.option(text, { nil: undefined }),
        note: fc.option(fc.oneof(text, fc.constant(null)), { nil: undefined }),
      },
      { requiredKeys: ['tile', 'explicitSource', 'threshold', 'spread', 'thresholdType', 'interval', 'hooks', 'asList'] },
    )
    .map((a) => {
      const doc: Doc = {
        name,
        ...(a.explicitSource ? { source: 'tile' } : {}),
        dashboard: a.tile[0],
        tile: a.tile[1],
        threshold: a.threshold,
        thresholdType: a.thresholdType,
        interval: a.interval,
      };
      if (a.thresholdType === 'between' || a.thresholdType === 'not_between') doc.thresholdMax = a.threshold + a.spread;
      if (a.offset !== undefined) doc.scheduleOffsetMinutes = a.offset % Math.min(1440, MINUTES[a.interval] ?? 1);
      if (a.windows !== undefined) doc.numConsecutiveWindows = a.windows;
      const channels = a.hooks.map((webhook) => ({ webhook }));
      if (a.asList || channels.length > 1) doc.channels = channels;
      else doc.channel = channels[0];
      if (a.message !== undefined) doc.message = a.message;
      if (a.note !== undefined) doc.note = a.note;
      return doc;
    });

const validAlertFile: fc.Arbitrary<Doc> = fc
  .uniqueArray(text, { minLength: 0, maxLength: 6 })
  .chain((names) => fc.tuple(...names.map(alert)))
  .map((alerts) => ({ version: 1, scope: 'property-test', alerts }));

/** One change that breaks a rule of the alert file's schema; `where` says which. */
interface Mutation {
  where: string;
  apply: (doc: Doc) => void;
}
const first = (doc: Doc): Doc => {
  const alerts = doc.alerts as Doc[];
  return (
    alerts[0] ??
    (alerts[0] = {
      name: 'added',
      dashboard: 'Checkout',
      tile: 'Requests',
      threshold: 1,
      thresholdType: 'above',
      interval: '5m',
      channel: { webhook: 'oncall' },
    })
  );
};
const MUTATIONS: Mutation[] = [
  { where: 'version', apply: (d) => void (d.version = 2) },
  {
    where: 'no alerts',
    apply: (d) => {
      delete d.alerts;
    },
  },
  { where: 'unknown top-level key', apply: (d) => void (d.alert = []) },
  { where: 'quoted threshold', apply: (d) => void (first(d).threshold = '50') },
  { where: 'interval 7m', apply: (d) => void (first(d).interval = '7m') },
  { where: 'thresholdType typo', apply: (d) => void (first(d).thresholdType = 'abov') },
  { where: 'numeric tile', apply: (d) => void (first(d).tile = 42) },
  { where: 'name not a string', apply: (d) => void (first(d).name = 12) },
  { where: 'unknown alert key', apply: (d) => void (first(d).colour = 'red') },
  { where: 'offset out of range', apply: (d) => void (first(d).scheduleOffsetMinutes = 1440) },
  { where: 'message too long', apply: (d) => void (first(d).message = 'x'.repeat(4001)) },
  { where: 'path in an id', apply: (d) => void (first(d).channel = { type: 'webhook', webhookId: '../keys' }) },
  {
    where: 'no channels',
    apply: (d) => {
      first(d).channels = [];
      delete first(d).channel;
    },
  },
  { where: 'both channel forms', apply: (d) => void ((first(d).channel = { webhook: 'oncall' }), (first(d).channels = [{ webhook: 'ops-generic' }])) },
  { where: 'adopt not an id', apply: (d) => void (first(d).adopt = 'not an id') },
  { where: 'saved search on a tile alert', apply: (d) => void ((first(d).source = 'tile'), (first(d).savedSearch = 'Errors')) },
  { where: 'name in defaults', apply: (d) => void (d.defaults = { name: 'x' }) },
];

const mutatedAlertFile = fc.tuple(validAlertFile, fc.constantFrom(...MUTATIONS)).map(([doc, m]) => {
  const copy = structuredClone(doc);
  m.apply(copy);
  return { doc: copy, where: m.where };
});

const actionAccepts = (doc: Doc): boolean => {
  const f = parseAlertFile('alerts.yml', stringify(doc), { defaultScope: 'acme/shop:alerts.yml' });
  return !f.yaml.problems.some((p) => p.severity === 'error');
};

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false } });
  workspace = await mkdtemp(join(tmpdir(), 'obs-ops-property-'));
});

afterAll(async () => {
  await emu.close();
});

/** alerts.sync in-process: the engine on a real client against the emulator. */
async function sync(doc: Doc, dryRun: boolean): Promise<{ refused: boolean; writes: number }> {
  await writeFile(join(workspace, 'alerts.yml'), stringify(doc));
  emu.clearLog();
  const client = createClient(
    { edition: 'self-hosted', ...emu.selfHosted, timeoutMs: 10_000, maxRetries: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } },
    { redactor: NO_SECRETS },
  );
  // Prune (so each file replaces the last), except for a file that declares none: that is refused.
  const prune = Array.isArray(doc.alerts) && doc.alerts.length > 0;
  const settings: SyncSettings = { scope: '', prune, maxDeletions: 100, failOnChanges: false, expectPlan: '', dryRun, concurrency: 4, valuesFile: '' };
  try {
    const out = await runSync(
      { kinds: [alertsKind({ backtest: { window: 'off' } })], sources: [alertSource('alerts.yml')], shape: 'single', settings },
      { client, edition: 'self-hosted', ws: { root: workspace }, nameInput: actionNamer, now: Date.now(), debug: () => undefined },
    );
    if (out.failure) throw new Error(out.failure);
    return { refused: false, writes: emu.log.filter((l) => l.method !== 'GET').length };
  } catch (e) {
    if (!(e instanceof FileProblemsError)) throw e;
    return { refused: true, writes: emu.log.filter((l) => l.method !== 'GET').length };
  } finally {
    await client.close();
  }
}

describe('the schema decides (property)', () => {
  it('valid alert files: ajv accepts them, so does the action, and alerts.sync applies them', async () => {
    await fc.assert(
      fc.asyncProperty(validAlertFile, async (doc) => {
        expect(alertsValid(doc)).toBe(true);
        expect(actionAccepts(doc), stringify(doc)).toBe(true);
        const applied = await sync(doc, false);
        expect(applied.refused).toBe(false);
        // Applied, the server matches the file: a second sync writes nothing.
        expect((await sync(doc, false)).writes).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('mutated alert files: ajv refuses them, so does the action, and alerts.sync sends no request', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedAlertFile, async ({ doc, where }) => {
        expect(alertsValid(doc), where).toBe(false);
        expect(actionAccepts(doc), where).toBe(false);
        const run = await sync(doc, false);
        expect(run.refused, where).toBe(true);
        expect(emu.log, where).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('any alert file: the action and ajv agree (in-process, many cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validAlertFile,
          mutatedAlertFile.map((m) => m.doc),
        ),
        (doc) => {
          expect(actionAccepts(doc)).toBe(alertsValid(doc));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('checks files: the action and ajv agree', () => {
    const series = fc.record({
      source: fc.constantFrom('Logs', 'Traces'),
      aggFn: fc.constantFrom('count', 'avg', 'max', 'sum'),
      field: fc.constant('Duration'),
    });
    const check = (name: string) =>
      fc
        .record({
          series: fc.array(series, { minLength: 1, maxLength: 3 }),
          fail: fc.integer({ min: 0, max: 1000 }).map((n) => `> ${n}`),
          reduce: fc.constantFrom('max', 'min', 'avg', 'sum', 'last'),
          window: fc.constantFrom('5m', '15m', '1h'),
          attempts: fc.integer({ min: 1, max: 5 }),
        })
        .map((c) => ({ name, ...c }));
    const validChecks = fc
      .uniqueArray(text, { minLength: 1, maxLength: 4 })
      .chain((names) => fc.tuple(...names.map(check)))
      .map((checks) => ({ version: 1, checks }));
    const breakIt = fc.constantFrom<Array<(d: Doc) => void>>(
      (d) => void (d.version = 2),
      (d) => void (d.checks = []),
      (d) => void (((d.checks as Doc[])[0] as Doc).reduce = 'p95'),
      (d) => void (((d.checks as Doc[])[0] as Doc).fail = 5),
      (d) => void (((d.checks as Doc[])[0] as Doc).every = '500ms'),
      (d) => void (((d.checks as Doc[])[0] as Doc).window = '0s'),
      (d) => void (((d.checks as Doc[])[0] as Doc).name = 'n'.repeat(600)),
      (d) => void (((d.checks as Doc[])[0] as Doc).attempts = 0),
      (d) => void (((d.checks as Doc[])[0] as Doc).noData = 'pass'),
    );
    const accepts = (doc: Doc): boolean => {
      const y = LocatedYaml.parse('checks.yml', stringify(doc));
      parseChecks(y);
      return !y.problems.some((p) => p.severity === 'error');
    };
    fc.assert(
      fc.property(validChecks, breakIt, fc.boolean(), (doc, mutate, broken) => {
        const copy = structuredClone(doc);
        if (broken) mutate(copy);
        expect(accepts(copy)).toBe(checksValid(copy));
        expect(checksValid(copy)).toBe(!broken);
      }),
      { numRuns: 200 },
    );
  });

  it('the bundled action agrees and sends nothing for a refused file (a handful of runs)', async () => {
    const samples = fc.sample(mutatedAlertFile, { numRuns: 3, seed: 15 });
    const valid = fc.sample(
      validAlertFile.filter((d) => (d.alerts as Doc[]).length > 0),
      { numRuns: 1, seed: 15 },
    );
    for (const { doc, where } of samples) {
      await writeFile(join(workspace, 'bundled.yml'), stringify(doc));
      emu.clearLog();
      const run = await runAction({ ...emu.actionInputs('self-hosted'), 'alert-file': 'bundled.yml', 'dry-run': 'false' }, { cwd: workspace });
      expect(run.code, `${where}\n${run.stdout}`).toBe(1);
      expect(
        run.annotations.some((a) => a.level === 'error' && a.props.file === 'bundled.yml' && Number(a.props.line) >= 1),
        where,
      ).toBe(true);
      expect(
        emu.log.filter((l) => l.edition !== 'admin'),
        where,
      ).toEqual([]);
    }
    for (const doc of valid) {
      await writeFile(join(workspace, 'bundled.yml'), stringify(doc));
      const run = await runAction({ ...emu.actionInputs('self-hosted'), 'alert-file': 'bundled.yml', 'dry-run': 'true' }, { cwd: workspace });
      expect(run.code, run.stdout).toBe(0);
    }
  });
});
