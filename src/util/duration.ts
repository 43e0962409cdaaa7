const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * The one duration parser: a number and one unit (`30s`, `15m`, `1h`, `1d`, `500ms`, `1.5s`) →
 * milliseconds; undefined when malformed. File formats hold their durations to whole numbers
 * in their schemas; inputs such as `rate-limit` may use fractions.
 */
export function parseDuration(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text.trim());
  if (!m) return undefined;
  const ms = Number(m[1]) * (UNIT_MS[m[2] ?? ''] ?? NaN);
  return Number.isFinite(ms) ? ms : undefined; // 400 digits of seconds is no duration
}

/** Short form for reports: 90000 → "1m30s", 86400000 → "1d". */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0s';
  const parts: string[] = [];
  let rest = ms;
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
    ['ms', 1],
  ] as const) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  return parts.join('');
}
