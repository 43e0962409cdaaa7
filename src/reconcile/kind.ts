// A kind, as the one run (run.ts) sees it — grizzly's handler, changesets' package: the run loops
// over the kinds of its registry and knows none of them. Each kind (the stack's configuration
// kinds, src/stack/kind.ts; dashboards, src/dashboards/kind.ts; alerts, src/alerts/kind.ts) keeps
// its file format, its planner, its writes and its rows of the report, and hands the run its part
// of the one plan through this contract.
import type { ObservabilityClient } from '../api/client.js';
import type { Edition, ResourceKind, ServerObjects } from '../api/types.js';
import type { InputNamer } from '../util/input-error.js';
import type { LocatedYaml } from '../util/yaml.js';
import type { Outcome, Writer } from './apply.js';
import type { EchoPlace } from './echo.js';
import type { Phased, Referring } from './phases.js';
import type { WriteKind } from './plan.js';
import type { Ids } from './ref.js';
import type { ReportPart } from './report.js';

/** Each kind's objects as the run sees them: as listed, or as the plan so far leaves them. */
export type World = { [K in ResourceKind]?: ServerObjects[K] };

/** A JSON object: a live object as listed, a body as sent. */
export type Json = Record<string, unknown>;

/** One file of the run, read and parsed once (files.ts): every kind reads its section of it. */
export interface RunFile {
  /** The path users know (relative to the workspace). */
  file: string;
  /** The input that named it: which kinds read it. */
  input: string;
  /** The `scope` input (wins over the file's own `scope:`), and the default when neither is set. */
  scopes: { scope: string; defaultScope: string };
  /** The parsed file, values substituted; file-level problems (syntax, values, scope) are its own. */
  yaml: LocatedYaml;
  /** Several kinds read it (a stack file): each reads only its own keys (files.ts, `sectionOf`). */
  shared: boolean;
}

/** An object a live object names: its kind, its id, and where the naming object names it (`channels[1]`). */
export interface Use {
  kind: ResourceKind;
  id: string;
  at: string;
}

/** What the run asks of every kind, whatever it plans. */
export interface RunSettings {
  prune: boolean;
  dryRun: boolean;
  /** How a message names an input to this user. */
  nameInput: InputNamer;
}

/** What a kind's run is given. */
export interface KindContext {
  client: ObservabilityClient;
  edition: Edition;
  settings: RunSettings;
  /** The one registry of ids the creates answer: every write resolves the refs of its body through it. */
  ids: Ids;
  /** The run's clock (epoch ms): the engine reads no clock of its own. */
  now: number;
  /** Step-debug lines. */
  debug: (message: string) => void;
}

/** A kind of the registry. */
export interface Kind extends Referring {
  /** Its key in the `plan` and `applied` outputs and the fingerprint of a run of several kinds. */
  key: string;
  /**
   * Resource kinds whose deletion would leave one of its live objects naming nothing (an alert's
   * webhook): listed for the reference check when a plan deletes one (references.ts). What the
   * server deletes with the object (a dashboard's tile alerts) is not among them.
   */
  names: readonly ResourceKind[];
  /** What an object of one of its resource kinds (as listed, or a body) names, among `names`. */
  uses(kind: ResourceKind, object: Json): Use[];
  /** How an object of one of its resource kinds is named to people ("alert", "saved search"). */
  singular(kind: ResourceKind): string;
  /** A run of this kind. */
  start(ctx: KindContext): KindRun;
}

/** A section read: its problems, and how many entries it declares (an empty file with `prune`). */
export interface Section {
  file: string;
  yaml: LocatedYaml;
  count: number;
}

/** One kind in one run: its sections of the run's files, then its part of the plan. */
export interface KindRun {
  /** Reads this kind's section of a file (nothing when the file has none). Problems land in the section. */
  read(file: RunFile): void;
  readonly sections: readonly Section[];
  /** The resource kinds it lists to plan its sections: its own, and what they name. */
  lists(): ResourceKind[];
  /**
   * Its part of the plan, against the objects as listed (`listed`) and as the kinds planned before
   * it leave them (`world`). Reads nothing: every problem lands in its sections.
   */
  plan(listed: World, world: World): Promise<Part>;
}

/** One write of the run's plan: the kind it is of (its key) and what the kind's writer needs to send it. */
export interface KindWrite {
  kind: string;
  action: WriteKind;
  name: string;
  id?: string;
}

/** An object a part deletes. */
export interface Deleted {
  kind: ResourceKind;
  id: string;
  name: string;
}

/** A kind's part of the one plan: the union the run holds is tagged by `key`. */
export interface Part extends Phased<KindWrite> {
  readonly key: string;
  readonly writes: readonly KindWrite[];
  /** Objects as this part leaves them (creates under refs), for the kinds planned after it. */
  readonly leaves: World;
  /** Lists it needs now that it is planned (the alerts a dashboard write can delete). */
  wants?(listed: World): ResourceKind[];
  /** Completes the part with them. */
  complete?(listed: World): void;
  /**
   * Checks that read and never write (a dry run's server validation, backtests), problems landing in
   * its sections; `clean`: no file of the run has an error so far. Notes for the report.
   */
  check?(clean: boolean): Promise<string[]>;
  /** Its files and the scope each manages. */
  scopes(): Array<{ file: string; scope: string }>;
  /** What its creates and updates send, for the reference check (references.ts): what the objects will name. */
  readonly changed: ReadonlyArray<{ kind: ResourceKind; id?: string; name: string; body: Json }>;
  /** What it deletes. */
  readonly deleted: readonly Deleted[];
  /** What it deletes, counted for `max-deletions` ("2 dashboards", "1 tile alert their writes delete"). */
  readonly deletions: ReadonlyArray<{ count: number; noun: string }>;
  /** Refusals only this kind can make (tile alerts lost without prune, the noise guard). */
  refusals(): string[];
  readonly fingerprint: { full: string; short: string };
  /** Its `plan` output. */
  json(): unknown;
  readonly writer: Writer<KindWrite>;
  /** Where a write's echo is reported (a warning at the entry's line). */
  echoPlace(o: Outcome<KindWrite>): EchoPlace | undefined;
  /** Its rows of the `applied` output (its own order: the plan's, or the order sent). */
  applied(outcomes: ReadonlyArray<Outcome<KindWrite>>): Array<Record<string, unknown>>;
  /** Its writes that failed, said as this kind says them; `alone`: the run has no other kind. */
  failures(outcomes: ReadonlyArray<Outcome<KindWrite>>, alone: boolean): string | undefined;
  /** Its part of the report. */
  report(opts: { dryRun: boolean; outcomes?: ReadonlyArray<Outcome<KindWrite>> }): ReportPart;
}
