// alerts.silence / alerts.unsilence: inputs read and checked before any request; the run is
// src/alerts/silence.ts.
import { runSilence, type SilenceSettings } from '../alerts/silence.js';
import { checkSelection, scopesOf } from '../alerts/silence-select.js';
import type { Edition } from '../api/types.js';
import { formatDuration, parseDuration } from '../util/duration.js';
import { checkId } from '../util/ids.js';
import { InputError, msg, named, theInput, theInputs } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { parseZonedDateTime } from '../util/time.js';
import { dryRun } from './body.js';
import { ALERTS_SILENCE, ALERTS_UNSILENCE } from './meta.js';
import type { Operation, Prepared } from './types.js';

/** A silence without `until` or `duration`: an hour, amtool's default. */
export const DEFAULT_SILENCE_MS = 3_600_000;
/** The longest silence asked for at once (the deploy windows and maintenance it is for are hours or days). */
export const LONGEST_SILENCE_MS = 30 * 86_400_000;

export const alertsSilence: Operation = { ...ALERTS_SILENCE, prepare: (input, env) => prepare(input, env, 'silence') };
export const alertsUnsilence: Operation = { ...ALERTS_UNSILENCE, prepare: (input, env) => prepare(input, env, 'unsilence') };

function prepare(given: Inputs, { edition, context }: { edition: Edition; context: { clock: () => number } }, action: SilenceSettings['action']): Prepared {
  const operation = `alerts.${action}`;
  // `concurrency` defaults to 4 here (action.yml): writes, as a sync's.
  const input = given.of(operation);
  const id = input.text('id');
  const selection = {
    ...(id ? { id: checkId(id, 'id', edition === 'self-hosted' ? 'object-id' : undefined) } : {}),
    include: input.list('include'),
    exclude: input.list('exclude'),
    tags: input.list('tags'),
    files: [],
  };
  const alertFile = input.text('alert-file');
  const scope = input.text('scope');
  if (scope && !alertFile) throw new InputError(msg`${theInput('scope')} only applies with ${named('alert-file')} (the scope whose alerts are ${action}d).`);
  checkSelection({ ...selection, files: alertFile ? [{ file: alertFile, scope: '' }] : [] }, operation, edition);
  const settings: Omit<SilenceSettings, 'clock'> = {
    action,
    selection,
    until: readUntil(input, action, context.clock()),
    dryRun: dryRun(input),
    concurrency: input.number('concurrency', { min: 1, max: 32, integer: true }),
  };
  // The file is read when the run starts, before its first request (the scope its alerts carry).
  return async ({ client, cancel, context }) => {
    const files = await scopesOf(context, alertFile, scope, edition);
    return runSilence(client, { ...settings, selection: { ...selection, files }, clock: context.clock }, cancel);
  };
}

/**
 * silence: `until` (a date-time with a zone) or `duration` (`30m`, `2h`; default 1h), up to 30
 * days ahead. unsilence: `until` alone, optional — only silences that end by then are cleared.
 */
export function readUntil(input: Inputs, action: SilenceSettings['action'], now: number): SilenceSettings['until'] {
  const untilText = input.text('until');
  // alerts.unsilence ends silences now: it takes no duration, and reads none (as it reads no other operation's input).
  const durationText = action === 'silence' ? input.text('duration') : '';
  if (untilText && durationText) throw new InputError(msg`${theInputs('until')} and ${named('duration')} are exclusive: set one.`);
  if (untilText) {
    const at = parseZonedDateTime(untilText);
    if (at === undefined)
      throw new InputError(msg`${theInput('until')} must be a date and time with a time zone, e.g. \`2026-12-01T18:00:00Z\`; got \`${untilText}\`.`);
    if (action === 'silence' && at <= now) throw new InputError(msg`${theInput('until')} (${untilText}) has passed: a silence must end in the future.`);
    if (action === 'silence' && at - now > LONGEST_SILENCE_MS)
      throw new InputError(msg`${theInput('until')} (${untilText}) is more than ${formatDuration(LONGEST_SILENCE_MS)} ahead; silence for at most that.`);
    return { at };
  }
  if (action === 'unsilence') return undefined;
  if (!durationText) return { forMs: DEFAULT_SILENCE_MS };
  const ms = parseDuration(durationText);
  if (ms === undefined || ms < 60_000 || ms > LONGEST_SILENCE_MS) {
    throw new InputError(
      msg`${theInput('duration')} must be a duration from 1m to ${formatDuration(LONGEST_SILENCE_MS)} (e.g. \`30m\`, \`2h\`); got \`${durationText}\`.`,
    );
  }
  return { forMs: ms };
}
