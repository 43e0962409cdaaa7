// The stack's configuration kinds — connections, sources, saved searches, webhooks, roles, one
// KindSpec each (kinds/) — as one kind of the run (src/reconcile/run.ts, kind.ts): a stack file
// read whole by its schema, planned by planStack (plan.ts) against one list of each kind it needs,
// written by the stack handler (handler.ts), its rows of the report (render.ts). The stack file's
// dashboards and alerts are the dashboards and alerts kinds' sections of the same file.
import type { ConfigObject, ResourceKind } from '../api/types.js';
import type { Json, Kind, KindContext, KindRun, KindWrite, Part, Use } from '../reconcile/kind.js';
import { planFingerprint } from '../reconcile/fingerprint.js';
import { isWrite } from '../reconcile/plan.js';
import { afterColon, appliedRows, writeFailures } from '../reconcile/result.js';
import { tagged } from '../reconcile/tagged.js';
import { readStackFile, type StackFile } from './file.js';
import { stackHandler, stackPhases } from './handler.js';
import { KIND_SPECS } from './kinds/index.js';
import { STACK_KINDS, type StackKind } from './kinds/kind.js';
import { ownerOf } from './mark.js';
import { planStack, type SecretsPort, type StackPlan } from './plan.js';
import { planActionsJson, stackReport, summaryOf } from './render.js';
import { validateWebhookWrites, type WebhookWrite } from './webhook-check.js';

export interface ConfigurationKindOptions {
  /** Secrets from the variables the front end lets the engine read, masked the moment they are read. */
  secrets: SecretsPort;
}

const isStackKind = (k: ResourceKind): k is StackKind => (STACK_KINDS as readonly string[]).includes(k);

export function configurationKind(opts: ConfigurationKindOptions): Kind {
  return {
    key: 'stack',
    name: 'configuration',
    resources: STACK_KINDS,
    refersTo: [...new Set(STACK_KINDS.flatMap((k) => KIND_SPECS[k].refersTo))],
    names: ['connections', 'sources'],
    uses: configurationUses,
    singular: (kind) => (isStackKind(kind) ? KIND_SPECS[kind].singular : kind),
    start: (ctx) => configurationRun(ctx, opts),
  };
}

/** What a source (its connection, its correlated sources) and a saved search (its source) name. */
export function configurationUses(kind: ResourceKind, o: Json): Use[] {
  const out: Use[] = [];
  if (kind === 'sources') {
    if (typeof o.connection === 'string' && o.connection) out.push({ kind: 'connections', id: o.connection, at: 'connection' });
    for (const [field, id] of Object.entries(o)) if (field.endsWith('SourceId') && typeof id === 'string' && id) out.push({ kind: 'sources', id, at: field });
  }
  if (kind === 'savedSearches' && typeof o.sourceId === 'string' && o.sourceId) out.push({ kind: 'sources', id: o.sourceId, at: 'sourceId' });
  return out;
}

function configurationRun(ctx: KindContext, opts: ConfigurationKindOptions): KindRun {
  const files: StackFile[] = [];
  return {
    read(f) {
      files.push(readStackFile(f.yaml.section(), { ...f.scopes, edition: ctx.edition }));
    },
    get sections() {
      return files.map((f) => ({ file: f.file, yaml: f.yaml, count: f.entries.length }));
    },
    lists: () => neededKinds(files, ctx),
    plan: async (listed, _world) => {
      const live = Object.fromEntries(STACK_KINDS.flatMap((k) => (listed[k] ? [[k, listed[k]]] : []))) as Partial<Record<StackKind, ConfigObject[]>>;
      const plan = await planStack({ edition: ctx.edition, files, live, prune: ctx.settings.prune, secrets: opts.secrets });
      plan.notes.push(...namesakes(plan, live));
      return configurationPart(ctx, plan, files, live);
    },
  };
}

/** The kinds to list: the files' sections and what they name (this edition's only). */
function neededKinds(files: readonly StackFile[], ctx: KindContext): StackKind[] {
  const need = new Set<StackKind>();
  const add = (k: StackKind): void => {
    if (need.has(k) || !KIND_SPECS[k].editions.includes(ctx.edition)) return;
    need.add(k);
    KIND_SPECS[k].refersTo.forEach(add);
  };
  for (const f of files) f.sections.forEach(add);
  return STACK_KINDS.filter((k) => need.has(k));
}

