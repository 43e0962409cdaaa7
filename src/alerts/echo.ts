// "Nothing silently dropped" (docs/contract.md §4.2): the server drops keys its schema does not
// know and may store a value differently from what was sent. After each write the answer is read
// the way a plan reads a live alert, and so is the body sent: what differs is a field the server
// dropped or changed — never a default, which both readings fold the same way (normalize.ts).
import type { Alert, AlertInput } from '../api/types.js';
import { diffAlert } from './diff.js';
import type { AlertFile } from './file.js';
import type { FieldChange, PlanAction } from './model.js';
import { droppedOrChanged, echoField } from '../util/echo.js';
import { fromServer } from './normalize.js';

/** The fields the answer holds differently from the body sent (`from`: sent, `to`: stored); undefined when none. */
export function echoOf(sent: AlertInput, answer: Alert | undefined): FieldChange[] | undefined {
  if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string') return undefined;
  const diffs = diffAlert(fromServer(sent as unknown as Alert).value, fromServer(answer).value);
  return diffs.length > 0 ? diffs : undefined;
}

/** One warning per alert the server stored differently, at the alert's name in its file. */
export function recordEchoes(files: readonly AlertFile[], outcomes: ReadonlyArray<{ action: PlanAction; echo?: FieldChange[] }> | undefined): void {
  for (const o of outcomes ?? []) {
    if (!o.echo) continue;
    const file = files.find((f) => f.file === o.action.file);
    const spec = file?.alerts.find((s) => s.name === o.action.name);
    if (!file || !spec) continue;
    file.yaml.problem(
      spec.at('name'),
      `alert "${o.action.name}" (id ${o.action.id ?? '?'}): ${droppedOrChanged(o.echo.map((d) => echoField(d.field, d.from, d.to)))}, so the next plan shows the difference again (docs/contract.md §4.2)`,
      'warning',
    );
  }
}
