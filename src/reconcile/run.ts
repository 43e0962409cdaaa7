// The one reconcile run (issue 32): alerts.sync, dashboards.sync, the dashboards-and-alerts step and
// stack.sync are choices of which kinds run over which files; the run itself is this loop over a
// registry of kinds (kind.ts), as grizzly's workflow loops over its handlers:
//
//   1. files: every file read and parsed once; each kind reads its section; every problem of every
//      file, and a prune of a file declaring nothing, refused before any request;
//   2. lists: each kind its own and what its files name, each list once;
//   3. the plan: the kinds in reference order, each against the objects as the kinds before it
//      leave them (created ones under refs, ref.ts) — reads nothing;
//   4. what the plan asks to read: the alerts a dashboard write can delete, what names an object
//      the plan deletes (only then: the request floor holds);
//   5. checks that only read (a dry run's server validation, backtests); every problem of every
//      kind and stage at once, before anything is sent;
//   6. the guards of the one plan (one fingerprint, one deletion budget, expect-plan, the kinds'
//      own refusals, no reference left dangling);
//   7. apply: one loop (apply.ts) over phases derived from the references (phases.ts);
//   8. one report (report.ts) and one `plan` output.
import type { ObservabilityClient } from '../api/client.js';
import type { Edition, ResourceKind } from '../api/types.js';
import type { OperationResult, Report } from '../report/model.js';
import type { InputNamer } from '../util/input-error.js';
import type { FileProblem } from '../util/problems.js';
import { readValues } from '../util/values.js';
import type { Workspace } from '../util/workspace.js';
import { applyWrites, type Outcome } from './apply.js';
import { recordEchoes } from './echo.js';
import { readRunFiles, type FileSource } from './files.js';
import { runFingerprint } from './fingerprint.js';
import { expectPlanRefusal, failOnChangesFailure, failOnProblems, planDeletionsRefusal, refuseEmptyPrune } from './guards.js';
import type { Kind, KindRun, KindWrite, Part, World } from './kind.js';
import { phasesOf, referenceOrder } from './phases.js';
import { Ids } from './ref.js';
import { danglingRefusal, type Standing } from './references.js';
import { runReport, type Shape } from './report.js';
import { syncResult } from './result.js';

/** What every sync is asked to do (its inputs, checked). */
export interface SyncSettings {
  /** Empty: each file's own `scope:`, else its default. */
  scope: string;
  prune: boolean;
  maxDeletions: number;
  failOnChanges: boolean;
  expectPlan: string;
  dryRun: boolean;
  /** Writes in flight (the client paces them to the rate limit). */
  concurrency: number;
  /** `values-file`: the values of the files' `${{ values.NAME }}` placeholders; empty: none. */
  valuesFile: string;
}

/** Where the run runs: the API, the workspace, how inputs are named, the clock. */
export interface SyncContext {
  client: ObservabilityClient;
  edition: Edition;
  ws: Workspace;
  nameInput: InputNamer;
  /** Epoch ms of the run (backtests' end): the engine reads no clock. */
  now: number;
  debug: (message: string) => void;
}

export interface SyncRun {
  /** The registry: every kind the run may plan, or list to check a reference. */
  kinds: readonly Kind[];
  /** The inputs naming files, and the kinds that read them. */
  sources: readonly FileSource[];
  shape: Shape;
  settings: SyncSettings;
  /** What the run does with its plan once planned (and applied): live previews of the dashboards it changes (operations/preview.ts). */
  after?: AfterPlan;
}

/** A step after the plan: it sees what the plan creates and changes, and adds to the report. */
export type AfterPlan = (plan: { changed: Part['changed']; applied: boolean }) => Promise<{ details?: NonNullable<Report['details']>; notes?: string[] }>;

