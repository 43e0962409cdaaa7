import type { ObservabilityClient } from '../api/client.js';
import type { Edition } from '../api/types.js';
import type { Inputs } from '../inputs.js';
import type { Report } from '../report/model.js';
import type { Log } from '../util/log.js';
import type { Redactor, Secrets } from '../util/redact.js';

export interface OperationContext {
  inputs: Inputs;
  client: ObservabilityClient;
  /** The run's redactor, for what an operation writes itself (an exported file). */
  redactor: Redactor;
  /** Reads one input by its action.yml name: for inputs only one operation has. */
  read: (name: string) => string;
  log: Log;
  /** Masks and redacts a secret received mid-run, in every spelling, before anything else is written. */
  addSecrets: (secrets: Secrets) => void;
}

/** What an operation hands back to `main`, which renders and publishes it. */
export interface OperationResult {
  /** JSON-serialisable; becomes the `result` output. */
  result: unknown;
  changed: boolean;
  report: Report;
  /** Extra step outputs (`plan`, `failed`, `deleted`, …), already strings. */
  outputs?: Record<string, string>;
  /** Set when the step must fail; the report is still published. */
  failure?: string;
}

/**
 * One operation. `run` validates everything it was given (inputs, files) before its first
 * write, throwing InputError / FileProblemsError with nothing sent.
 */
export interface Operation {
  name: string;
  /** Editions that have this operation; others are refused before any request. */
  editions: readonly Edition[];
  /** Managed edition: organization-level operations need no `service-id`. Default `service`. */
  scope?: 'organization' | 'service';
  /** Why the edition lacks it and what to do instead (shown when refused). */
  unsupportedHint?: Partial<Record<Edition, string>>;
  run(ctx: OperationContext): Promise<OperationResult>;
}
