import type { Report } from './model.js';

/** Secrets shorter than this are not redacted (they would blank out ordinary words). */
const MIN_SECRET = 6;

/**
 * A copy of the report with every secret we were given replaced by `***`, in every string. The
 * runner masks registered secrets in the log, but the summary, comment and file are ours to guard
 * (an API error that echoes the key must not land in a PR comment).
 */
export function redactReport(report: Report, secrets: string[]): Report {
  const list = [...new Set(secrets.filter((s) => s && s.length >= MIN_SECRET))].sort((a, b) => b.length - a.length);
  if (list.length === 0) return report;
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return list.reduce((s, secret) => s.split(secret).join('***'), value);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k) as string, scrub(v)]));
    }
    return value;
  };
  return scrub(report) as Report;
}
