// "Nothing silently dropped" (docs/contract.md §4.2): after each write the engine holds what the
// server stored differently from what was sent (apply.ts); each becomes a warning at the entry's
// name in its file, so the report and the step log name the object and the fields.
import { droppedOrChanged } from '../util/echo.js';
import type { YamlPath } from '../util/yaml.js';
import type { Outcome } from './apply.js';

/** Where an entry's echo warning goes, and how the entry is named in it. */
export interface EchoPlace {
  yaml: { problem(path: YamlPath, message: string, severity: 'error' | 'warning'): void };
  path: YamlPath;
  /** `alert "x" (id …)`, `dashboard "x" (id …)`. */
  label: string;
}

export function recordEchoes<A>(outcomes: ReadonlyArray<Outcome<A>> | undefined, place: (o: Outcome<A>) => EchoPlace | undefined): void {
  for (const o of outcomes ?? []) {
    if (!o.echo || o.echo.length === 0) continue;
    const at = place(o);
    at?.yaml.problem(at.path, `${at.label}: ${droppedOrChanged(o.echo)}, so the next plan shows the difference again (docs/contract.md §4.2)`, 'warning');
  }
}
