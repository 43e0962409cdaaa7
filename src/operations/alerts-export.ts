import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { exportReport, renderAlertFile } from '../alerts/export.js';
import { withCharts } from '../alerts/inline.js';
import { defaultScope } from '../util/files.js';
import { InputError, msg, named } from '../util/input-error.js';
import { displayPath, workspaceOutput } from '../util/workspace.js';
import { ALERTS_EXPORT } from './meta.js';
import type { Operation, OperationResult } from './types.js';

/** Writes the existing alerts as an alert file, so a team can adopt what it already has. */
export const alertsExport: Operation = {
  ...ALERTS_EXPORT,
  async prepare(input, { context }) {
    const outputFile = input.text('output-file');
    if (!outputFile) throw new InputError(msg`alerts.export needs input ${named('output-file')} (where to write the alert file).`);
    // Checked before any request: a path out of the workspace is refused with nothing read or written.
    const path = await workspaceOutput(context, 'output-file', outputFile);
    const display = displayPath(context, resolve(context.root, outputFile));
    const scope = input.text('scope') || defaultScope(context, display);
    return async ({ client, redactor }): Promise<OperationResult> => {
      const [listed, dashboards, webhooks] = await Promise.all([client.listAlerts(), client.listDashboards(), client.listWebhooks()]);
      const alerts = await withCharts(client, listed);
      const savedSearches = alerts.some((a) => a.source === 'saved_search') ? await client.listSavedSearches() : undefined;
      const inline = alerts.some((a) => a.source === 'inline');
      const sources = inline ? await client.listSources() : undefined;
      const connections = inline && client.has('connections') ? await client.listOf('connections') : undefined;
      const out = renderAlertFile({ alerts, dashboards, webhooks, savedSearches, sources, connections, scope, edition: client.edition });
      await mkdir(dirname(path), { recursive: true });
      // A file a team commits: no secret in it, whatever the server stored.
      await writeFile(path, redactor.text(out.text));

      return {
        result: { file: display, scope, exported: out.exported, skipped: out.skipped },
        changed: false,
        outputs: {},
        report: exportReport(out, { file: display, scope }),
      };
    };
  },
};