function configurationPart(ctx: KindContext, plan: StackPlan, files: StackFile[], live: Partial<Record<StackKind, ConfigObject[]>>): Part {
  const knownIds = new Set(Object.values(live).flatMap((l) => l.map((o) => o.id)));
  const t = tagged('stack', plan.actions.filter(isWrite), stackHandler(ctx.client, ctx.edition, knownIds, files, ctx.ids));
  // Kind by kind in dependency order, and within a kind by the depth of what its objects name (handler.ts).
  const phased = (writes: readonly KindWrite[]): KindWrite[][] => stackPhases(writes.map(t.actionOf)).map((p) => p.map(t.writeOf));
  const fingerprint = planFingerprint(
    { v: 1, kind: 'stack' },
    plan.files.map((f) => f.scope),
    plan.actions,
    (a) => ({ kind: a.kind }),
  );
  const s = summaryOf(plan.actions);
  const deletes = plan.actions.filter((a) => a.action === 'delete');
  return {
    key: 'stack',
    writes: t.writes,
    // Names for the dashboards and alerts of the same files: the kinds listed, as the plan leaves them.
    leaves: Object.fromEntries(Object.keys(live).map((k) => [k, plan.predicted[k as StackKind]])),
    upserts: phased,
    deletes: phased,
    changed: plan.actions.flatMap((a) =>
      a.action === 'create' || a.action === 'update' ? [{ kind: a.kind, ...(a.action === 'update' ? { id: a.id } : {}), name: a.name, body: a.body }] : [],
    ),
    deleted: deletes.map((a) => ({ kind: a.kind, id: a.id, name: a.name })),
    deletions: STACK_KINDS.map((k) => ({ count: deletes.filter((a) => a.kind === k).length, noun: `${KIND_SPECS[k].singular}(s)` })),
    // Before the first write, dry run or not: every webhook the plan sends, put to the server's rules.
    check: async () => {
      const check = await validateWebhookWrites(ctx.client, webhookWrites(plan, files));
      if (check.by !== 'none')
        ctx.debug(
          `webhooks: validated by ${check.by === 'server' ? 'the server (POST …/webhooks/validate)' : "the product's checks (the server has no POST …/webhooks/validate)"}`,
        );
      return [];
    },
    refusals: () => [],
    fingerprint,
    json: () => ({ summary: s, actions: planActionsJson(plan) }),
    writer: t.writer,
    echoPlace: t.echoPlace,
    applied: (outcomes) => appliedRows(t.inPlanOrder(outcomes), { recovered: true }),
    failures: (outcomes) => writeFailures(t.inPlanOrder(outcomes), { what: 'configuration write(s)', of: true, entry: afterColon }),
    report: (o) => stackReport(plan, { dryRun: o.dryRun, outcomes: o.outcomes && t.outcomes(o.outcomes) }),
    scopes: () => plan.files,
  };
}

/** The webhooks the plan creates or changes, as they will be sent, each with its entry's place. */
function webhookWrites(plan: StackPlan, files: readonly StackFile[]): WebhookWrite[] {
  return plan.actions.flatMap((a) => {
    if (a.kind !== 'webhooks' || (a.action !== 'create' && a.action !== 'update') || !a.path) return [];
    const file = files.find((f) => f.file === a.file);
    if (!file) return [];
    return [{ name: a.name, send: a.send, path: a.path, problem: (at, message) => file.yaml.problem(at, message) }];
  });
}

/**
 * An object this scope manages that is not the only one of its name (two files of different
 * scopes that created one name at once, or a copy made by hand): alerts and dashboards find a
 * webhook, a saved search or a role by name, and can no longer tell them apart. Said each sync,
 * as dashboards say it (a note, which makes the outcome a warning).
 */
function namesakes(plan: StackPlan, live: Partial<Record<StackKind, ConfigObject[]>>): string[] {
  const notes: string[] = [];
  for (const a of plan.actions) {
    if (a.action !== 'update' && a.action !== 'unchanged') continue;
    const spec = KIND_SPECS[a.kind];
    if (spec.mark === 'none') continue;
    for (const other of live[a.kind] ?? []) {
      if (other.id === a.id || other.name !== a.name) continue;
      const owner = ownerOf(spec, other, a.scope);
      const whose = owner === 'other' ? 'managed by another scope' : 'without an owner';
      notes.push(
        `${spec.singular} "${a.name}" (id ${a.id}) is duplicated by name: ${spec.singular} ${other.id} is also named "${a.name}", ${whose}. Files and people find a ${spec.singular} by name: rename or delete one.`,
      );
    }
  }
  return notes;
}
