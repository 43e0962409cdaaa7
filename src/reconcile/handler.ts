// A resource kind, as the engine sees it. Each kind (alerts/, dashboards/) keeps its file format,
// its name resolution, its validation and its own report rows, and implements this: how its
// writes go out (apply.ts) and where a write's echo is reported (echo.ts). The plan itself is the
// kind's (plan.ts gives its shape, fingerprint.ts its fingerprint, guards.ts its refusals).
import type { Outcome, Writer } from './apply.js';
import type { EchoPlace } from './echo.js';
import type { WriteKind } from './plan.js';

export interface Handler<A extends { action: WriteKind; name: string; id?: string }, L> extends Writer<A, L> {
  /** Where the echo of a write is reported, or undefined when its entry is not in the files. */
  echoPlace: (o: Outcome<A>) => EchoPlace | undefined;
}
