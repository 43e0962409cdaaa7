import { ApiError } from '../api/errors.js';
import type { ApiKey } from '../api/types.js';
import { requireId } from './body.js';
import { mightBeInUse, refuseIfMightBeInUse } from '../keys/in-use.js';
import type { Operation } from './types.js';

const SELF_HOSTED_HINT =
  'Self-hosted API keys are personal: each user rotates theirs in Team Settings → API Keys. Organization keys exist only on the managed edition.';

const day = (iso: unknown): string => (typeof iso === 'string' && iso ? iso.slice(0, 10) : '—');

function keyRow(key: ApiKey, keyId: string): string[] {
  return [
    key.name ?? '',
    key.keySuffix ? `…${key.keySuffix}` : '',
    key.state ?? '',
    day(key.createdAt),
    day(key.usedAt),
    key.expireAt ? day(key.expireAt) : 'never',
    inUseCell(key, keyId),
  ];
}

function inUseCell(key: ApiKey, keyId: string): string {
  const why = mightBeInUse(key, keyId);
  return why === 'suffix-match' ? 'yes' : why === 'no-suffix' ? 'cannot tell' : '';
}

const KEY_COLUMNS = ['Key', 'Suffix', 'State', 'Created', 'Last used', 'Expires', 'In use'];

export const keysList: Operation = {
  name: 'keys.list',
  editions: ['managed'],
  scope: 'organization',
  unsupportedHint: { 'self-hosted': SELF_HOSTED_HINT },
  async run({ client, inputs }) {
    const keys = await client.organization!.listKeys();
    return {
      result: keys,
      changed: false,
      report: {
        title: 'keys.list',
        outcome: 'success',
        headline: `${keys.length} API keys (at most 100 per organization)`,
        table: { columns: KEY_COLUMNS, rows: keys.map((k) => keyRow(k, inputs.keyId)) },
      },
    };
  },
};

export const keysDelete: Operation = {
  name: 'keys.delete',
  editions: ['managed'],
  scope: 'organization',
  unsupportedHint: { 'self-hosted': SELF_HOSTED_HINT },
  async run({ client, inputs }) {
    const id = requireId(inputs, 'keys.delete', 'uuid');
    const org = client.organization!;
    // Read first: the in-use rule needs the key's suffix, and a dry run shows what would go.
    const key = await org.getKey(id);
    const report = (headline: string) => ({
      title: 'keys.delete',
      outcome: 'success' as const,
      headline,
      table: { columns: KEY_COLUMNS, rows: [keyRow(key, inputs.keyId)] },
    });
    refuseIfMightBeInUse(key, inputs.keyId, 'delete');
    if (inputs.dryRun) {
      return { result: { dryRun: true, wouldDelete: key }, changed: true, report: report(`Dry run: would delete key ${key.name ?? id}`) };
    }
    try {
      await org.deleteKey(id);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) {
        throw new Error(
          `The server refused to delete key ${key.name ?? id} (400: ${e.serverMessage}). ` +
            'A key cannot delete itself: run this with another key.',
        );
      }
      throw e;
    }
    return { result: { deleted: key }, changed: true, report: report(`Deleted key ${key.name ?? id} (…${key.keySuffix ?? ''})`) };
  },
};
