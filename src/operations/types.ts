import type { ObservabilityClient } from '../api/client.js';
import type { Capability } from '../api/editions.js';
import type { Edition } from '../api/types.js';
import type { InputName } from '../generated/action-inputs.js';
import type { GitData, Repository } from '../github/git-data.js';
import type { SecretScope, SecretsClient } from '../github/secrets.js';
import type { VariableAnswer } from '../stack/credential-guard.js';
import type { OperationResult } from '../report/model.js';
import type { InputNamer } from '../util/input-error.js';
import type { Inputs } from '../util/inputs.js';
import type { Cancellation } from '../util/cancel.js';
import type { Log } from '../util/log.js';
import type { Redactor, Secrets } from '../util/redact.js';
import type { Workspace } from '../util/workspace.js';
import type { Connection } from './connection.js';

/**
 * What the engine knows of where it runs, handed to it by its front end (the action from its
 * runner's environment, the command line from its flags, directory and environment): the engine
 * reads no environment variable and no working directory of its own (test/architecture.test.ts).
 * `root` and `repository` are the Workspace's.
 */
export interface RunContext extends Workspace {
  /** The only variables the engine reads, each for a stated use. */
  readonly env: RunEnvironment;
  /** How an input is named to this user (the action: "Input `api-key`"; the command line: "`--api-key`"), in every message that names one. */
  readonly nameInput: InputNamer;
  /**
   * The value of an environment variable a stack file names as a secret (`{ env: NAME }`), read by
   * that name only, when the file is read; absent: no variable is readable (secrets are unset).
   * A value holding one of the run's own credentials is withheld (`{ credential: true }`): the
   * front end knows them (stack/credential-guard.ts).
   */
  readonly secretVariable?: (name: string) => VariableAnswer;
  /** The time now (epoch ms): the engine reads no clock of its own (a backtest ends at it; tests give a fixed one). */
  readonly clock: () => number;
}

/** The environment the engine may read: GitHub's facts about the run, nothing else. */
export interface RunEnvironment {
  /** The organization keys.rotate writes org secrets to (else the repository's owner). */
  readonly GITHUB_REPOSITORY_OWNER?: string;
  /** GitHub's REST API (GitHub Enterprise Server), for the secrets keys.rotate writes; default https://api.github.com. */
  readonly GITHUB_API_URL?: string;
  /** GitHub's GraphQL API, for the token's identity (whose pull requests are ours); default `<GITHUB_API_URL>/graphql`. */
  readonly GITHUB_GRAPHQL_URL?: string;
  /** The ref the run checked out (`refs/heads/main`): the branch stack.pull proposes into unless `base-branch` says. */
  readonly GITHUB_REF?: string;
  /** The pull request of the event (a `pull_request` run), and whether it is closed: live previews follow it. */
  readonly pullRequest?: { number: number; closed: boolean };
}

/** What a front end lets operations do beyond the API and the log. */
export interface FrontEnd {
  /** Where the run is: workspace, repository, the environment it may read. */
  context: RunContext;
  log: Log;
  /** The run's redactor, for what an operation writes itself (an exported file). */
  redactor: Redactor;
  /** Masks and redacts a secret received mid-run (a key the run created), in every spelling, before anything else is written. */
  addSecrets: (secrets: Secrets) => void;
  github: GitHubAccess;
  /** SIGINT / SIGTERM, for an operation that must finish or undo a half-done step before it stops. */
  cancel: Cancellation;
  /**
   * The process ends with the run (the action, the command line): the client's connections are
   * left to its exit instead of closed. Idle ones do not hold a process open (undici unrefs them),
   * and a graceful close costs every run ~10 ms of CPU and a round trip to the server (`npm run
   * bench` c). Absent: closed when the run ends, as a caller that goes on (a test) needs.
   */
  endsWithProcess?: boolean;
}

/** GitHub, as the front end reaches it (the action: `@actions/github`). */
export interface GitHubAccess {
  /**
   * A client for the Actions secrets of `scope`, with `token` (`apiUrl`: GITHUB_API_URL), each
   * request with `timeoutMs`, idempotent ones retried `maxRetries` times through transient failures.
   */
  secrets(token: string, scope: SecretScope, opts: { apiUrl: string; timeoutMs: number; maxRetries: number }): Promise<SecretsClient>;
  /**
   * The Git database and pull requests of `repository` with `token` (stack.pull's pull requests),
   * and the login the token writes as (GraphQL `viewer`; `github-actions[bot]` when refused).
   */
  gitData(
    token: string,
    repository: Repository,
    opts: { apiUrl: string; graphqlUrl?: string; timeoutMs: number; maxRetries: number },
  ): Promise<{ git: GitData; login: () => Promise<string> }>;
}

/** What a prepared operation runs with. */
export interface OperationContext extends FrontEnd {
  client: ObservabilityClient;
  /** The connection the client was made from: edition, the key id in use, the organization, its settings. */
  connection: Connection;
}

export type { OperationResult };

/** An operation whose inputs are read and checked: it only has to run. */
export type Prepared = (ctx: OperationContext) => Promise<OperationResult>;

/**
 * A prepared operation that needs no API (`needs: 'none'`): it runs with what the front end gives,
 * no connection is read (no key, no URL) and no client is made, so it cannot send a request.
 */
export interface PreparedOffline {
  offline: (ctx: FrontEnd) => Promise<OperationResult>;
}

/**
 * One operation. `prepare` reads the operation's own inputs (no other) and checks them, throwing
 * InputError before any request; `run` then validates what it reads (files) before its first
 * write, throwing InputError / FileProblemsError with nothing sent.
 */
export interface Operation {
  name: string;
  /** What it needs from the API; editions without it are refused before any request (api/editions.ts). `none`: its `prepare` gives a PreparedOffline. */
  needs: Capability;
  /** Managed edition: organization-level operations need no `service-id`. Default `service`. */
  scope?: 'organization' | 'service';
  /** Why an edition lacks it and what to do instead (shown when refused). */
  unsupportedHint?: Partial<Record<Edition, string>>;
  /** The input naming the file the operation reads or writes (the CLI's `--file`). */
  fileInput?: InputName;
  /**
   * The inputs it reads besides the connection's (CONNECTION_INPUTS): the flags its command takes
   * and lists in `--help`. One that reads `dry-run` writes. Unset: every input may apply.
   */
  inputs?: readonly InputName[];
  prepare(input: Inputs, env: { edition: Edition; context: RunContext }): Prepared | PreparedOffline | Promise<Prepared | PreparedOffline>;
}
