import picomatch from 'picomatch';
import { InputError, msg, theInput } from './input-error.js';

/** Why a name (a key, a dashboard) was or was not selected by `include` / `exclude`. */
export type NameMatch = { selected: true } | { selected: false; reason: 'excluded' | 'not-included'; pattern?: string };

export type NameFilter = (name: string | undefined) => NameMatch;

// Key names are labels, not paths: `*` must cross `/` (bash), a leading `.` is an ordinary
// character (dot), and a Windows runner must match like a Linux one (windows: false).
// strictBrackets turns an unbalanced `{`/`[`/`(` into an error instead of a pattern that
// silently matches nothing — a typo in `exclude` must not quietly unprotect a key.
const BASE = { bash: true, dot: true, windows: false, strictBrackets: true } as const;

/**
 * Compiles the name globs once, throwing InputError for a malformed pattern (before any request).
 * `include` empty means every key; `exclude` wins over `include`. `include` is case-sensitive;
 * `exclude` ignores case, so a miscased protection still protects ("when in doubt, keep").
 * A key without a name is treated as the empty name: selected only when `include` is empty
 * or holds `*` / `**`, and excluded only by `*` / `**`.
 */
export function compileNameFilter(include: readonly string[], exclude: readonly string[]): NameFilter {
  const inc = include.map((p) => compile(p, 'include', false));
  const exc = exclude.map((p) => compile(p, 'exclude', true));

  return (name) => {
    const hit = exc.find((m) => m.test(name));
    if (hit) return { selected: false, reason: 'excluded', pattern: hit.pattern };
    if (inc.length > 0 && !inc.some((m) => m.test(name))) return { selected: false, reason: 'not-included' };
    return { selected: true };
  };
}

interface Matcher {
  pattern: string;
  test(name: string | undefined): boolean;
}

const MATCH_ALL = new Set(['*', '**']);

function compile(pattern: string, input: 'include' | 'exclude', nocase: boolean): Matcher {
  let isMatch: (s: string) => boolean;
  try {
    isMatch = picomatch(pattern, { ...BASE, nocase });
  } catch (e) {
    throw new InputError(msg`${theInput(input)}: pattern \`${pattern}\` is not a valid glob: ${(e as Error).message}`);
  }
  return {
    pattern,
    test: (name) => (name === undefined || name === '' ? MATCH_ALL.has(pattern) : isMatch(name)),
  };
}
