import type { ApiKey } from '../api/types.js';
import type { Outcome, Report } from '../report/model.js';
import { DAY_MS, readDate, type KeyDecision } from './policy.js';

/** What happened to one key in this run (the Decision column). */
export type KeyOutcome = 'deleted' | 'disabled' | 'would delete' | 'would disable' | 'protected' | 'kept' | 'failed';

export interface KeyRow {
  decision: KeyDecision;
  outcome: KeyOutcome;
  /** Reason shown to the user: the policy's, plus what the run added (cap, server error). */
  reason: string;
}

export const KEY_COLUMNS = ['Key', 'Suffix', 'State', 'Created', 'Last used', 'Expires', 'Decision', 'Reason'];

/** One table row; only public key metadata — the management id is not shown, no secret exists here. */
export function keyCells(row: KeyRow, now: number): string[] {
  const k = row.decision.key;
  return [
    k.name || '(unnamed)',
    suffix(k),
    k.state ?? '—',
    dateCell(k.createdAt, now, 'never-known'),
    dateCell(k.usedAt, now, 'never'),
    expiresCell(k.expireAt, now),
    row.outcome,
    row.reason,
  ];
}

export function suffix(k: Pick<ApiKey, 'keySuffix'>): string {
  return k.keySuffix ? `…${k.keySuffix}` : '—';
}

function dateCell(value: unknown, now: number, absent: 'never' | 'never-known'): string {
  const t = readDate(value);
  if (t === undefined) return absent === 'never' ? 'never' : '—';
  if (t === 'unreadable') return `unreadable (${String(value)})`;
  return `${day(t)} (${ageDays(now - t)}d ago)`;
}

function expiresCell(value: unknown, now: number): string {
  const t = readDate(value);
  if (t === undefined) return 'never';
  if (t === 'unreadable') return `unreadable (${String(value)})`;
  return t < now ? `${day(t)} (expired ${ageDays(now - t)}d ago)` : `${day(t)} (in ${ageDays(t - now)}d)`;
}

function day(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

function ageDays(ms: number): number {
  return Math.max(0, Math.floor(ms / DAY_MS));
}

export interface KeysReportInput {
  rows: KeyRow[];
  now: number;
  mode: 'delete' | 'disable';
  dryRun: boolean;
  outcome: Outcome;
  headline: string;
  notes: string[];
}

export function buildKeysReport(input: KeysReportInput): Report {
  const counts: Record<string, number> = {};
  for (const r of input.rows) counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
  return {
    title: `Key hygiene (${input.mode}${input.dryRun ? ', dry run' : ''})`,
    outcome: input.outcome,
    headline: input.headline,
    counts,
    table: { columns: KEY_COLUMNS, rows: input.rows.map((r) => keyCells(r, input.now)) },
    notes: input.notes,
  };
}
