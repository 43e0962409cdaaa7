import { InputError, msg, named } from '../util/input-error.js';
import { STACK_SYNC } from './meta.js';
import { readDashboardSyncInputs, stackSource, sync } from './sync.js';
import type { Operation } from './types.js';

/** Reconciles stack file(s) with the server: every kind of the files in one plan, applied in dependency order. */
export const stackSync: Operation = {
  ...STACK_SYNC,
  prepare(given) {
    const input = given.of(STACK_SYNC.name);
    const stackFile = input.text('stack-file');
    if (!stackFile) throw new InputError(msg`stack.sync needs input ${named('stack-file')} (a path or a glob).`);
    const settings = readDashboardSyncInputs(input);
    return (ctx) => sync(ctx, settings, [stackSource(stackFile)], 'stack');
  },
};
