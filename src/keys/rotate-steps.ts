// keys.rotate, the report's rows: one per step, as planned (a dry run shows exactly these); the
// apply (./rotate-apply.ts) fills in each row's outcome as it goes.
import { describeScope } from '../github/secrets.js';
import { suffixOf, type RotationPlan, type SecretTarget } from './rotate.js';

export type StepStatus = 'ok' | 'planned' | 'created' | 'updated' | 'failed' | 'deleted' | 'restored' | 'kept' | 'skipped' | 'not attempted';

export interface StepRow {
  step: string;
  status: StepStatus;
  detail: string;
}

/** The rows of the report, by step (the report lists them in this order). */
export interface StepRows {
  read: StepRow;
  create: StepRow;
  verify: StepRow;
  /** One per secret, in the order of `plan.secrets`. */
  store: [StepRow, StepRow];
  retire: StepRow;
}

export function plannedSteps(plan: RotationPlan): StepRow[] {
  return inOrder(stepRows(plan));
}

export function inOrder(r: StepRows): StepRow[] {
  return [r.read, r.create, r.verify, ...r.store, r.retire];
}

export function stepRows(plan: RotationPlan): StepRows {
  const old = plan.oldKey;
  const ips = plan.create.ipAccessList.map((e) => e.source);
  const where = describeScope(plan.scope);
  const store = (t: SecretTarget): StepRow => ({
    step: `Store ${t.name}`,
    status: 'planned',
    detail:
      `the new key ${t.holds === 'id' ? 'id' : 'secret'}, sealed with the public key of ${where}; ` +
      (t.before ? 'replaces the current value' : 'creates the secret') +
      (t.access
        ? `; visibility ${t.access.visibility}${t.access.visibility === 'selected' ? ` (${plural(t.access.selectedRepositoryIds?.length ?? 0, 'repository', 'repositories')})` : ''}`
        : '') +
      '; then reads its metadata back',
  });
  return {
    read: {
      step: 'Read old key',
      status: 'ok',
      detail: `${old.name || '(unnamed)'} (${suffixOf(old)})${plan.oldIsKeyInUse ? ', the key in use' : ''}: roles ${plan.roles}; IP access list ${ips.join(', ')}; expires ${old.expireAt || 'never'}`,
    },
    create: { step: 'Create new key', status: 'planned', detail: `${plan.create.name}: ${copies(plan)}` },
    verify: {
      step: 'Verify new key',
      status: 'planned',
      detail: 'reads the organization with the new credentials, retrying for up to ~30 s while the key propagates',
    },
    store: [store(plan.secrets[0]), store(plan.secrets[1])],
    retire: {
      step: 'Retire old key',
      status: plan.keepsEarlierExpiry ? 'skipped' : 'planned',
      detail: plan.keepsEarlierExpiry
        ? `it already expires at ${plan.keepsEarlierExpiry}, before a grace of ${plan.graceHours} h would end: left as it is`
        : `expireAt = now + ${plan.graceHours} h (PATCH, nothing else changed; it stays enabled, and is not deleted: jobs already queued hold the old secret)`,
    },
  };
}

export function copies(plan: RotationPlan): string {
  const n = plan.create.ipAccessList.length;
  return (
    `the same roles (${plan.create.assignedRoleIds ? 'assignedRoleIds' : 'legacy roles'}) and IP access list (${plural(n, 'entry', 'entries')}), ` +
    `sent explicitly; expires ${plan.create.expireAt ?? 'never'}`
  );
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
