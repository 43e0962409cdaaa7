import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { renderAlertFile } from '../alerts/export.js';
import { withCharts } from '../alerts/inline.js';
import type { ObservabilityClient } from '../api/client.js';
import type { ConfigObject, Edition, SavedSearch, Source, Webhook } from '../api/types.js';
import { needsConnections, renderDashboardFile } from '../dashboards/export.js';
import {
  EXPORT_SECTIONS,
  exportKinds,
  isStackKind,
  kindsOf,
  kindsToList,
  leftOutNote,
  renderStackFile,
  scrubSecrets,
  type ExportSection,
  type Lists,
} from '../stack/export.js';
import { stackExportReport, type ExportedRow, type SkippedRow } from '../stack/export-report.js';
import type { StackKind } from '../stack/kinds/kind.js';
import { defaultScope } from '../util/files.js';
import { InputError, msg, named, theInput } from '../util/input-error.js';
import { compileNameFilter, type NameFilter } from '../util/name-filter.js';
import { displayPath, workspaceOutput } from '../util/workspace.js';
import { STACK_EXPORT } from './meta.js';
import type { Operation, OperationResult } from './types.js';

/**
 * The sections `kinds` names (comma-separated), or every section the edition has. A section that
 * does not exist, or that this edition's API lacks, is refused before any request.
 */
export function sectionsOf(given: readonly string[], edition: Edition): ExportSection[] {
  const available: ExportSection[] = [...kindsOf(edition), 'dashboards', 'alerts'];
  if (given.length === 0) return available;
  for (const name of given) {
    if (!(EXPORT_SECTIONS as readonly string[]).includes(name))
      throw new InputError(msg`${theInput('kinds')}: \`${name}\` is not a section of a stack file; the sections are ${EXPORT_SECTIONS.join(', ')}.`);
    if (!(available as readonly string[]).includes(name))
      throw new InputError(msg`${theInput('kinds')}: the ${edition} API has no ${name}; this edition's sections are ${available.join(', ')}.`);
  }
  return available.filter((s) => given.includes(s));
}

// The exporters of dashboards and alerts take the typed lists; the kinds' lists are the same
// objects (one GET each), checked for the one field each type requires.
const asSources = (list: readonly ConfigObject[]): Source[] => list.filter((o): o is Source => typeof o.kind === 'string');
const asWebhooks = (list: readonly ConfigObject[]): Webhook[] => list.filter((o): o is Webhook => typeof o.service === 'string');
const asSavedSearches = (list: readonly ConfigObject[]): SavedSearch[] =>
  list.filter((o): o is SavedSearch => o.sourceId === undefined || typeof o.sourceId === 'string');

/** Reads each kind of `kinds` not read yet, once, into `lists`. */
async function read(client: ObservabilityClient, lists: Lists, kinds: readonly StackKind[]): Promise<void> {
  const missing = kinds.filter((k) => lists[k] === undefined);
  const got = await Promise.all(missing.map(async (k) => [k, (await client.config(k)?.list()) ?? []] as const));
  for (const [k, list] of got) lists[k] = list;
}

