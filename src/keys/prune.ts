import type { OrganizationApi } from '../api/client.js';
import { ApiError, TransportError } from '../api/errors.js';
import type { ApiKey } from '../api/types.js';
import type { OperationResult } from '../report/model.js';
import { actionNamer, msg, named, type InputNamer, type Message } from '../util/input-error.js';
import { mightBeInUse, refuseIfMightBeInUse } from './in-use.js';
import { decide, type KeyPolicy } from './policy.js';
import { buildKeysReport, suffix, type KeyOutcome, type KeyRow } from './report.js';

export interface PruneSettings {
  /** The policy; its `keyIdInUse` is the key id the run authenticates with. */
  policy: KeyPolicy;
  /** Most keys removed in one run; over it, none is. */
  maxDeletions: number;
  dryRun: boolean;
  /** How a failure names an input to this user (default: the action's words). */
  nameInput?: InputNamer;
}

/**
 * keys.prune: decides for every key of the organization (./policy.ts), then deletes or disables
 * the stale ones, oldest first, unless that would be more than `maxDeletions` — never a key that
 * might be the one in use (./in-use.ts), checked again right before each write.
 */
export async function pruneKeys(org: OrganizationApi, settings: PruneSettings): Promise<OperationResult> {
  const { policy, maxDeletions } = settings;
  const keyId = policy.keyIdInUse;

  const keys = await org.listKeys();
  const now = Date.now();
  const decisions = decide(keys, policy, now);
  const removals = decisions.filter((d) => d.action === 'remove');
  // The cap counts what would go, dry run included: a scheduled dry run over the cap fails too.
  const capExceeded = removals.length > maxDeletions;
  const verb = policy.mode === 'delete' ? 'delete' : 'disable';
  const done: KeyOutcome = policy.mode === 'delete' ? 'deleted' : 'disabled';

  const all: KeyRow[] = decisions.map((d) => ({
    decision: d,
    outcome: d.action === 'protect' ? 'protected' : 'kept',
    reason: d.reason,
  }));
  const toRemove = all.filter((r) => r.decision.action === 'remove');
  for (const row of toRemove) {
    if (capExceeded) row.reason = `${row.reason}; held back: cap exceeded`;
    else if (settings.dryRun) row.outcome = `would ${verb}`;
  }

  const refused = capExceeded || settings.dryRun ? undefined : await removeEach(org, settings, toRemove);

  const count = (o: KeyOutcome): number => all.filter((r) => r.outcome === o).length;
  const failed = all.filter((r) => r.outcome === 'failed');
  const removed = count(done);
  const rest = `${count('protected')} protected, ${count('kept')} kept`;

  const { headline, failure } = verdictOf({ keys, settings, removals: removals.length, capExceeded, failed, removed, rest, refused });

  const inUse = inUseNote(keys, keyId);
  const notes = policyNotes(settings, inUse.text);

  return {
    result: {
      operation: 'keys.prune',
      mode: policy.mode,
      dryRun: settings.dryRun,
      staleAfterDays: policy.staleAfterDays,
      maxDeletions,
      capExceeded,
      /** Keys actually deleted (or disabled, in disable mode); 0 in a dry run. */
      deleted: removed,
      failed: failed.length,
      keys: all.map((r) => ({
        id: r.decision.key.id,
        name: r.decision.key.name,
        keySuffix: r.decision.key.keySuffix,
        state: r.decision.key.state,
        createdAt: r.decision.key.createdAt,
        usedAt: r.decision.key.usedAt ?? null,
        expireAt: r.decision.key.expireAt ?? null,
        decision: r.outcome,
        code: r.decision.code,
        reason: r.reason,
      })),
    },
    // Like every operation: a dry run reports what it would change.
    changed: removed > 0 || all.some((r) => r.outcome.startsWith('would ')),
    report: buildKeysReport({
      rows: all,
      now,
      mode: policy.mode,
      dryRun: settings.dryRun,
      outcome: failure ? 'failure' : inUse.warning ? 'warning' : 'success',
      headline,
      notes,
    }),
    outputs: { deleted: String(removed) },
    failure,
  };
}

