import { compileNameFilter } from '../util/name-filter.js';
import { pruneKeys, type PruneSettings } from '../keys/prune.js';
import { InputError, msg, theInput } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { dryRun } from './body.js';
import { organization } from './capabilities.js';
import { KEYS_PRUNE } from './meta.js';
import type { Operation } from './types.js';

export const keysPrune: Operation = {
  ...KEYS_PRUNE,
  prepare(input) {
    const settings = readPruneInputs(input);
    return async ({ client, connection, context }) => {
      // The key in use is known by the connection's `key-id`: without it no key could be told apart from it.
      if (connection.keyId.length < 4) throw new InputError(msg`${theInput('key-id')} is required for keys.prune (it identifies the key in use).`);
      return pruneKeys(organization(client), { ...settings, nameInput: context.nameInput, policy: { ...settings.policy, keyIdInUse: connection.keyId } });
    };
  },
};

/** keys.prune's inputs; defaults from action.yml (`max-deletions` 5: a hygiene run should never clear an org). */
function readPruneInputs(given: Inputs): Omit<PruneSettings, 'policy'> & { policy: Omit<PruneSettings['policy'], 'keyIdInUse'> } {
  const input = given.of(KEYS_PRUNE.name);
  const policy = {
    staleAfterDays: input.number('stale-after-days', { min: 0 }),
    include: input.list('include'),
    exclude: input.list('exclude'),
    mode: input.oneOf('mode', ['delete', 'disable'] as const),
  };
  compileNameFilter(policy.include, policy.exclude);
  return { policy, maxDeletions: input.number('max-deletions', { min: 0, integer: true }), dryRun: dryRun(input) };
}
