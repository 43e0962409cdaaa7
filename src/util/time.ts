const ZONED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * An ISO 8601 date-time with a time zone (`2026-12-01T18:00:00Z`, `2026-12-01T19:00+01:00`) as
 * epoch milliseconds; undefined for anything else: no zone (whose zone would it be?), a date the
 * calendar lacks (30 February, hour 24), an offset beyond ±23:59.
 */
export function parseZonedDateTime(text: string): number | undefined {
  const m = ZONED.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(local);
  const real =
    back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && back.getUTCHours() === h && h < 24 && mi < 60 && s < 60;
  const offsetH = Number(m[10] ?? 0);
  const offsetM = Number(m[11] ?? 0);
  if (!real || offsetH > 23 || offsetM > 59) return undefined;
  const offset = (m[9] === '-' ? -1 : 1) * (offsetH * 60 + offsetM) * 60_000;
  return local + Math.floor(Number(m[7] ?? 0) * 1000) - offset;
}

/** `2026-12-01 18:00 UTC`: a time for people, to the minute (seconds when it has them). */
export function formatUtc(ms: number): string {
  const iso = new Date(ms).toISOString();
  const seconds = iso.slice(17, 19) === '00' ? '' : iso.slice(16, 19);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds} UTC`;
}