export async function runSync(run: SyncRun, ctx: SyncContext): Promise<OperationResult> {
  const { client, edition, nameInput } = ctx;
  const { settings, shape } = run;
  const kinds = referenceOrder(run.kinds);
  const ids = new Ids();
  const runs = new Map<string, KindRun>(
    kinds.map((k) => [
      k.key,
      k.start({ client, edition, settings: { prune: settings.prune, dryRun: settings.dryRun, nameInput }, ids, now: ctx.now, debug: ctx.debug }),
    ]),
  );
  const runOf = (key: string): KindRun => runs.get(key) as KindRun;

  // 1. Files: values, syntax, shapes, names — every file, every kind, before any request.
  const values = await readValues(ctx.ws, settings.valuesFile, nameInput);
  const files = await readRunFiles(ctx.ws, run.sources, settings.scope, values);
  for (const f of files) {
    if (f.yaml.hasErrors) continue;
    for (const key of run.sources.find((s) => s.input === f.input)?.kinds ?? []) runOf(key).read(f);
  }
  const planned = kinds.filter((k) => runOf(k.key).sections.length > 0);
  // A file's problems, then its sections' in kind order: every problem of the run in one report.
  const valuesFile = values.finish();
  const checked = (): Array<{ yaml: { problems: FileProblem[] } }> => [
    ...files.flatMap((f) => [f, ...planned.flatMap((k) => runOf(k.key).sections.filter((s) => s.file === f.file))]),
    ...valuesFile,
  ];
  failOnProblems(checked());
  for (const source of run.sources) {
    const mine = files.filter((f) => f.input === source.input);
    const count = (file: string): number => planned.flatMap((k) => runOf(k.key).sections.filter((s) => s.file === file)).reduce((n, s) => n + s.count, 0);
    refuseEmptyPrune(
      settings.prune,
      mine.map((f) => ({ file: f.file, count: count(f.file) })),
      source.empty,
    );
  }

  // 2. One list of each kind the files need.
  const listed: World = {};
  await listAll(
    client,
    planned.flatMap((k) => runOf(k.key).lists()),
    listed,
  );

  // 3. The plan: each kind against the objects as the kinds before it leave them.
  const world: World = { ...listed };
  const parts: Part[] = [];
  for (const k of planned) {
    const part = await runOf(k.key).plan(listed, world);
    Object.assign(world, part.leaves);
    parts.push(part);
  }

  // 4. What the plan asks to read: the alerts a dashboard write can delete; what could name an object it deletes.
  const deleted = parts.flatMap((p) => p.deleted);
  const deletedKinds = new Set(deleted.map((d) => d.kind));
  const naming = kinds.filter((k) => k.names.some((n) => deletedKinds.has(n)));
  await listAll(client, [...parts.flatMap((p) => p.wants?.(listed) ?? []), ...naming.flatMap((k) => k.resources)], listed);
  for (const p of parts) p.complete?.(listed);
  const dangling = danglingRefusal(deleted, standing(naming, parts, listed), usesOf(kinds), singularOf(kinds));

  // 5. Checks that only read; then every problem of every kind and stage at once, nothing sent.
  const notes: string[] = [];
  for (const p of parts) {
    const clean = !checked().some((f) => f.yaml.problems.some((x) => x.severity === 'error'));
    if (p.check) notes.push(...(await p.check(clean)));
  }
  failOnProblems(checked());

  // 6. The one plan's guards: refused with nothing sent.
  const fingerprint = runFingerprint(
    shape,
    parts,
    kinds.map((k) => k.key),
  );
  const writes = parts.flatMap((p) => p.writes);
  const refusals = [
    ...parts.flatMap((p) => p.refusals()),
    dangling,
    planDeletionsRefusal(
      parts.flatMap((p) => p.deletions),
      settings.maxDeletions,
      nameInput,
    ),
    expectPlanRefusal(settings.expectPlan, fingerprint.full),
  ].filter((r) => r !== undefined);

  // 7. Apply: one loop, phases from the references.
  const partOf = (w: KindWrite): Part => parts.find((p) => p.key === w.kind) as Part;
  let outcomes: Array<Outcome<KindWrite>> | undefined;
  if (!settings.dryRun && refusals.length === 0 && writes.length > 0)
    outcomes = await applyWrites(phasesOf(parts), (w) => partOf(w).writer, settings.concurrency, nameInput);
  const outcomesOf = (p: Part): Array<Outcome<KindWrite>> | undefined => outcomes?.filter((o) => o.action.kind === p.key);
  for (const p of parts) recordEchoes(outcomesOf(p), (o) => p.echoPlace(o));
  const after = await run.after?.({ changed: parts.flatMap((p) => p.changed), applied: outcomes !== undefined });

  // 8. One report, one plan output.
  // A kind alone keeps its own outputs' forms; a run of several (a stack file, whatever it holds) is keyed by kind.
  const alone = shape === 'single';
  const report = runReport(
    shape,
    parts.map((p) => p.report({ dryRun: settings.dryRun, outcomes: outcomesOf(p) })),
    { dryRun: settings.dryRun, fingerprint: fingerprint.short, applied: outcomes !== undefined },
  );
  const problems = checked().flatMap((f) => f.yaml.problems);
  if (problems.length > 0) report.problems = problems;
  if (after?.details?.length) report.details = [...(report.details ?? []), ...after.details];
  const failures = [
    ...refusals,
    ...parts.map((p) => (outcomes ? p.failures(outcomesOf(p) ?? [], alone) : undefined)),
    failOnChangesFailure(
      settings.failOnChanges,
      writes.length,
      outcomes !== undefined,
      alone ? { files: 'file', plural: (n) => `change${n === 1 ? '' : 's'}` } : { files: 'files', plural: () => 'change(s)' },
    ),
  ].filter((f) => f !== undefined);
  const plan = planOutput(shape, parts, fingerprint.short, files);
  return syncResult({
    plan,
    planText: JSON.stringify(plan),
    fingerprint: fingerprint.short,
    applied: outcomes && (alone ? parts[0]?.applied(outcomes) : Object.fromEntries(parts.map((p) => [p.key, p.applied(outcomesOf(p) ?? [])]))),
    changed: writes.length > 0,
    report,
    failures,
    notes: [...notes, ...(after?.notes ?? [])],
  });
}

