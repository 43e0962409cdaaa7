// alerts.silence / alerts.unsilence (docs/alerts.md "Silences"): notifications of the selected
// alerts held back until a time, or let through again. A silence run is all or nothing: when it
// cannot silence every alert it selected (a failure, or SIGINT / SIGTERM) it puts back what it
// changed, as keys.rotate finishes or undoes its half-done step (src/util/cancel.ts); the
// `mutedUntil` bound is the safety net for what it cannot reach.
import type { ObservabilityClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { refusal, routeMissing } from '../api/features.js';
import type { Alert } from '../api/types.js';
import type { OperationResult, Report } from '../report/model.js';
import type { Cancellation } from '../util/cancel.js';
import { formatDuration } from '../util/duration.js';
import { InputError, msg, theInput } from '../util/input-error.js';
import { mapSettled } from '../util/pool.js';
import { formatUtc } from '../util/time.js';
import { describeSelection, selectAlerts, type AlertSelection } from './silence-select.js';

export interface SilenceSettings {
  action: 'silence' | 'unsilence';
  selection: AlertSelection;
  /**
   * silence: when the silence ends — a time (`until`), or a duration from the moment of the plan
   * (`duration`). unsilence: optional, only silences ending by then are cleared.
   */
  until?: { at: number } | { forMs: number };
  dryRun: boolean;
  /** Writes in flight (the client paces them to the rate limit). */
  concurrency: number;
  /** The run's clock (epoch ms): the engine reads none of its own. */
  clock: () => number;
}

/** What the run does, or did, to one alert. */
type Step = 'silence' | 'unsilence' | 'keep' | 'skip';
type Done = 'silenced' | 'unsilenced' | 'would silence' | 'would unsilence' | 'kept' | 'skipped' | 'failed' | 'restored' | 'not attempted';

interface Row {
  alert: Alert;
  step: Step;
  /** When its silence ends now (before the run), if it has one that has not ended. */
  before?: number;
  outcome: Done;
  detail: string;
  /** A write that failed without the server saying no (a timeout, a 5xx): it may have been applied. */
  mayHaveLanded?: boolean;
}

const name = (a: Alert): string => (typeof a.name === 'string' && a.name ? a.name : '(unnamed)');

/** When an alert's silence ends, if it has one still running at `now` (a date the server spelt wrong counts as none). */
function silencedUntil(a: Alert, now: number): number | undefined {
  const until = Date.parse(typeof a.silenced?.until === 'string' ? a.silenced.until : '');
  return until > now ? until : undefined;
}

export async function runSilence(client: ObservabilityClient, s: SilenceSettings, cancel: Cancellation): Promise<OperationResult> {
  const operation = `alerts.${s.action}`;
  const alerts = await client.listAlerts();
  const selected = await selectAlerts(client, alerts, s.selection);
  if (selected.length === 0) {
    throw new InputError(`${operation}: no alert is ${describeSelection(s.selection)} (of ${alerts.length} on the server); nothing was sent.`);
  }
  // Known to lack the routes: refused with the release that has them, before any write (docs/contract.md §19).
  const lacks = refusal('alertSilences', await client.server());
  if (lacks) throw new InputError(`${operation}: ${lacks}. Nothing was sent; silence these alerts in the UI instead.`);

  const now = s.clock();
  // A duration ends on a whole second: what the report shows is what the server stores.
  const until = s.until === undefined ? undefined : 'at' in s.until ? s.until.at : Math.ceil((now + s.until.forMs) / 1000) * 1000;
  if (s.action === 'silence' && (until === undefined || until <= now)) {
    throw new InputError(msg`${operation}: ${theInput('until')} must be in the future (the server refuses a silence that has ended).`);
  }
  const rows = selected.map((alert) => plan(alert, s.action, until, now));
  const writes = rows.filter((r) => r.step === 'silence' || r.step === 'unsilence');

  let cancelled: string | undefined;
  let failure: string | undefined;
  if (s.dryRun) {
    for (const r of writes) r.outcome = r.step === 'silence' ? 'would silence' : 'would unsilence';
  } else if (writes.length > 0) {
    // A silence left half done is undone at the first signal; an unsilence has nothing to undo.
    if (s.action === 'silence') cancel.takeOver();
    failure = await apply(client, writes, until, s.concurrency, cancel);
    cancelled = cancel.reason;
    if ((failure || cancelled) && s.action === 'silence') await undo(client, writes, s.clock);
  }
  return result(s, operation, rows, until, { failure, cancelled });
}

function plan(alert: Alert, action: SilenceSettings['action'], until: number | undefined, now: number): Row {
  const before = silencedUntil(alert, now);
  const row = { alert, before, outcome: 'kept' as Done };
  if (action === 'silence') {
    const target = until ?? now;
    // Never shortens a silence someone set for longer: theirs already covers this one.
    if (before !== undefined && before >= target) return { ...row, step: 'keep', detail: `already silenced until ${formatUtc(before)}, not shortened` };
    return { ...row, step: 'silence', detail: before === undefined ? '' : `extends a silence ending ${formatUtc(before)}` };
  }
  if (before === undefined) return { ...row, step: 'skip', outcome: 'skipped', detail: 'not silenced' };
  // A silence running past `until` is not the one being ended (someone set a longer one meanwhile).
  if (until !== undefined && before > until) return { ...row, step: 'keep', detail: `silenced until ${formatUtc(before)}, after \`until\`: kept` };
  return { ...row, step: 'unsilence', detail: `was silenced until ${formatUtc(before)}` };
}

/** The writes, until the first failure or signal: those not started then are not attempted. The first failure's words, if one failed. */
async function apply(
  client: ObservabilityClient,
  rows: Row[],
  until: number | undefined,
  concurrency: number,
  cancel: Cancellation,
): Promise<string | undefined> {
  let failure: string | undefined;
  const mutedUntil = until === undefined ? '' : new Date(until).toISOString();
  await mapSettled(rows, concurrency, async (r) => {
    if (failure || cancel.signal.aborted) {
      r.outcome = 'not attempted';
      r.detail = failure ? 'stopped: another alert failed' : `stopped: the run was cancelled (${cancel.reason ?? 'signal'})`;
      return;
    }
    try {
      if (r.step === 'silence') await client.silenceAlert(r.alert.id, mutedUntil);
      else await client.unsilenceAlert(r.alert.id);
      r.outcome = r.step === 'silence' ? 'silenced' : 'unsilenced';
    } catch (e) {
      r.outcome = 'failed';
      r.mayHaveLanded = !(e instanceof ApiError && e.status < 500);
      r.detail = await whyFailed(client, r.alert, e);
      failure ??= `${name(r.alert)}: ${r.detail}`;
    }
  });
  return failure;
}

/** A 404 for an alert the list just answered is a server without the route, not a missing alert: said so, with the release that has it. */
async function whyFailed(client: ObservabilityClient, alert: Alert, e: unknown): Promise<string> {
  const text = e instanceof Error ? e.message : String(e);
  if (!(e instanceof ApiError) || e.status !== 404) return text;
  const exists = await client.getAlert(alert.id).then(
    () => true,
    () => false,
  );
  return exists ? routeMissing('alertSilences', await client.server()) : `the alert is gone (${text})`;
}

/**
 * Puts back what a silence run changed: the silence an alert had before (still running), or none.
 * A write that failed may still have landed, so it is put back too; what could not be reached
 * ends at `mutedUntil` by itself.
 */
async function undo(client: ObservabilityClient, rows: Row[], clock: () => number): Promise<void> {
  const touched = rows.filter((r) => r.outcome === 'silenced' || (r.outcome === 'failed' && r.mayHaveLanded));
  await mapSettled(touched, 4, async (r) => {
    const wasSilenced = r.before !== undefined && r.before > clock();
    try {
      if (wasSilenced) await client.silenceAlert(r.alert.id, new Date(r.before as number).toISOString());
      else await client.unsilenceAlert(r.alert.id);
      if (r.outcome === 'silenced') {
        r.outcome = 'restored';
        r.detail = wasSilenced ? `put back to its silence until ${formatUtc(r.before as number)}` : 'silence removed again';
      }
    } catch (e) {
      if (r.outcome === 'silenced') r.detail = `could not be put back (${e instanceof Error ? e.message : String(e)}); its silence ends by itself`;
    }
  });
}

function result(s: SilenceSettings, operation: string, rows: Row[], until: number | undefined, end: { failure?: string; cancelled?: string }): OperationResult {
  const count = (...o: Done[]) => rows.filter((r) => o.includes(r.outcome)).length;
  const wrote = count('silenced', 'unsilenced', 'restored', 'failed') > 0;
  const verb = s.action === 'silence' ? 'silenced' : 'unsilenced';
  const span = s.until && 'forMs' in s.until ? ` (${formatDuration(s.until.forMs)})` : '';
  const when = until !== undefined && s.action === 'silence' ? ` until ${formatUtc(until)}${span}` : '';
  const done = count('silenced', 'unsilenced', 'would silence', 'would unsilence');
  const restored = count('restored');
  const putBack = restored > 0 ? ` The ${restored} silence(s) it had set were put back.` : '';
  let headline: string;
  if (end.cancelled) headline = `Cancelled (${end.cancelled}).${s.action === 'silence' ? putBack : ` ${done} alert(s) were unsilenced before it stopped.`}`;
  else if (end.failure) headline = `Failed: ${end.failure}.${putBack}`;
  else if (s.dryRun) headline = `Dry run: would ${s.action} ${done} of ${rows.length} selected alert(s)${when}; nothing was sent.`;
  else headline = `${done} alert(s) ${verb}${when}; ${rows.length - done} left as they were.`;

  const report: Report = {
    title: `${operation}${s.dryRun ? ' (dry run)' : ''}`,
    outcome: end.failure || end.cancelled ? 'failure' : 'success',
    headline,
    counts: Object.fromEntries([...new Set(rows.map((r) => r.outcome))].map((o) => [o, count(o)])),
    table: {
      columns: ['Alert', 'Id', 'Silenced until (before)', 'Outcome', 'Detail'],
      rows: rows.map((r) => [name(r.alert), r.alert.id, r.before === undefined ? '—' : formatUtc(r.before), r.outcome, r.detail]),
    },
    notes: [`Selected: every alert ${describeSelection(s.selection)}.`],
  };
  const entry = (r: Row) => ({ id: r.alert.id, name: name(r.alert), outcome: r.outcome, ...(r.detail ? { detail: r.detail } : {}) });
  const changed = rows.filter((r) => ['silenced', 'unsilenced', 'would silence', 'would unsilence'].includes(r.outcome));
  const iso = until === undefined ? undefined : new Date(until).toISOString();
  const json = {
    operation,
    dryRun: s.dryRun,
    ...(s.action === 'silence' && iso ? { until: iso } : {}),
    [verb]: changed.map((r) => ({ id: r.alert.id, name: name(r.alert), ...(s.action === 'silence' && iso ? { until: iso } : {}) })),
    alerts: rows.map(entry),
    ...(end.cancelled ? { cancelled: end.cancelled } : {}),
  };
  const failure = end.failure ?? (end.cancelled ? `cancelled (${end.cancelled})` : undefined);
  return { result: json, changed: wrote || (s.dryRun && changed.length > 0), report, ...(failure ? { failure } : {}) };
}
