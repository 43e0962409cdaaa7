import { ApiError } from '../api/errors.js';
import type { Report } from '../report/model.js';
import { checkId } from '../util/ids.js';
import { InputError, msg, named, theInput, theInputs } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import { dryRun } from './body.js';
import { organization } from './capabilities.js';
import type { Operation, OperationContext, OperationResult } from './types.js';

export const byocDelete: Operation = {
  name: 'byoc.delete',
  needs: 'organization',
  scope: 'organization',
  inputs: ['byoc-infrastructure-id', 'id', 'confirm', 'dry-run'],
  unsupportedHint: {
    'self-hosted': 'BYOC infrastructure belongs to a ClickHouse Cloud organization; use `edition: managed`.',
  },
  prepare(input) {
    const target = readTarget(input);
    return (ctx) => runByocDelete(ctx, target);
  },
};

interface Target {
  id: string;
  dryRun: boolean;
}

function readTarget(input: Inputs): Target {
  const id = targetId(input.text('byoc-infrastructure-id'), input.text('id'));
  // Deleting BYOC infrastructure tears down a cloud account's whole deployment: the id must be
  // typed twice, and a mismatch stops the run before any request.
  const confirm = input.text('confirm');
  if (confirm !== id) {
    throw new InputError(
      msg`${theInput('confirm')} must repeat the BYOC infrastructure id \`${id}\` to delete it${confirm ? `; got \`${confirm}\`.` : '; it is empty.'}`,
    );
  }
  return { id, dryRun: dryRun(input) };
}

async function runByocDelete({ client, connection }: OperationContext, { id, dryRun }: Target): Promise<OperationResult> {
  const org = organization(client);
  const where = `organization ${connection.organizationId}`;

  if (dryRun) {
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
    throw new InputError(msg`${theInputs('byoc-infrastructure-id')} and ${named('id')} disagree; set one.`);
  }
  const value = byocId || id;
  if (!value) throw new InputError(msg`byoc.delete needs ${named('byoc-infrastructure-id')} (the BYOC infrastructure id).`);
  // The Cloud contract declares the path parameter a UUID (docs/contract.md §15).
  return checkId(value, byocId ? 'byoc-infrastructure-id' : 'id', 'uuid');
}

function result(id: string, decision: 'deleted' | 'would delete' | 'failed', headline: string, server?: string): OperationResult {
  const report: Report = {
    title: 'BYOC infrastructure delete',
    outcome: decision === 'failed' ? 'failure' : 'success',
    headline,
    table: { columns: ['BYOC infrastructure', 'Decision'], rows: [[id, decision]] },
    notes: [
      ...(server ? [`Server said: ${server}`] : []),
      ...(decision === 'deleted' ? ['Teardown continues on the ClickHouse Cloud side after this call; follow its state in the console.'] : []),
    ],
  };
  return {
    result: { operation: 'byoc.delete', id, decision, dryRun: decision === 'would delete' },
    changed: decision === 'would delete',
    report,
    outputs: { deleted: decision === 'deleted' ? '1' : '0' },
  };
}
