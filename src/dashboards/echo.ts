// "Nothing silently dropped" (docs/contract.md §4.2): apply.ts compares each write's answer with
// the body sent, both in canonical form (so the server's defaults never count, canon.ts); what
// is left is a field the server dropped or changed. Each becomes a warning at the dashboard's
// name in its file: the report and the step log name the dashboard and the fields.
import type { Applied } from './apply.js';
import type { DashboardFile } from './file.js';
import { droppedOrChanged } from '../util/echo.js';

export function recordEchoes(files: ReadonlyArray<Pick<DashboardFile, 'file' | 'yaml'>>, applied: Applied | undefined): void {
  for (const o of applied?.outcomes ?? []) {
    const spec = o.action.internal?.spec;
    if (!o.echo || o.echo.length === 0 || !spec) continue;
    const file = files.find((f) => f.file === spec.file);
    file?.yaml.problem(
      [...spec.path, 'name'],
      `dashboard "${o.action.name}" (id ${o.id ?? '?'}): ${droppedOrChanged(o.echo)}, so the next plan shows the difference again (docs/contract.md §4.2)`,
      'warning',
    );
  }
}