/** Writes a whole instance (or the sections and names selected) as one stack file, which stack.sync syncs back with no write. */
export const stackExport: Operation = {
  ...STACK_EXPORT,
  async prepare(input, { edition, context }) {
    const outputFile = input.text('output-file');
    if (!outputFile) throw new InputError(msg`stack.export needs input ${named('output-file')} (where to write the stack file).`);
    // Checked before any request: a path out of the workspace, a bad glob or an unknown section is refused with nothing read or written.
    const path = await workspaceOutput(context, 'output-file', outputFile);
    const display = displayPath(context, resolve(context.root, outputFile));
    const given = input.text('scope');
    const scope = given || defaultScope(context, display);
    const select: NameFilter = compileNameFilter(input.list('include'), input.list('exclude'));
    const sections = sectionsOf(input.list('kinds'), edition);
    return async ({ client, redactor }): Promise<OperationResult> => {
      const kinds = sections.filter(isStackKind);
      const wantDashboards = sections.includes('dashboards');
      const wantAlerts = sections.includes('alerts');
      const lists: Lists = {};
      // What the dashboards and alerts name is read with the kinds: sources for tiles, webhooks for channels.
      const extra: StackKind[] = [...(wantDashboards ? (['sources'] as const) : []), ...(wantAlerts ? (['webhooks'] as const) : [])];
      const [dashboards, listedAlerts] = await Promise.all([
        wantDashboards || wantAlerts ? client.listDashboards() : Promise.resolve(undefined),
        wantAlerts ? client.listAlerts() : Promise.resolve(undefined),
        read(client, lists, kindsToList([...kinds, ...extra], edition)),
      ]);
      // An inline alert's chart is not in the list (hyperdx #3043): read by id, with what it names.
      const alerts =
        listedAlerts &&
        (await withCharts(
          client,
          listedAlerts.filter((a) => select(a.name ?? undefined).selected),
        ));
      // Read only when needed: a raw SQL tile on another connection than its source's; an alert on a saved search.
      const later: StackKind[] = [];
      if (wantDashboards && dashboards && edition === 'self-hosted' && needsConnections(dashboards, asSources(lists.sources ?? []))) later.push('connections');
      if (alerts?.some((a) => a.source === 'saved_search')) later.push('savedSearches');
      if (alerts?.some((a) => a.source === 'inline')) later.push('sources', ...(edition === 'self-hosted' ? (['connections'] as const) : []));
      await read(client, lists, later);

      const kindsOut = exportKinds({ lists, kinds, select, scope, edition, redactor });
      const exported: ExportedRow[] = kindsOut.exported.map((e) => ({ section: e.kind, name: e.name, id: e.id, ownership: e.ownership }));
      const skipped: SkippedRow[] = kindsOut.skipped.map(({ kind, ...k }) => ({ section: kind, ...k }));
      const notes: string[] = [...kindsOut.notes];
      const fileSections: Parameters<typeof renderStackFile>[0] = { ...kindsOut.sections };

      if (wantDashboards && dashboards) {
        const out = renderDashboardFile({
          dashboards,
          sources: asSources(lists.sources ?? []),
          connections: lists.connections ? [...lists.connections] : undefined,
          scope,
          select,
          edition,
        });
        fileSections.dashboards = out.entries;
        exported.push(...out.exported.map((e) => ({ section: 'dashboards' as const, name: e.name, id: e.id, ownership: e.ownership })));
        skipped.push(
          ...out.skipped.map((k) => ({
            section: 'dashboards' as const,
            ...k,
            why: k.reason.startsWith('managed by another scope') ? ('other scope' as const) : ('problem' as const),
          })),
        );
        if (out.kept.length > 0) notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
        if (out.renamed.length > 0)
          notes.push(`Dashboards renamed in the file (duplicate or empty names; the first sync writes them, keeping the ids): ${out.renamed.join('; ')}.`);
      }
      if (wantAlerts && alerts) {
        const out = renderAlertFile({
          alerts,
          dashboards: dashboards ?? [],
          webhooks: asWebhooks(lists.webhooks ?? []),
          savedSearches: lists.savedSearches ? asSavedSearches(lists.savedSearches) : undefined,
          sources: asSources(lists.sources ?? []),
          connections: lists.connections ? [...lists.connections] : undefined,
          scope,
          edition: client.edition,
        });
        if (out.kept.length > 0) notes.push(`Not in the file, kept as stored by every sync of it (the file format cannot hold them): ${out.kept.join('; ')}.`);
        // The alerts exporter keeps the server's order; a stack file is ordered by name.
        fileSections.alerts = [...out.entries].sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0));
        exported.push(...out.exported.map((e) => ({ section: 'alerts' as const, name: e.name, id: e.id, ownership: e.ownership })));
        skipped.push(
          ...out.skipped.map((k) => ({
            section: 'alerts' as const,
            ...k,
            why: k.reason.startsWith('managed by scope') ? ('other scope' as const) : ('problem' as const),
          })),
        );
      }

      // Dashboards and alerts hold no secret either (an alert message quoting a webhook's URL): the field is left out, said in a note.
      for (const section of ['dashboards', 'alerts'] as const) {
        const entries = fileSections[section];
        if (!entries) continue;
        const singular = section === 'alerts' ? 'alert' : 'dashboard';
        fileSections[section] = entries.filter((entry) => {
          const name = String(entry.name);
          const { left, nameHeld } = scrubSecrets(entry, kindsOut.holdsSecret);
          if (!nameHeld) {
            if (left.length > 0) notes.push(leftOutNote(singular, name, left));
            return true;
          }
          notes.push(`${singular} "${redactor.text(name)}" is left out: its name holds a secret; rename it.`);
          exported.splice(
            exported.findIndex((e) => e.section === section && e.name === name),
            1,
          );
          return false;
        });
      }
      const text = renderStackFile(fileSections, given ? scope : undefined);
      await mkdir(dirname(path), { recursive: true });
      // A file a team commits: no secret in it, whatever the server stored.
      await writeFile(path, redactor.text(text));
      const summary = { file: display, scope, exported, skipped, variables: kindsOut.variables };
      return {
        result: summary,
        changed: false,
        outputs: {},
        report: stackExportReport({ ...summary, notes }),
      };
    };
  },
};