/** Lists `kinds` not listed yet (and that this edition has) into `listed`, all at once. */
async function listAll(client: ObservabilityClient, kinds: readonly ResourceKind[], listed: World): Promise<void> {
  const missing = [...new Set(kinds)].filter((k) => listed[k] === undefined && client.has(k));
  const lists = await Promise.all(missing.map(async (k) => [k, await client.listOf(k)] as const));
  Object.assign(listed, Object.fromEntries(lists));
}

/** The objects of the kinds that may name a deleted one, as the plan leaves them: live ones changed, deleted ones gone, created ones added. */
function standing(naming: readonly Kind[], parts: readonly Part[], listed: World): Standing[] {
  const out: Standing[] = [];
  for (const kind of new Set(naming.flatMap((k) => k.resources))) {
    const gone = new Set(parts.flatMap((p) => p.deleted.filter((d) => d.kind === kind).map((d) => d.id)));
    const changed = parts.flatMap((p) => p.changed.filter((c) => c.kind === kind));
    const byId = new Map(changed.filter((c) => c.id !== undefined).map((c) => [c.id, c]));
    for (const o of (listed[kind] ?? []) as ReadonlyArray<{ id: string; name?: unknown }>) {
      if (gone.has(o.id)) continue;
      const c = byId.get(o.id);
      out.push({ kind, id: o.id, name: typeof o.name === 'string' && o.name ? o.name : o.id, object: c ? c.body : o });
    }
    for (const c of changed) if (c.id === undefined) out.push({ kind, name: c.name, object: c.body });
  }
  return out;
}

const usesOf =
  (kinds: readonly Kind[]) =>
  (kind: ResourceKind, object: Record<string, unknown>): ReturnType<Kind['uses']> =>
    kinds.find((k) => k.resources.includes(kind))?.uses(kind, object) ?? [];

/** How a kind is named to people: "alert", "saved search". */
const singularOf =
  (kinds: readonly Kind[]) =>
  (kind: ResourceKind): string =>
    kinds.find((k) => k.resources.includes(kind))?.singular(kind) ?? kind;

/**
 * The `plan` output, in the form each run shape has always had: one kind's own; `{dashboards,
 * alerts}` of a step with both files; a stack file's `{scope | files, stack, dashboards, alerts}`.
 */
function planOutput(shape: Shape, parts: readonly Part[], fingerprint: string, files: ReadonlyArray<{ file: string }>): unknown {
  const [only] = parts;
  if (shape === 'single' && only) return only.json();
  const byKey = Object.fromEntries(parts.map((p) => [p.key, p.json()]));
  if (shape === 'pair') return { version: 1, kind: parts.map((p) => p.key).join('+'), fingerprint, ...byKey };
  const scopes = only?.scopes() ?? files.map((f) => ({ file: f.file, scope: '' }));
  return { version: 1, kind: 'stack', fingerprint, ...(scopes.length === 1 ? { scope: scopes[0]?.scope } : { files: scopes }), ...byKey };
}
