// "Nothing silently dropped" (docs/contract.md §4.2): the server drops keys its schema does not
// know and may store a value differently from what was sent. After each write the answer is read
// the way a plan reads a live alert, and so is the body sent: what differs is a field the server
// dropped or changed — never a default, which both readings fold the same way (normalize.ts).
import type { Alert, AlertInput } from '../api/types.js';
import type { Outcome } from '../reconcile/apply.js';
import type { EchoPlace } from '../reconcile/echo.js';
import { echoField } from '../util/echo.js';
import { diffAlert } from './diff.js';
import type { AlertFile } from './file.js';
import { KEPT_FIELDS, type FieldChange, type WriteAction } from './model.js';
import { fromServer } from './normalize.js';

/** The fields the answer holds differently from the body sent (`from`: sent, `to`: stored); undefined when none. */
export function echoOf(sent: AlertInput, answer: Alert | undefined): FieldChange[] | undefined {
  if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string') return undefined;
  // A kept field the write left out is the server's to fill (a derived display name): not an echo.
  const unsent = new Set<string>(KEPT_FIELDS.filter((f) => sent[f] === undefined));
  // Does what is stored hold what was sent (an inline chart: the stored one holds defaults besides, diff.ts)? `from`: sent, `to`: stored.
  const diffs = diffAlert(fromServer(answer).value, fromServer(sent as unknown as Alert).value)
    .filter((d) => !unsent.has(d.field))
    .map((d) => ({ field: d.field, from: d.field === 'chartConfig' ? (sent.chartConfig ?? null) : d.to, to: d.from }));
  return diffs.length > 0 ? diffs : undefined;
}

/** The same, as the engine's echo texts ("`field` (sent …, stored …)"). */
export const echoTexts = (sent: AlertInput, answer: Alert | undefined): string[] | undefined =>
  echoOf(sent, answer)?.map((d) => echoField(d.field, d.from, d.to));

/** An alert's echo warning goes at its name in its file. */
export function echoPlace(files: readonly AlertFile[], o: Outcome<WriteAction>): EchoPlace | undefined {
  const file = files.find((f) => f.file === o.action.file);
  const spec = file?.alerts.find((s) => s.name === o.action.name);
  if (!file || !spec) return undefined;
  return { yaml: file.yaml, path: spec.at('name'), label: `alert "${o.action.name}" (id ${o.action.action === 'create' ? '?' : o.action.id})` };
}
