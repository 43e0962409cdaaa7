import { ApiError, InputError } from '../api/errors.js';
import type { Report } from '../report/model.js';
import { checkId } from '../util/ids.js';
import type { Operation, OperationContext, OperationResult } from './types.js';

export const byocDelete: Operation = {
  name: 'byoc.delete',
  editions: ['managed'],
  scope: 'organization',
  unsupportedHint: {
    'self-hosted': 'BYOC infrastructure belongs to a ClickHouse Cloud organization; use `edition: managed`.',
  },
  run: runByocDelete,
};

async function runByocDelete({ inputs, client }: OperationContext): Promise<OperationResult> {
  const id = targetId(inputs.byocInfrastructureId, inputs.id);
  // Deleting BYOC infrastructure tears down a cloud account's whole deployment: the id must be
  // typed twice, and a mismatch stops the run before any request.
  if (inputs.confirm !== id) {
    throw new InputError(
      `Input \`confirm\` must repeat the BYOC infrastructure id \`${id}\` to delete it` +
        (inputs.confirm ? `; got \`${inputs.confirm}\`.` : '; it is empty.'),
    );
  }
  const org = client.organization;
  if (!org) throw new InputError('byoc.delete needs the managed edition (organization API).');
  const where = `organization ${inputs.organizationId}`;

  if (inputs.dryRun) {
    return result(id, 'would delete', `Dry run: would delete BYOC infrastructure ${id} in ${where}. Nothing was sent.`);
  }
  try {
    await org.deleteByocInfrastructure(id);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) {
      const message = `BYOC infrastructure ${id} not found in ${where}.`;
      return { ...result(id, 'failed', message, e.serverMessage), failure: message };
    }
    throw e;
  }
  return {
    ...result(id, 'deleted', `Deleted BYOC infrastructure ${id} in ${where}.`),
    changed: true,
  };
}

/** `byoc-infrastructure-id` or, for the raw-operation style, `id`; both set must agree. */
function targetId(byocId: string, id: string): string {
  if (byocId && id && byocId !== id) {
    throw new InputError('Inputs `byoc-infrastructure-id` and `id` disagree; set one.');
  }
  const value = byocId || id;
  if (!value) throw new InputError('byoc.delete needs `byoc-infrastructure-id` (the BYOC infrastructure id).');
  // The Cloud contract declares the path parameter a UUID.
  return checkId(value, byocId ? 'byoc-infrastructure-id' : 'id', 'uuid');
}

function result(
  id: string,
  decision: 'deleted' | 'would delete' | 'failed',
  headline: string,
  server?: string,
): OperationResult {
  const report: Report = {
    title: 'BYOC infrastructure delete',
    outcome: decision === 'failed' ? 'failure' : 'success',
    headline,
    table: { columns: ['BYOC infrastructure', 'Decision'], rows: [[id, decision]] },
    notes: [
      ...(server ? [`Server said: ${server}`] : []),
      ...(decision === 'deleted'
        ? ['Teardown continues on the ClickHouse Cloud side after this call; follow its state in the console.']
        : []),
    ],
  };
  return {
    result: { operation: 'byoc.delete', id, decision, dryRun: decision === 'would delete' },
    changed: decision === 'would delete',
    report,
    outputs: { deleted: decision === 'deleted' ? '1' : '0' },
  };
}
