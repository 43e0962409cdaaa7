// Whether a saved search's filter renders as exactly one facet in HyperDX's search sidebar — the rule
// the server applies to filters written through the API: a `type: 'sql'` condition that is a single
// `<column> IN (…)`, `<column> NOT IN (…)` or numeric `<column> BETWEEN <n> AND <n>`, with nothing else
// ANDed or ORed to it at the top level. The sidebar reads conditions back with a lenient parser
// (it picks out what it understands and ignores the rest); a filter passes only when that parse finds
// one column, re-emits one clause, and dropped no conjunct.

export type SavedFilter = Record<string, unknown>;

/**
 * Walks `text` and calls `visit(i)` at each character outside single-quoted strings (both `''` and
 * backslash escapes) and outside parentheses. `visit` returns how many characters to skip, or true to stop.
 */
function scanTopLevel(text: string, visit: (i: number) => number | boolean | undefined): void {
  let inString = false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" && !escapedByBackslashes(text, i)) {
      if (inString && text[i + 1] === "'") {
        i++;
        continue;
      }
      inString = !inString;
      continue;
    }
    if (inString) continue;
    if (ch === '(') {
      depth++;
      continue;
    }
    if (ch === ')') {
      if (depth > 0) depth--;
      continue;
    }
    if (depth > 0) continue;
    const r = visit(i);
    if (r === true) return;
    if (typeof r === 'number') i += r;
  }
}

function escapedByBackslashes(s: string, i: number): boolean {
  let n = 0;
  for (let j = i - 1; j >= 0 && s[j] === '\\'; j--) n++;
  return n % 2 === 1;
}

const at = (text: string, i: number, word: string) => text.slice(i, i + word.length).toUpperCase() === word;

function hasTopLevel(text: string, words: string[], chars = ''): boolean {
  let found = false;
  scanTopLevel(text, (i) => {
    if (chars.includes(text.charAt(i)) || words.some((w) => at(text, i, w))) {
      found = true;
      return true;
    }
    return undefined;
  });
  return found;
}

/** [before, after] around the first top-level `word`, or undefined. */
function splitTopLevel(text: string, word: string): [string, string] | undefined {
  let out: [string, string] | undefined;
  scanTopLevel(text, (i) => {
    if (!at(text, i, word)) return undefined;
    out = [text.slice(0, i), text.slice(i + word.length)];
    return true;
  });
  return out;
}

function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  scanTopLevel(text, (i) => {
    if (!at(text, i, ' AND ')) return undefined;
    parts.push(text.slice(from, i));
    from = i + 5;
    return 4;
  });
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function countTopLevelAnd(text: string): number {
  let n = 0;
  scanTopLevel(text, (i) => {
    if (!at(text, i, ' AND ')) return undefined;
    n++;
    return 4;
  });
  return n;
}

/** The values of an IN list: split on top-level-of-string commas, blanks dropped. */
function listValues(list: string): string[] {
  const values: string[] = [];
  let current = '';
  let inString = false;
  for (let i = 0; i < list.length; i++) {
    const ch = list.charAt(i);
    if (ch === "'" && !escapedByBackslashes(list, i)) {
      if (inString && list[i + 1] === "'") {
        current += "''";
        i++;
        continue;
      }
      inString = !inString;
    } else if (!inString && ch === ',') {
      if (current.trim()) values.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) values.push(current.trim());
  return values;
}

interface Facet {
  included: number;
  excluded: number;
  range: boolean;
}

/** The sidebar's reading of one condition: facets by column key. */
function readFacets(condition: string): Map<string, Facet> {
  const facets = new Map<string, Facet>();
  const facet = (key: string) => {
    let f = facets.get(key);
    if (!f) {
      f = { included: 0, excluded: 0, range: false };
      facets.set(key, f);
    }
    return f;
  };
  if (hasTopLevel(condition, [' BETWEEN '])) {
    const m = /^(.+?)\s+BETWEEN\s+(.+?)\s+AND\s+(.+?)$/i.exec(condition);
    if (m) {
      const [, column = '', lo = '', hi = ''] = m; // all three groups are mandatory
      if (Number.isFinite(Number(lo.trim())) && Number.isFinite(Number(hi.trim()))) facet(column.trim()).range = true;
      return facets;
    }
  }
  for (const part of topLevelParts(condition)) {
    if (hasTopLevel(part, [' OR '], '=<>')) continue;
    const exclude = hasTopLevel(part, [' NOT IN ']);
    if (!exclude && !hasTopLevel(part, [' IN '])) continue;
    const split = splitTopLevel(part, exclude ? ' NOT IN ' : ' IN ');
    if (!split) continue;
    const list = split[1].trim();
    const inner = list.startsWith('(') && list.endsWith(')') ? list.slice(1, -1) : list;
    const f = facet(split[0].trim());
    const n = listValues(inner).length;
    if (exclude) f.excluded += n;
    else f.included += n;
  }
  return facets;
}

export function isRenderableFilter(filter: SavedFilter): boolean {
  if (filter.type !== 'sql' || typeof filter.condition !== 'string') return false;
  const condition = filter.condition;
  const facets = [...readFacets(condition).entries()];
  const only = facets[0];
  if (facets.length !== 1 || !only) return false;
  const [key, f] = only;
  // A real column key holds no bare boolean keyword (`col NOT BETWEEN …` reads as key `col NOT`).
  if (/\b(?:NOT|AND|OR)\b/i.test(key)) return false;
  const clauses = (f.included > 0 ? 1 : 0) + (f.excluded > 0 ? 1 : 0) + (f.range ? 1 : 0);
  if (clauses !== 1) return false;
  return countTopLevelAnd(condition) === (f.range ? 1 : 0);
}

/** A filter's identity for "unchanged from the stored saved search". */
export function filterKey(f: SavedFilter): string {
  return f.type === 'sql_ast' ? JSON.stringify(['sql_ast', f.operator, f.left, f.right]) : JSON.stringify([f.type, f.condition]);
}
