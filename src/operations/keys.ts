import { ApiError } from '../api/errors.js';
import { refuseIfMightBeInUse } from '../keys/in-use.js';
import { KEY_LIST_COLUMNS, keyListRow } from '../keys/list.js';
import { dryRun, requireId } from './body.js';
import { organization } from './capabilities.js';
import type { Operation } from './types.js';

const SELF_HOSTED_HINT =
  'Self-hosted API keys are personal: each user rotates theirs in Team Settings → API Keys. Organization keys exist only on the managed edition.';

export const keysList: Operation = {
  name: 'keys.list',
  needs: 'organization',
  scope: 'organization',
  inputs: [],
  unsupportedHint: { 'self-hosted': SELF_HOSTED_HINT },
  prepare:
    () =>
    async ({ client, connection }) => {
      const keys = await organization(client).listKeys();
      return {
        result: keys,
        changed: false,
        report: {
          title: 'keys.list',
          outcome: 'success',
          headline: `${keys.length} API keys (at most 100 per organization)`,
          table: { columns: KEY_LIST_COLUMNS, rows: keys.map((k) => keyListRow(k, connection.keyId)) },
        },
      };
    },
};

export const keysDelete: Operation = {
  name: 'keys.delete',
  needs: 'organization',
  scope: 'organization',
  inputs: ['id', 'dry-run'],
  unsupportedHint: { 'self-hosted': SELF_HOSTED_HINT },
  prepare(input) {
    const id = requireId(input, 'keys.delete', 'uuid');
    const dry = dryRun(input);
    return async ({ client, connection }) => {
      const org = organization(client);
      // Read first: the in-use rule needs the key's suffix, and a dry run shows what would go.
      const key = await org.getKey(id);
      const report = (headline: string) => ({
        title: 'keys.delete',
        outcome: 'success' as const,
        headline,
        table: { columns: KEY_LIST_COLUMNS, rows: [keyListRow(key, connection.keyId)] },
      });
      refuseIfMightBeInUse(key, connection.keyId, 'delete');
      if (dry) {
        return { result: { dryRun: true, wouldDelete: key }, changed: true, report: report(`Dry run: would delete key ${key.name ?? id}`) };
      }
      try {
        await org.deleteKey(id);
      } catch (e) {
        if (e instanceof ApiError && e.status === 400) {
          throw new Error(
            `The server refused to delete key ${key.name ?? id} (400: ${e.serverMessage}). ` + 'A key cannot delete itself: run this with another key.',
          );
        }
        throw e;
      }
      return { result: { deleted: key }, changed: true, report: report(`Deleted key ${key.name ?? id} (…${key.keySuffix ?? ''})`) };
    };
  },
};
