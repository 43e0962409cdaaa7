// The values of a test series, as promtool writes them: a window's value per token, expanded.
// `_` is a window without data (no row in the engine's query), so it is `null` here.

/** Windows one series may hold: a week of 1-minute windows and more, while a typo like `1x1e9` is refused. */
export const MAX_WINDOWS = 20_000;

/**
 * Values all the test series of one run may hold together (every file of the `test-file` glob): a
 * file of many short lines like `{ group: g1, values: 0x19999 }` would otherwise expand 10 MB into
 * billions of values. A million is some fifty groups of a week of 5-minute windows, each replayed.
 */
export const MAX_VALUES = 1_000_000;

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
const STEP = String.raw`(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
const TOKEN = new RegExp(String.raw`^(?:(_)(?:x(\d+))?|(${NUMBER})(?:([+-])(${STEP}))?(?:x(\d+))?)$`);

/**
 * `"0 1+1x3 _ 7x2 _x2"` → [0, 1, 2, 3, 4, null, 7, 7, 7, null, null]; a list of numbers and `_`
 * as given; a number (YAML reads `values: 5` so) is one window. A string: why it is not values (the token at fault), or too many windows.
 */
export function expandValues(raw: number | string | ReadonlyArray<number | string>): Array<number | null> | string {
  if (typeof raw === 'number') return [raw];
  if (typeof raw !== 'string') return raw.map((v) => (typeof v === 'number' ? v : null));
  const out: Array<number | null> = [];
  for (const token of raw.trim().split(/\s+/)) {
    const m = TOKEN.exec(token);
    if (!m) return `\`${token}\` is not a value: write a number, \`_\` (no data), \`a+bxn\`, \`a-bxn\`, \`axn\` or \`_xn\``;
    const [, blank, blankTimes, start, sign, step, times] = m;
    // promtool: `_xn` is n windows without data, `a+bxn` is n+1 values (a, then n steps).
    const count = blank ? Number(blankTimes ?? 1) : times === undefined ? 1 : Number(times) + 1;
    if (sign !== undefined && times === undefined)
      return `\`${token}\` is not a value: a step (\`${sign}${step ?? ''}\`) needs a count, as in \`${start ?? ''}${sign}${step ?? ''}x5\``;
    if (out.length + count > MAX_WINDOWS) return `more than ${MAX_WINDOWS} windows in one series`;
    const first = Number(start);
    const delta = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(step);
    for (let i = 0; i < count; i++) out.push(blank ? null : first + i * delta);
  }
  return out;
}
