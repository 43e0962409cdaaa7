import { STATUS_ICON, type Report } from '../report/model.js';
import type { ExportSection, LeftOut } from './export.js';
import { KIND_SPECS } from './kinds/index.js';
import type { SecretVariable } from './secret-names.js';

/** One object stack.export wrote, whatever its section (the dashboards' and alerts' exporters' too). */
export interface ExportedRow {
  section: ExportSection;
  name: string;
  id: string;
  ownership: 'ours' | 'adopt' | 'by name';
}

/** One object it left out, and why (a warning only for a problem someone may fix). */
export interface SkippedRow {
  section: ExportSection;
  name: string;
  id: string;
  reason: string;
  why: LeftOut;
}

export interface StackExportSummary {
  file: string;
  scope: string;
  exported: ExportedRow[];
  skipped: SkippedRow[];
  variables: SecretVariable[];
  /** Notes of the dashboards' and alerts' exporters worth repeating (renamed dashboards, …). */
  notes?: string[];
}

const OWNERSHIP: Record<ExportedRow['ownership'], string> = {
  ours: 'this scope',
  adopt: 'adopt on first sync',
  'by name': 'managed by name (the kind has no mark)',
};

/** What stack.export wrote, section by section, what it left out, and the variables its secrets became (names only). */
export function stackExportReport(s: StackExportSummary): Report {
  const adopt = s.exported.filter((e) => e.ownership === 'adopt').length;
  const others = s.skipped.filter((k) => k.why === 'other scope').length;
  const warned = s.skipped.filter((k) => k.why === 'problem');
  const notes = [`Scope: ${s.scope}. Sync this file with the same scope so what it exported stays owned.`];
  if (others > 0) notes.push(`${others} object(s) managed by another scope were left out: their own file syncs them.`);
  if (s.skipped.length > 0) notes.push('What was left out is not in the file at all: a sync of it never touches it.');
  notes.push(...(s.notes ?? []));
  return {
    title: 'Stack export',
    outcome: warned.length > 0 ? 'warning' : 'success',
    headline: `Wrote ${s.exported.length} object(s) to ${s.file} (${adopt} to adopt), left out ${s.skipped.length}, ${s.variables.length} secret variable(s)`,
    counts: { exported: s.exported.length, adopt, skipped: s.skipped.length, 'other scope': others, variables: s.variables.length },
    table: {
      columns: ['', 'Section', 'Name', 'Ownership'],
      rows: [
        ...s.exported.map((e) => [STATUS_ICON.ok ?? '', e.section, e.name, e.ownership === 'ours' ? `${OWNERSHIP.ours} (${s.scope})` : OWNERSHIP[e.ownership]]),
        ...s.skipped.map((k) => [
          k.why === 'problem' ? (STATUS_ICON.skipped ?? '') : (STATUS_ICON.unmanaged ?? ''),
          k.section,
          k.name,
          `left out: ${k.reason}`,
        ]),
      ],
    },
    lists:
      s.variables.length > 0
        ? [
            {
              title: 'Secret variables the file names (set each, e.g. from `secrets.*`, before syncing it)',
              items: s.variables.map((v) => `${v.variable}: ${v.field} of ${KIND_SPECS[v.kind].singular} "${v.object}"`),
            },
          ]
        : undefined,
    // Left out for a reason someone may fix: a warning on the written file.
    problems: warned.map((k) => ({
      file: s.file,
      line: 1,
      column: 1,
      severity: 'warning' as const,
      message: `${k.section} "${k.name}" (id ${k.id}) left out: ${k.reason}`,
    })),
    notes,
  };
}
