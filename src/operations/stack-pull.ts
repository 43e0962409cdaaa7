// stack.pull (and alerts.pull, dashboards.pull: the one-kind forms over alert and dashboard
// files), issue 33: what the server holds that each file does not — the reverse of the plan —
// rewritten into the file's own entries (src/util/yaml-edit.ts: everything else byte for byte),
// then one pull request per file through the Git data API (the action, with `github-token`), or
// the file rewritten in the workspace (the command line's `--write`, or the action without a token).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { withCharts } from '../alerts/inline.js';
import { splitMarker } from '../alerts/marker.js';
import { alertPullKind } from '../alerts/pull.js';
import type { Alert, ConfigObject, Dashboard, Edition, Source, Webhook } from '../api/types.js';
import { dashboardPullKind } from '../dashboards/pull.js';
import type { GitData } from '../github/git-data.js';
import { describeProposalFailure, propose, withdraw, type ProposalOutcome } from '../github/proposal.js';
import type { InputName } from '../generated/action-inputs.js';
import { readInputFiles } from '../reconcile/files.js';
import { distinctScopes, failOnProblems } from '../reconcile/guards.js';
import { reversePlan, type Json, type PullEntry, type PullKind, type ReversePlan } from '../reconcile/pull.js';
import { pullReport, type PulledFile } from '../reconcile/pull-report.js';
import { COMMENT_LIMIT_CHARS, fitBody, utf16Length } from '../report/fit.js';
import { commentMarker } from '../report/marker.js';
import { renderMarkdown } from '../report/markdown.js';
import { EXPORT_SECTIONS } from '../stack/export.js';
import { parseStackFile, type StackFile } from '../stack/file.js';
import { KIND_SPECS } from '../stack/kinds/index.js';
import { isSecretRef, STACK_KINDS, type StackKind } from '../stack/kinds/kind.js';
import { stackPullKinds } from '../stack/pull.js';
import { secretResolver } from '../stack/secrets.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { compileNameFilter, type NameFilter } from '../util/name-filter.js';
import { readValues } from '../util/values.js';
import { editYaml, YamlEditError, type HeldEdit } from '../util/yaml-edit.js';
import { dryRun } from './body.js';
import { parseTimeoutMs } from './connection.js';
import { ALERTS_PULL, DASHBOARDS_PULL, STACK_PULL, type OperationMeta } from './meta.js';
import type { Operation, OperationContext, OperationResult, RunContext } from './types.js';

type Section = (typeof EXPORT_SECTIONS)[number];

interface PullSettings {
  operation: string;
  fileInput: InputName;
  pattern: string;
  valuesFile: string;
  scope: string;
  /** The sections pulled. */
  sections: ReadonlySet<Section>;
  /** `include` / `exclude`: unmarked objects to adopt; undefined: none. */
  adopt?: NameFilter;
  dryRun: boolean;
  /** Pull requests: with a token (the action); without, the files are rewritten in the workspace. */
  github?: { token: string; owner: string; repo: string; base: string; timeoutMs: number };
}

export const stackPull = pullOperation(STACK_PULL, 'stack-file');
export const alertsPull = pullOperation(ALERTS_PULL, 'alert-file', ['alerts']);
export const dashboardsPull = pullOperation(DASHBOARDS_PULL, 'dashboard-file', ['dashboards']);

function pullOperation(meta: OperationMeta, fileInput: InputName, only?: readonly Section[]): Operation {
  return {
    ...meta,
    prepare(input, { context }) {
      const settings = readPullInputs(input, meta.name, fileInput, context, only);
      return (ctx) => pull(ctx, settings);
    },
  };
}

function readPullInputs(input: Inputs, operation: string, fileInput: InputName, context: RunContext, only?: readonly Section[]): PullSettings {
  const pattern = input.text(fileInput);
  if (!pattern) throw new InputError(msg`${operation} needs input ${named(fileInput)} (a path or a glob).`);
  const given = only ? [] : input.list('kinds');
  for (const k of given) {
    if (!(EXPORT_SECTIONS as readonly string[]).includes(k))
      throw new InputError(msg`${theInput('kinds')}: \`${k}\` is not a section of a stack file; the sections are ${EXPORT_SECTIONS.join(', ')}.`);
  }
  const sections = new Set<Section>((only ?? (given.length > 0 ? given : EXPORT_SECTIONS)) as Section[]);
  const include = input.list('include');
  const exclude = input.list('exclude');
  const settings: PullSettings = {
    operation,
    fileInput,
    pattern,
    valuesFile: input.text('values-file'),
    scope: input.text('scope'),
    sections,
    ...(include.length + exclude.length > 0 ? { adopt: compileNameFilter(include, exclude) } : {}),
    dryRun: dryRun(input),
  };
  const token = input.text('github-token');
  const baseBranch = input.text('base-branch');
  if (settings.dryRun || !token) return settings;
  const [owner, repo] = (context.repository ?? '').split('/');
  if (!owner || !repo)
    throw new InputError(msg`${operation} opens its pull requests in the run's repository, and none is known: run it in a workflow (GITHUB_REPOSITORY).`);
  const base = baseBranch || branchOf(context.env.GITHUB_REF);
  if (!base)
    throw new InputError(
      msg`${operation} proposes into a branch, and the run checked out none (${context.env.GITHUB_REF ?? 'no ref'}): set ${named('base-branch')}, or run it on a branch (a schedule runs on the default branch).`,
    );
  return { ...settings, github: { token, owner, repo, base, timeoutMs: parseTimeoutMs(input) } };
}

