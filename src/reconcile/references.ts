// Never leave a reference dangling (issue 30): a plan that deletes an object some live object still
// names — a webhook in any channel of any alert, a saved search an alert evaluates, a source a
// dashboard or a saved search reads — is refused before anything is sent, naming what uses it,
// whether a file of the run manages it or not. It stands when the same plan deletes those objects
// too, or changes them so that they no longer name it. Pure: the run lists what it needs first.
import type { ResourceKind } from '../api/types.js';
import type { Deleted, Json, Use } from './kind.js';

/** An object as the plan leaves it: its kind, id and name, and the object (or the body a write sends). */
export interface Standing {
  kind: ResourceKind;
  id?: string;
  name: string;
  object: Json;
}

/** Users of one deleted object named in the refusal; the rest are counted. */
const SHOWN = 5;

/**
 * The refusal for the deletes that would leave a reference dangling, or undefined. `standing`:
 * every object the plan leaves (live ones as they will be, created ones); `uses`: what an object of
 * a kind names; `singular`: how a kind is named to people.
 */
export function danglingRefusal(
  deleted: readonly Deleted[],
  standing: readonly Standing[],
  uses: (kind: ResourceKind, object: Json) => readonly Use[],
  singular: (kind: ResourceKind) => string,
): string | undefined {
  if (deleted.length === 0) return undefined;
  const gone = new Map(deleted.map((d) => [`${d.kind}\u0000${d.id}`, d]));
  const users = new Map<Deleted, string[]>();
  for (const s of standing) {
    for (const u of uses(s.kind, s.object)) {
      const d = gone.get(`${u.kind}\u0000${u.id}`);
      if (!d) continue;
      const who = `${singular(s.kind)} "${s.name}"${s.id ? ` (id ${s.id})` : ''} in ${u.at}`;
      users.set(d, [...(users.get(d) ?? []), who]);
    }
  }
  if (users.size === 0) return undefined;
  const each = [...users].map(([d, who]) => {
    const shown = who.slice(0, SHOWN).join(', ');
    const more = who.length > SHOWN ? ` and ${who.length - SHOWN} more` : '';
    return `${singular(d.kind)} "${d.name}" (id ${d.id}) is still named by ${shown}${more}`;
  });
  return `The plan deletes what live objects still name: ${each.join('; ')}. Nothing was sent: change or delete those in the same plan (or by hand), or keep what they name.`;
}
