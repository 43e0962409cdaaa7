import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { exportReport, needsConnections, renderDashboardFile } from '../dashboards/export.js';
import { defaultScope } from '../util/files.js';
import { InputError, msg, named } from '../util/input-error.js';
import { compileNameFilter } from '../util/name-filter.js';
import { displayPath, workspaceOutput } from '../util/workspace.js';
import { DASHBOARDS_EXPORT } from './meta.js';
import type { Operation, OperationResult } from './types.js';

/** Writes the live dashboards as a dashboard file, so a team can adopt what it already has. */
export const dashboardsExport: Operation = {
  ...DASHBOARDS_EXPORT,
  async prepare(input, { edition, context }) {
    const outputFile = input.text('output-file');
    if (!outputFile) throw new InputError(msg`dashboards.export needs input ${named('output-file')} (where to write the dashboard file).`);
    // Checked before any request: a path out of the workspace, or a bad glob, is refused with nothing read or written.
    const path = await workspaceOutput(context, 'output-file', outputFile);
    const display = displayPath(context, resolve(context.root, outputFile));
    const scope = input.text('scope') || defaultScope(context, display);
    const select = compileNameFilter(input.list('include'), input.list('exclude'));
    return async ({ client, redactor }): Promise<OperationResult> => {
      const [dashboards, sources] = await Promise.all([client.listDashboards(), client.listSources()]);
      const connections = client.listConnections && needsConnections(dashboards, sources) ? await client.listConnections() : undefined;
      const out = renderDashboardFile({ dashboards, sources, connections, scope, select, edition });
      await mkdir(dirname(path), { recursive: true });
      // A file a team commits: no secret in it, whatever the server stored.
      await writeFile(path, redactor.text(out.text));
      const report = exportReport(out, { file: display, scope });
      // Left out, never silently dropped: each one is a warning on the written file.
      report.problems = out.skipped.map((s) => ({
        file: display,
        line: 1,
        column: 1,
        severity: 'warning' as const,
        message: `dashboard "${s.name}" (id ${s.id}) left out: ${s.reason}`,
      }));
      return {
        result: { file: display, scope, exported: out.exported, skipped: out.skipped },
        changed: false,
        outputs: {},
        report,
      };
    };
  },
};
