import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { InputError } from '../api/errors.js';
import { renderAlertFile } from '../alerts/export.js';
import { defaultScope } from '../util/files.js';
import { displayPath, workspace, workspaceOutput } from '../util/workspace.js';
import { STATUS_ICON } from '../report/model.js';
import type { Operation, OperationResult } from './types.js';
import { ALERTS_EXPORT } from './meta.js';

/** Writes the existing alerts as an alert file, so a team can adopt what it already has. */
export const alertsExport: Operation = {
  ...ALERTS_EXPORT,
  async run({ inputs, client, redactor }): Promise<OperationResult> {
    if (!inputs.outputFile) throw new InputError('alerts.export needs input `output-file` (where to write the alert file).');
    // Checked before any request: a path out of the workspace is refused with nothing read or written.
    const path = await workspaceOutput('output-file', inputs.outputFile);
    const display = displayPath(resolve(workspace(), inputs.outputFile));
    const scope = inputs.scope || defaultScope(display);

    const [alerts, dashboards, webhooks] = await Promise.all([client.listAlerts(), client.listDashboards(), client.listWebhooks()]);
    const savedSearches = alerts.some((a) => a.source === 'saved_search') ? await client.listSavedSearches() : undefined;
    const out = renderAlertFile({ alerts, dashboards, webhooks, savedSearches, scope });
    await mkdir(dirname(path), { recursive: true });
    // A file a team commits: no secret in it, whatever the server stored.
    await writeFile(path, redactor.text(out.text));

    const adopt = out.exported.filter((e) => e.ownership === 'adopt').length;
    return {
      result: { file: display, scope, exported: out.exported, skipped: out.skipped },
      changed: false,
      outputs: {},
      report: {
        title: 'Alerts export',
        outcome: out.skipped.length > 0 ? 'warning' : 'success',
        headline: `Wrote ${out.exported.length} alert(s) to ${display} (${adopt} to adopt), skipped ${out.skipped.length}`,
        counts: { exported: out.exported.length, adopt, skipped: out.skipped.length },
        table: {
          columns: ['', 'Alert', 'Target', 'Ownership'],
          rows: [
            ...out.exported.map((e) => [STATUS_ICON.ok ?? '', e.name, e.target, e.ownership === 'ours' ? `this scope (${scope})` : 'adopt on first sync']),
            ...out.skipped.map((s) => [STATUS_ICON.unmanaged ?? '', s.name, '', `skipped: ${s.reason}`]),
          ],
        },
        notes: [`Scope: ${scope}. Sync this file with the same scope (the default for this path) so its alerts stay owned.`],
      },
    };
  },
};
