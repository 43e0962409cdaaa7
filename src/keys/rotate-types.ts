import type { InputNamer } from '../util/input-error.js';
// keys.rotate, the apply's shapes: what it is given (ports, the credentials in use), what a run
// under way holds, and what it answers. Their own module because both the apply (rotate-apply.ts)
// and its undoing (rotate-undo.ts) read them, and the apply imports the undoing.
import type { OrganizationApi } from '../api/client.js';
import type { SecretsClient } from '../github/secrets.js';
import type { Log } from '../util/log.js';
import type { Secrets } from '../util/redact.js';
import type { RotationPlan } from './rotate.js';
import type { StepRow, StepRows } from './rotate-steps.js';

export interface RotationPorts {
  org: Pick<OrganizationApi, 'createKey' | 'updateKey' | 'deleteKey'>;
  /** One read with the new credentials; throws like any API call. */
  verify(keyId: string, keySecret: string): Promise<void>;
  secrets: Pick<SecretsClient, 'put' | 'get' | 'delete'>;
  /** Masks and redacts a secret; called the moment the new key's credentials arrive. */
  addSecrets: (secrets: Secrets) => void;
  log: Pick<Log, 'info' | 'warning'>;
  now(): number;
  /** Resolves after `ms`, or as soon as the run is cancelled. */
  sleep(ms: number): Promise<void>;
  /** `reason` is set (`SIGINT`) once the run is cancelled. */
  cancel: { readonly reason: string | undefined };
  /** How a failure names an input to this user (default: the action's words). */
  nameInput?: InputNamer;
}

/** What the secrets hold before the run, when the old key is the key in use (`key-id`, `key-secret`). */
export interface InUseCredentials {
  keyId: string;
  keySecret: string;
}

export interface NewKey {
  id: string;
  name: string;
  keySuffix: string;
}

export interface RotationOutcome {
  steps: StepRow[];
  newKey?: NewKey & { kept: boolean };
  /** The old key's new expiry, when it was set. */
  retiredAt?: string;
  /** The step failed: why, what was undone and what is left. */
  failure?: string;
  /** Succeeded but for retiring the old key. */
  warning?: string;
  /** The signal that cancelled the run (`SIGINT`), when one did. */
  cancelled?: string;
  changed: boolean;
}

/** A rotation under way: what every phase reads and the rows it fills in. */
export interface ApplyRun {
  plan: RotationPlan;
  ports: RotationPorts;
  inUse: InUseCredentials;
  steps: StepRow[];
  rows: StepRows;
  oldLabel: string;
}

/** The new key, as created and checked. */
export interface Created {
  key: NewKey;
  keyId: string;
  keySecret: string;
  /** `name (…suffix)`. */
  label: string;
}
