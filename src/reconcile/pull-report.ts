// The reverse plan for people: the same report as every plan (log, summary, PR comment), and the
// body of the pull request that proposes it — field by field, file → server, with when and by
// whom the server says the object changed. Secrets never appear: a secret field shows `(secret)`.
import { STATUS_ICON, type Report } from '../report/model.js';
import type { HeldEdit } from '../util/yaml-edit.js';
import type { PullAction, ReversePlan } from './pull.js';

export interface PulledFile {
  file: string;
  plan: ReversePlan;
  /** What the file edit did not write (a placeholder, a secret, a shared anchor). */
  held: readonly HeldEdit[];
  /** What became of the change: the pull request, the file written, or nothing (a dry run). */
  outcome?: string;
}

const WORDS: Record<PullAction, string> = { changed: 'changed in the UI', renamed: 'renamed in the UI', deleted: 'deleted in the UI', adopted: 'to adopt' };
const ICONS: Record<PullAction, string> = {
  changed: STATUS_ICON.update ?? '',
  renamed: STATUS_ICON.update ?? '',
  deleted: STATUS_ICON.delete ?? '',
  adopted: STATUS_ICON.create ?? '',
};
const MAX_VALUE = 80;

const shown = (v: unknown): string => {
  const text = v === undefined ? '(none)' : typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

/** One report for the files of a run (the pull request of one file gets the report of that file alone). */
export function pullReport(files: readonly PulledFile[], opts: { title: string; dryRun: boolean }): Report {
  const several = files.length > 1;
  const rows: string[][] = [];
  const forHumans: string[] = [];
  const counts: Record<PullAction, number> = { changed: 0, renamed: 0, deleted: 0, adopted: 0 };
  const notes: string[] = [];
  for (const f of files) {
    for (const row of f.plan.rows) {
      counts[row.action]++;
      const at = row.path;
      const held = [
        ...row.held,
        ...f.held
          .filter((h) => at !== undefined && h.path.length >= at.length && at.every((step, k) => h.path[k] === step))
          .map((h) => `${h.path.slice(at?.length ?? 0).join('.') || 'the entry'}: ${h.reason}`),
      ];
      const object = `${row.singular}: ${row.name}${row.to !== undefined ? ` → ${row.to}` : ''}`;
      const fields = row.changes.map((c) => `${c.field}: ${shown(c.from)} → ${shown(c.to)}`).join('; ');
      const when = [row.updatedAt, row.updatedBy && `by ${row.updatedBy}`].filter(Boolean).join(' ');
      rows.push([held.length > 0 ? (STATUS_ICON.warning ?? '') : ICONS[row.action], WORDS[row.action], ...(several ? [f.file] : []), object, fields, when]);
      for (const h of held) forHumans.push(`${several ? `${f.file}: ` : ''}${row.singular} "${row.name}": ${h}`);
    }
    notes.push(...f.plan.notes.map((n) => (several ? `${f.file}: ${n}` : n)));
    if (f.outcome) notes.push(several ? `${f.file}: ${f.outcome}` : f.outcome);
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const parts = (Object.keys(counts) as PullAction[]).filter((a) => counts[a] > 0).map((a) => `${counts[a]} ${WORDS[a]}`);
  return {
    title: opts.title,
    outcome: forHumans.length > 0 ? 'warning' : 'success',
    headline:
      total === 0
        ? `Nothing to pull: ${several ? 'the files match' : 'the file matches'} the server.`
        : `Pull${opts.dryRun ? ' (dry run)' : ''}: ${parts.join(', ')}.`,
    ...(total > 0 ? { counts: Object.fromEntries((Object.keys(counts) as PullAction[]).filter((a) => counts[a] > 0).map((a) => [WORDS[a], counts[a]])) } : {}),
    ...(rows.length > 0
      ? { table: { columns: ['', 'Change', ...(several ? ['File'] : []), 'Object', 'Fields (file → server)', 'Changed on the server'], rows } }
      : {}),
    ...(forHumans.length > 0 ? { lists: [{ title: 'Left for a human (not written)', items: forHumans }] } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
