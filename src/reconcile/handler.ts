// How a kind's writes go out (apply.ts) and where a write's echo is reported (echo.ts), in the
// kind's own action type: the stack's configuration kinds (stack/handler.ts), dashboards and alerts.
// A kind's part of the run's plan (kind.ts) hands its handler to the loop through tagged.ts.
import type { Outcome, Writer } from './apply.js';
import type { EchoPlace } from './echo.js';
import type { WriteKind } from './plan.js';

export interface Handler<A extends { action: WriteKind; name: string; id?: string }, L> extends Writer<A, L> {
  /** Where the echo of a write is reported, or undefined when its entry is not in the files. */
  echoPlace: (o: Outcome<A>) => EchoPlace | undefined;
}
