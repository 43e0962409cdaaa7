// A plan is computed once, shown, guarded and then applied (Terraform, changesets). Each action
// is one variant with exactly its fields: a write that needs a server id or a body has one by its
// type, so apply never re-checks a bag of optional fields at run time.

/** One field that differs: the live value and the desired one. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export type WriteKind = 'create' | 'update' | 'delete';
export type ActionKind = WriteKind | 'unchanged' | 'unmanaged';

/** What every action of a file's entry carries: which entry, of which file and scope, and why (for people). */
export interface Entry {
  name: string;
  file: string;
  scope: string;
  reason?: string;
}

/** Creates an object the server does not have yet; `body` is the complete write. */
export type Create<B, X = object> = Entry & X & { action: 'create'; body: B };
/** Replaces a live object (`id`); `changes` are what differs; an adoption's first change is its `owner`. */
export type Update<B, X = object> = Entry & X & { action: 'update'; id: string; changes: FieldChange[]; body: B };
/** Deletes an object the scope owns and its files no longer declare (`prune`). */
export type Delete<X = object> = Entry & X & { action: 'delete'; id: string };
export type Unchanged<X = object> = Entry & X & { action: 'unchanged'; id: string };
/** A live object no file of the run owns: left alone, listed. */
export interface Unmanaged {
  action: 'unmanaged';
  name: string;
  id: string;
  reason: string;
}

/**
 * One action of a kind's plan. `B`: the body a write sends; `C`, `U`, `D`, `N`: what the kind adds
 * to a create, an update, a delete and an unchanged entry (for its reports and its apply).
 */
export type PlanAction<B, C = object, U = object, D = object, N = object> = Create<B, C> | Update<B, U> | Delete<D> | Unchanged<N> | Unmanaged;

interface Acting {
  action: ActionKind;
}
export type WriteOf<A extends Acting> = Extract<A, { action: WriteKind }>;

export const isWrite = <A extends Acting>(a: A): a is WriteOf<A> => a.action === 'create' || a.action === 'update' || a.action === 'delete';

/** The server id a write acts on: none yet for a create. */
export const idOf = (a: { action: ActionKind; id?: string }): string | undefined => (a.action === 'create' ? undefined : a.id);
