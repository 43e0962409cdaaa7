import { describe, expect, it } from 'vitest';
import { decide } from '../../src/keys/policy.ts';
import { buildKeysReport, KEY_COLUMNS, keyCells } from '../../src/keys/report.ts';

const NOW = Date.parse('2026-08-20T12:00:00Z');
const DAY = 86_400_000;
const ago = (d: number): string => new Date(NOW - d * DAY).toISOString();

describe('keys report', () => {
  const [d] = decide(
    [
      {
        id: '9b8c7d6e-0000-4000-8000-000000000001',
        name: 'contractor-2025',
        state: 'enabled',
        keySuffix: 'x9Qa',
        createdAt: ago(200),
        usedAt: ago(15),
        expireAt: ago(10),
      },
    ],
    { staleAfterDays: 90, include: [], exclude: [], mode: 'delete', keyIdInUse: 'AAAAAAAAAAAAAAAA0001' },
    NOW,
  );

  it('shows dates as YYYY-MM-DD with the age in days, the suffix only, and the decision with its reason', () => {
    expect(KEY_COLUMNS).toEqual(['Key', 'Suffix', 'State', 'Created', 'Last used', 'Expires', 'Decision', 'Reason']);
    expect(keyCells({ decision: d!, outcome: 'deleted', reason: d!.reason }, NOW)).toEqual([
      'contractor-2025',
      '…x9Qa',
      'enabled',
      '2026-02-01 (200d ago)',
      '2026-08-05 (15d ago)',
      '2026-08-10 (expired 10d ago)',
      'deleted',
      'expired 10 days ago',
    ]);
  });

  it('writes never / — for missing dates and the future for a pending expiry', () => {
    const cells = keyCells(
      {
        decision: { key: { id: 'x', expireAt: new Date(NOW + 3 * DAY).toISOString() }, action: 'keep', code: 'unknown-age', reason: 'r' },
        outcome: 'kept',
        reason: 'r',
      },
      NOW,
    );
    expect(cells.slice(0, 6)).toEqual(['(unnamed)', '—', '—', '—', 'never', '2026-08-23 (in 3d)']);
  });

  it('counts rows by decision', () => {
    const r = buildKeysReport({
      rows: [
        { decision: d!, outcome: 'would delete', reason: 'x' },
        { decision: d!, outcome: 'kept', reason: 'y' },
        { decision: d!, outcome: 'kept', reason: 'z' },
      ],
      now: NOW,
      mode: 'delete',
      dryRun: true,
      outcome: 'success',
      headline: 'h',
      notes: [],
    });
    expect(r.counts).toEqual({ 'would delete': 1, kept: 2 });
    expect(r.title).toBe('Key hygiene (delete, dry run)');
  });
});