const branchOf = (ref: string | undefined): string | undefined => (ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined);

/** A stack (or alert, or dashboard) file as read: its configuration sections, and its text. */
interface ReadFile {
  file: string;
  scope: string;
  text: string;
  stack: StackFile;
  yaml: StackFile['yaml'];
}

const ALERT_KINDS: readonly StackKind[] = ['webhooks', 'savedSearches'];
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

async function pull(ctx: OperationContext, s: PullSettings): Promise<OperationResult> {
  const { client, connection, context, redactor } = ctx;
  const edition = connection.edition;
  const nameInput = context.nameInput;

  // 1. Files: values, syntax, schemas — every problem before any request; a file that cannot be read is not pulled.
  const values = await readValues(context, s.valuesFile, nameInput);
  const files = await readPullFiles(context, s, (file, text, scopes): ReadFile => {
    const stack = parseStackFile(file, text, { ...scopes, edition, values });
    return { file, scope: stack.scope, text, stack, yaml: stack.yaml };
  });
  failOnProblems([...files, ...values.finish()]);

  // 2. One list of each kind the files' pulled sections need (and what they name).
  const has = (f: ReadFile, section: Section): boolean => s.sections.has(section) && isObject(f.yaml.value) && Array.isArray(f.yaml.value[section]);
  const wantDashboards = files.some((f) => has(f, 'dashboards'));
  const wantAlerts = files.some((f) => has(f, 'alerts'));
  const kinds = neededKinds(files, s.sections, edition, { dashboards: wantDashboards, alerts: wantAlerts });
  const [lists, dashboards, listedAlerts] = await Promise.all([
    Promise.all(kinds.map(async (k) => [k, (await client.config(k)?.list()) ?? []] as const)),
    wantDashboards || wantAlerts ? client.listDashboards() : Promise.resolve([] as Dashboard[]),
    wantAlerts ? client.listAlerts() : Promise.resolve([] as Alert[]),
  ]);
  const live = Object.fromEntries(lists) as Partial<Record<StackKind, ConfigObject[]>>;
  // The list leaves an inline alert's chart out (hyperdx #3043): the ones these files may hold (of
  // their scopes, or of a name they declare) are read by id, as a sync reads them, and the sources
  // and connections their charts name are listed when no section did.
  const scopes = new Set(files.map((f) => f.scope));
  const alertNames = new Set(files.flatMap((f) => (has(f, 'alerts') ? entriesOf(f, 'alerts').map((e) => e.name) : [])));
  const alerts = await withCharts(client, listedAlerts, (a) => alertNames.has(String(a.name)) || scopes.has(splitMarker(a.message).scope ?? '\u0000'));
  if (alerts.some((a) => a.source === 'inline' && a.chartConfig !== undefined)) {
    const missing = (['sources', 'connections'] as const).filter((k) => !live[k]);
    for (const [k, list] of await Promise.all(missing.map(async (k) => [k, (await client.config(k)?.list()) ?? []] as const))) live[k] = list;
  }

  // 3. Each file's reverse plan, and its text with only those entries rewritten.
  const resolveSecret = secretResolver({ variable: context.secretVariable, addSecrets: ctx.addSecrets, problem: () => undefined });
  const pulled: Array<PulledFile & { text: string; next: string; scope: string; refused?: string }> = [];
  for (const f of files) {
    const elsewhere = (kind: StackKind, name: string): boolean => files.some((o) => o !== f && o.stack.entries.some((e) => e.kind === kind && e.name === name));
    const pullKinds: PullKind[] = [
      ...stackPullKinds({ file: f.stack, edition, live, secret: (ref) => resolveSecret(ref, []), elsewhere }).filter((k) =>
        s.sections.has(k.section as Section),
      ),
      ...(has(f, 'dashboards')
        ? [
            dashboardPullKind({
              file: f.file,
              scope: f.scope,
              entries: entriesOf(f, 'dashboards'),
              edition,
              dashboards,
              sources: (live.sources ?? []) as Source[],
              ...(live.connections ? { connections: live.connections } : {}),
            }),
          ]
        : []),
      ...(has(f, 'alerts')
        ? [
            alertPullKind({
              file: f.file,
              scope: f.scope,
              entries: entriesOf(f, 'alerts'),
              ...(isObject(f.yaml.value) && isObject(f.yaml.value.defaults) ? { defaults: f.yaml.value.defaults } : {}),
              edition,
              alerts,
              dashboards,
              webhooks: (live.webhooks ?? []) as Webhook[],
              savedSearches: live.savedSearches ?? [],
              sources: (live.sources ?? []) as Source[],
              ...(live.connections ? { connections: live.connections } : {}),
            }),
          ]
        : []),
    ];
    const plan = await reversePlan(pullKinds, s.adopt ? { adopt: s.adopt } : {});
    const edit = rewrite(f, plan);
    // A file is committed and read by everyone: not one spelling of a secret of the run may reach it.
    const refused =
      edit.refused ?? (redactor.text(edit.text) !== edit.text ? 'the rewritten file would hold a secret of this run; it is not written' : undefined);
    pulled.push({ file: f.file, scope: f.scope, plan, held: edit.held, text: f.text, next: refused ? f.text : edit.text, ...(refused ? { refused } : {}) });
  }

  // 4. Where the change goes: nowhere (dry run), pull requests (a token), or the files.
  const failures: string[] = [];
  const prs: Array<ProposalOutcome & { file: string }> = [];
  if (!s.dryRun && s.github) {
    const gh = s.github;
    const { git, login } = await ctx.github.gitData(
      gh.token,
      { owner: gh.owner, repo: gh.repo },
      {
        apiUrl: (context.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        ...(context.env.GITHUB_GRAPHQL_URL ? { graphqlUrl: context.env.GITHUB_GRAPHQL_URL } : {}),
        timeoutMs: gh.timeoutMs,
        maxRetries: connection.client.maxRetries,
      },
    );
    for (const p of pulled) {
      const out = await proposeFile(git, await login(), p, s, gh.base, (t) => redactor.text(t)).catch((e: unknown): ProposalOutcome => ({
        action: 'failed',
        branch: '',
        reason: redactor.text(describeProposalFailure(e, `${gh.owner}/${gh.repo}`)),
      }));
      prs.push({ file: p.file, ...out });
      p.outcome = describeOutcome(out);
      if (out.action === 'failed') failures.push(out.reason ?? 'the pull request failed');
    }
  } else if (!s.dryRun) {
    for (const p of pulled) {
      if (p.next === p.text) continue;
      await writeFile(resolve(context.root, p.file), p.next, 'utf8');
      p.outcome = `${p.file} rewritten in place (${p.plan.rows.length} entr${p.plan.rows.length === 1 ? 'y' : 'ies'}).`;
    }
  }
  for (const p of pulled) if (p.refused) failures.push(`${p.file}: ${p.refused}.`);

  const title = titleOf(s.operation);
  const report = pullReport(pulled, { title, dryRun: s.dryRun });
  const result = {
    files: pulled.map((p) => ({
      file: p.file,
      scope: p.scope,
      rows: p.plan.rows.map(({ path: _path, ...row }) => row),
      held: p.held.map((h) => ({ path: h.path.join('.'), reason: h.reason })),
      notes: p.plan.notes,
      ...(prs.find((x) => x.file === p.file) ? { pullRequest: prs.find((x) => x.file === p.file) } : {}),
    })),
  };
  return {
    result,
    changed: pulled.some((p) => p.plan.rows.length > 0),
    report,
    outputs: prs.length > 0 ? { 'pull-requests': JSON.stringify(prs) } : {},
    ...(failures.length > 0 ? { failure: failures.join(' ') } : {}),
  };
}

/**
 * The files the input matches, read as every run reads them (readInputFiles), each parsed by `parse`
 * with its scope, no two sharing one. Pull keeps each file's text: its edits are splices of it.
 */
async function readPullFiles(
  ws: RunContext,
  s: PullSettings,
  parse: (file: string, text: string, scopes: { scope: string; defaultScope: string }) => ReadFile,
): Promise<ReadFile[]> {
  const files = (await readInputFiles(ws, s.fileInput, s.pattern, s.scope)).map((f) => parse(f.file, f.text, f.scopes));
  distinctScopes(files);
  return files;
}

const titleOf = (operation: string): string =>
  operation === 'alerts.pull' ? 'Alerts pull' : operation === 'dashboards.pull' ? 'Dashboards pull' : 'Stack pull';

/** A section's entries as read (values substituted), each with its path. */
function entriesOf(f: ReadFile, section: string): PullEntry[] {
  const list = isObject(f.yaml.value) ? f.yaml.value[section] : undefined;
  return (Array.isArray(list) ? list : []).flatMap((v: unknown, i) =>
    isObject(v) && typeof v.name === 'string' ? [{ name: v.name, path: [section, i], value: v }] : [],
  );
}

/** The kinds to list: the pulled sections, what they name, and what dashboards and alerts name. */
function neededKinds(
  files: readonly ReadFile[],
  sections: ReadonlySet<Section>,
  edition: Edition,
  also: { dashboards: boolean; alerts: boolean },
): StackKind[] {
  const need = new Set<StackKind>();
  const add = (k: StackKind): void => {
    if (need.has(k) || !KIND_SPECS[k].editions.includes(edition)) return;
    need.add(k);
    KIND_SPECS[k].refersTo.forEach(add);
  };
  for (const f of files) for (const k of f.stack.sections) if (sections.has(k)) add(k);
  if (also.dashboards) (['sources', 'connections'] as const).forEach(add);
  if (also.alerts) ALERT_KINDS.forEach(add);
  return STACK_KINDS.filter((k) => need.has(k));
}

/** The file's text with the reverse plan's edits; a secret stays the file's reference. */
function rewrite(f: ReadFile, plan: ReversePlan): { text: string; held: HeldEdit[]; refused?: string } {
  try {
    return editYaml(f.text, plan.edits, {
      current: f.yaml.value,
      frozen: (v) => (isSecretRef(v) ? 'a secret stays a reference to its variable; its value is never written' : undefined),
      // A values file reads `${{ values.… }}` in any file of the run: text from the server holding `${{` would read as a placeholder.
      unwritable: (v) =>
        typeof v === 'string' && v.includes('${{')
          ? "the server's text holds `${{`, which a values file would read as a placeholder; write it by hand"
          : undefined,
    });
  } catch (e) {
    if (!(e instanceof YamlEditError)) throw e;
    return { text: f.text, held: [], refused: `the file cannot be rewritten in place (${e.message})` };
  }
}

/** The pull request of one file: opened or updated with its rewritten text, or closed when there is nothing to pull. */
async function proposeFile(
  git: GitData,
  me: string,
  p: PulledFile & { text: string; next: string; scope: string },
  s: PullSettings,
  base: string,
  redact: (text: string) => string,
): Promise<ProposalOutcome> {
  const key = `${s.operation}:${p.file}${s.valuesFile ? ` values-file=${s.valuesFile}` : ''}`;
  const marker = commentMarker(key);
  const branch = branchFor(p.file, key);
  if (p.plan.rows.length === 0)
    return withdraw(git, me, { key, marker, branch, note: `Nothing to pull: \`${p.file}\` matches the server again. Closed by ${s.operation}.` });
  // Everything to pull was held (a placeholder, a secret): there is no change to propose, and the report says what a human must do.
  if (p.next === p.text) return { action: 'unchanged', branch, reason: 'nothing could be written: every change is left for a human (see the report)' };
  const report = pullReport([p], { title: `${titleOf(s.operation)}: ${p.file}`, dryRun: false });
  const body = fitBody(
    redact(renderMarkdown(report, { marker })),
    COMMENT_LIMIT_CHARS,
    utf16Length,
    (lines) => `… ${lines} lines left out (GitHub's limit); the run's report has them all.`,
  ).body;
  const lines = p.plan.rows.map((r) => `- ${r.singular} "${r.name}": ${r.action}${r.to !== undefined ? ` to "${r.to}"` : ''}`);
  return propose(git, me, {
    key,
    marker,
    base,
    branch,
    files: [{ path: p.file, read: p.text, text: p.next }],
    title: redact(`Pull the server's changes into ${p.file}${s.valuesFile ? ` (${s.valuesFile})` : ''}`),
    body,
    message: redact(`${s.operation}: ${p.file} as the server has it\n\n${lines.join('\n')}`),
  });
}

/** The branch of one file's pull request: a fixed name, readable, unique to the file (and values file). */
export function branchFor(file: string, key: string): string {
  const slug =
    file
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  return `observability-ops/pull/${slug}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

function describeOutcome(o: ProposalOutcome): string {
  const pr = o.number !== undefined ? `pull request #${o.number}${o.url ? ` (${o.url})` : ''}` : 'the pull request';
  switch (o.action) {
    case 'created':
      return `Opened ${pr} on branch ${o.branch}.`;
    case 'updated':
      return `Updated ${pr} on branch ${o.branch}.`;
    case 'unchanged':
      return o.reason ? `No pull request: ${o.reason}.` : `${pr} already holds this change.`;
    case 'closed':
      return `Nothing to pull: closed ${pr}.`;
    case 'none':
      return 'Nothing to pull, and no pull request open.';
    case 'skipped':
      return `Pull request not touched: ${o.reason ?? ''}.`;
    default:
      return `Pull request failed: ${o.reason ?? ''}`;
  }
}