/**
 * Deletes (or disables) the stale keys, filling in each row's outcome; answers the 401/403 that
 * stopped it, if one did.
 */
async function removeEach(org: OrganizationApi, settings: PruneSettings, toRemove: readonly KeyRow[]): Promise<ApiError | undefined> {
  const { policy } = settings;
  const keyId = policy.keyIdInUse;
  const verb = policy.mode === 'delete' ? 'delete' : 'disable';
  const done: KeyOutcome = policy.mode === 'delete' ? 'deleted' : 'disabled';
  // One by one, oldest first: the client paces requests within the rate limit, and a failure
  // (a 400 refusing one key, say) is recorded against that key without stopping the others.
  // A 401/403 is about the credential, not the key: every later call would fail alike, so stop.
  let refused: ApiError | undefined;
  for (const row of toRemove) {
    const d = row.decision;
    if (refused) {
      row.reason = `${d.reason}; not attempted: the API refused the credential (${refused.status})`;
      continue;
    }
    try {
      // The policy already keeps it; checked again right before the write, whatever the policy did.
      refuseIfMightBeInUse(d.key, keyId, verb);
      if (policy.mode === 'delete') await org.deleteKey(d.key.id);
      else await org.updateKey(d.key.id, { state: 'disabled' });
      row.outcome = done;
    } catch (e) {
      // Listed a moment ago, now 404: gone already — typically our own DELETE, committed before its
      // answer was lost and re-sent by the client. The goal is reached.
      if (policy.mode === 'delete' && e instanceof ApiError && e.status === 404) {
        row.outcome = done;
        row.reason = `${d.reason}; already gone`;
        continue;
      }
      row.outcome = 'failed';
      row.reason = `${d.reason}; ${verb} failed: ${describe(e)}`;
      if (e instanceof ApiError && (e.status === 401 || e.status === 403)) refused = e;
    }
  }
  return refused;
}

interface Tally {
  keys: readonly ApiKey[];
  settings: PruneSettings;
  /** How many keys the policy would remove. */
  removals: number;
  capExceeded: boolean;
  failed: readonly KeyRow[];
  removed: number;
  /** `n protected, m kept`. */
  rest: string;
  refused: ApiError | undefined;
}

/** The report's headline and, when the run failed, why. */
function verdictOf(t: Tally): { headline: string; failure?: string } {
  const { keys, settings, removals, capExceeded, failed, removed, rest, refused } = t;
  const { policy, maxDeletions } = settings;
  const inUserWords = (text: Message): string => text.render(settings.nameInput ?? actionNamer);
  const keyId = policy.keyIdInUse;
  const verb = policy.mode === 'delete' ? 'delete' : 'disable';
  const done: KeyOutcome = policy.mode === 'delete' ? 'deleted' : 'disabled';
  // The rule keeps every key without a suffix; with none at all, hygiene cannot work here: say so loudly.
  const noSuffixAnywhere = keys.length > 0 && keys.every((k) => mightBeInUse(k, keyId) === 'no-suffix');
  let headline: string;
  let failure: string | undefined;
  if (noSuffixAnywhere) {
    headline = `No listed key carries a keySuffix, so none can be told apart from the key in use: nothing ${settings.dryRun ? 'would be' : 'was'} ${verb}d.`;
    failure =
      `${headline} The API answered keys without the optional \`keySuffix\` field (the last 4 characters of each key id), ` +
      inUserWords(
        msg`which keys.prune needs to recognise the key this workflow runs with. Delete stale keys by hand in the Cloud console, or with \`keys.delete\` and an explicit ${named('id')}.`,
      );
  } else if (capExceeded) {
    headline = `${removals} keys are stale, more than max-deletions (${maxDeletions}): nothing ${settings.dryRun ? 'would be' : 'was'} ${verb}d.`;
    failure =
      `${removals} keys would be ${verb}d, more than max-deletions (${maxDeletions}); nothing was ${verb}d. ` +
      inUserWords(
        msg`Review the report, then raise ${named('max-deletions')} or narrow ${named('include')} / ${named('exclude')} / ${named('stale-after-days')}.`,
      );
  } else if (settings.dryRun) {
    headline = `Dry run: would ${verb} ${plural(removals, 'stale key')}; ${rest}. Nothing was sent.`;
  } else if (failed.length > 0) {
    headline = `${capital(done)} ${removed} of ${plural(removals, 'stale key')}; ${failed.length} failed; ${rest}.`;
    failure =
      `Could not ${verb} ${plural(failed.length, 'key')}: ` +
      failed.map((r) => `${r.decision.key.name || '(unnamed)'} (${suffix(r.decision.key)})`).join(', ') +
      (refused
        ? `. The API refused the credential (${refused.status} ${refused.serverMessage || '(empty body)'}); the other keys were not attempted.` +
          (refused.hintText ? ` ${inUserWords(refused.hintText)}` : '')
        : '. See the report for each error.');
  } else if (removals === 0) {
    headline = `No stale keys; ${rest}.`;
  } else {
    headline = `${capital(done)} ${plural(removed, 'stale key')}; ${rest}.`;
  }
  return { headline, failure };
}

