// Telemetry a seed gives a source: rows repeated at times relative to the query's `now`, so that
// "the last 15 minutes" holds the same rows whenever it is asked. Occurrence k of a spec is at
// now − ago − k × every − 1 s (the second keeps it inside a window the client closed at its own
// "now", a moment before the server's); `for` bounds how far back it repeats.
import type { SeededRows } from '../../core/state/organization.ts';
import type { Cell, ColumnType, Row, Table } from './table.ts';

/** Rows per query at most: a seed that asks for more is cut here (oldest first dropped). */
const MAX_ROWS = 200_000;

function columnType(values: Cell[]): ColumnType {
  if (values.every((v) => typeof v === 'number')) {
    return values.every((v) => Number.isInteger(v) && v >= 0) ? 'UInt64' : 'Float64';
  }
  return 'String';
}

/** The table of one source from its specs, at `now`. */
export function seededTable(specs: SeededRows[], now: number): Table {
  const rows: Row[] = [];
  for (const spec of specs) {
    const every = spec.everyMs ?? 0;
    const times = every > 0 ? Math.max(1, Math.floor((spec.forMs ?? every) / every)) : 1;
    for (let k = 0; k < times && rows.length < MAX_ROWS; k++) {
      const at = now - spec.agoMs - k * every - 1000;
      const cells = Object.fromEntries(Object.entries(spec.row).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v]));
      for (let n = 0; n < spec.count; n++) rows.push({ ...cells, Timestamp: at });
    }
  }
  rows.sort((a, b) => a.Timestamp - b.Timestamp);
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => c !== 'Timestamp');
  const columns: Record<string, ColumnType> = { Timestamp: 'DateTime64' };
  for (const name of names) columns[name] = columnType(rows.map((r) => r[name]).filter((v): v is Cell => v !== undefined));
  const strings = names.filter((n) => columns[n] === 'String');
  const implicitColumn = ['Body', 'SpanName'].find((c) => strings.includes(c)) ?? strings[0] ?? 'Body';
  return { columns, rows, implicitColumn };
}
