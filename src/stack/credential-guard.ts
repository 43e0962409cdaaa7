// How a front end answers the stack's secret references (RunContext.secretVariable). A module of
// its own: every run builds the guard, only a stack run with references loads the rest of
// ./secrets.ts.
import type { Redactor } from '../util/redact.js';

/**
 * A front end's answer for a variable a stack file names (RunContext.secretVariable): its value
 * (undefined: unset), or — the value withheld — that it holds one of the run's own credentials.
 */
export type VariableAnswer = string | undefined | { readonly credential: true };

/**
 * RunContext.secretVariable for a front end: the variable's value from `read`, withheld when it
 * holds, in any spelling the run's redactor knows (Bearer, Base64, JSON, URL-encoded…), one of the
 * run's own credentials — whatever the variable is called.
 */
export function credentialGuard(read: (name: string) => string | undefined, redactor: Pick<Redactor, 'holdsCredential'>): (name: string) => VariableAnswer {
  return (name) => {
    const value = read(name);
    return value && redactor.holdsCredential(value) ? { credential: true } : value;
  };
}