/** The policy as the report states it, what protected the key in use, and what disabling means. */
function policyNotes(settings: PruneSettings, inUse: string): string[] {
  const { policy, maxDeletions } = settings;
  const notes = [
    `Policy: stale after ${policy.staleAfterDays} days without use (never-used keys by creation date; expired keys are stale); ` +
      `include ${policy.include.length ? policy.include.map((p) => `"${p}"`).join(', ') : 'all'}; ` +
      `exclude ${policy.exclude.length ? policy.exclude.map((p) => `"${p}"`).join(', ') : 'none'}; ` +
      `max-deletions ${maxDeletions}; mode ${policy.mode}.`,
  ];
  notes.push(inUse);
  if (policy.mode === 'disable') {
    notes.push('Disabled keys stop authenticating at once and can be re-enabled in the console; delete them in a later run with `mode: delete`.');
  }
  return notes;
}

/** Names the protected keys by suffix only: the key id in use is never shown beyond its last 4 characters. */
function inUseNote(keys: readonly ApiKey[], keyId: string): { text: string; warning: boolean } {
  const mine = keys.filter((k) => mightBeInUse(k, keyId) === 'suffix-match');
  const unknown = keys.filter((k) => mightBeInUse(k, keyId) === 'no-suffix').length;
  const tail = `…${keyId.slice(-4)}`;
  const kept = unknown > 0 ? ` ${unknown} key(s) without keySuffix kept: they cannot be told apart from the key in use.` : '';
  if (unknown > 0 && unknown === keys.length) return { text: `None of the ${unknown} listed keys carries a keySuffix: all are kept.`, warning: true };
  if (mine.length === 0) {
    const text = `Warning: no listed key has the suffix of key-id (${tail}); check that the credentials belong to this organization.${kept}`;
    return { text, warning: true };
  }
  const names = mine.map((k) => k.name || '(unnamed)').join(', ');
  const text =
    mine.length === 1
      ? `Key in use: ${tail} (${names}), protected.${kept}`
      : `Key in use: ${tail}; ${mine.length} keys share that suffix (${names}) and all are protected.${kept}`;
  return { text, warning: unknown > 0 };
}

function describe(e: unknown): string {
  if (e instanceof ApiError) return `${e.status} ${e.serverMessage || '(empty body)'}`;
  if (e instanceof TransportError && e.outcomeUnknown) return `${e.message} (outcome unknown: check the key list)`;
  return e instanceof Error ? e.message : String(e);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
