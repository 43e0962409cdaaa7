// The environment variables an exported stack file names for its secrets. The server never gives
// a secret back in a form a file may hold (a webhook's URL is answered, a password is not): the
// file says `{ env: WEBHOOK_ONCALL_URL }` and the report lists what each variable stands for, so a
// team maps it from `secrets.*` before the first sync. Never a value: only names are derived here.
import type { SecretRef, StackKind } from './kinds/kind.js';

/** What one derived variable stands for (the report lists these; there is no value to list). */
export interface SecretVariable {
  variable: string;
  kind: StackKind;
  /** The object's name, as in the file. */
  object: string;
  field: string;
}

/** Longest derived name: the schema takes 256; a long object name is cut, the suffix kept. */
const MAX = 200;

/** "oncall-slack" → "ONCALL_SLACK", "queryParams" → "QUERY_PARAMS", "Café" → "CAFE": `[A-Z0-9_]` only. */
export function upperSnake(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** KIND_NAME_FIELD, each part upper snake case; never empty, never starting with a digit. */
export function variableBase(singular: string, object: string, field: string): string {
  const kind = upperSnake(singular);
  const tail = upperSnake(field);
  const room = Math.max(0, MAX - kind.length - tail.length - 2);
  const name = upperSnake(object).slice(0, room).replace(/_+$/, '');
  const base = [kind, name, tail].filter(Boolean).join('_') || 'SECRET';
  return /^[0-9]/.test(base) ? `S_${base}` : base;
}

/**
 * Names the variables of one file: the same (kind, object, field) gets the same name; a name
 * another one already took gets `_2`, `_3`… The names an object asks for are held apart until its
 * entry is kept (`commit`), so an object left out lists no variable and takes no name.
 */
export class SecretNames {
  private readonly taken = new Set<string>();
  private readonly byKey = new Map<string, SecretVariable>();
  readonly variables: SecretVariable[] = [];

  /** A namer for one object's entry; `commit` keeps its names, `drop` gives them back. */
  forObject(kind: StackKind, singular: string): { secretRef: (object: string, field: string) => SecretRef; commit: () => void; drop: () => void } {
    const pending: SecretVariable[] = [];
    const secretRef = (object: string, field: string): SecretRef => {
      const key = JSON.stringify([kind, object, field]);
      const known = this.byKey.get(key) ?? pending.find((v) => JSON.stringify([v.kind, v.object, v.field]) === key);
      if (known) return { env: known.variable };
      const base = variableBase(singular, object, field);
      const inUse = (n: string) => this.taken.has(n) || pending.some((v) => v.variable === n);
      let variable = base;
      for (let i = 2; inUse(variable); i++) variable = `${base}_${i}`;
      pending.push({ variable, kind, object, field });
      return { env: variable };
    };
    return {
      secretRef,
      commit: () => {
        for (const v of pending) {
          this.taken.add(v.variable);
          this.byKey.set(JSON.stringify([v.kind, v.object, v.field]), v);
          this.variables.push(v);
        }
        pending.length = 0;
      },
      drop: () => void (pending.length = 0),
    };
  }
}
