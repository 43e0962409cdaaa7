// Unit tests of the pure parts of the dashboards engine (the sync itself is tested end to end in
// test/operations/dashboards-*.test.ts).
import { describe, expect, it } from 'vitest';
import { canonConfig, canonDashboard, snapshotOf } from '../../src/dashboards/canon.ts';
import { placeTiles } from '../../src/dashboards/layout.ts';
import { liveKeys } from '../../src/dashboards/match.ts';
import { ownerTag, ownershipOf } from '../../src/reconcile/owner.ts';
import { filePath } from '../../src/dashboards/validate.ts';

describe('dashboards engine', () => {
  it('names duplicate and empty live tile names as export does: `X (2)`, `Untitled`, never an existing name', () => {
    expect(liveKeys(['A', 'A', '', 'A (2)', 'A'])).toEqual(['A', 'A (3)', 'Untitled', 'A (2)', 'A (4)']);
    expect(liveKeys(['A', 'B'])).toEqual(['A', 'B']);
  });

  it('auto-layout: after the placed tiles, two per row, 12 × 4, in file order', () => {
    expect(placeTiles([{}, { x: 0, y: 0, w: 24, h: 6 }, {}, {}])).toEqual([
      { x: 0, y: 6, w: 12, h: 4 },
      { x: 0, y: 0, w: 24, h: 6 },
      { x: 12, y: 6, w: 12, h: 4 },
      { x: 0, y: 10, w: 12, h: 4 },
    ]);
  });

  it('ownership: ours, another scope’s (any obs-ops: tag, any case, or ours and another), unmarked', () => {
    const tag = ownerTag('acme/shop:.github/dashboards.yml');
    expect(tag).toMatch(/^obs-ops:[0-9a-f]{24}$/);
    expect(tag).toHaveLength(32);
    expect(ownershipOf(['x', tag], tag).kind).toBe('ours');
    expect(ownershipOf(['OBS-OPS:hand-typed'], tag).kind).toBe('other');
    expect(ownershipOf([tag, ownerTag('other')], tag).kind).toBe('other');
    expect(ownershipOf(['checkout'], tag).kind).toBe('unmarked');
  });

  it('canon drops what the server fills in on read, so the file and the read compare equal', () => {
    const read = {
      displayType: 'line',
      sourceId: 's',
      asRatio: false,
      fillNulls: true,
      select: [{ valueExpression: '', aggFn: 'count', where: '', whereLanguage: 'lucene', level: 0.5 }],
    };
    expect(canonConfig(read)).toEqual({ displayType: 'line', sourceId: 's', select: [{ aggFn: 'count' }] });
    // `showOperandSeries` only lives with formulas; a key the variant does not know stays (a write
    // carries it back, so it compares equal, and the plan shows it when a write would drop it).
    expect(canonConfig({ displayType: 'table', sourceId: 's', select: [], showOperandSeries: false, seriesLimit: 3 })).toEqual({
      displayType: 'table',
      sourceId: 's',
      select: [],
      seriesLimit: 3,
    });
    expect(
      canonDashboard({ name: 'D', tags: ['b', 'a', 'b'], filters: [], savedQuery: null, savedQueryLanguage: null, savedFilterValues: [], tiles: [] }),
    ).toEqual({ name: 'D', tags: ['a', 'b'], tiles: [] });
  });

  it('the changed-since-plan snapshot keeps ids and ignores tile order', () => {
    const t = (id: string) => ({ id, name: id, x: 0, y: 0, w: 1, h: 1, config: { displayType: 'markdown' } });
    expect(snapshotOf({ id: 'd', name: 'D', tiles: [t('a'), t('b')] })).toBe(snapshotOf({ id: 'd', name: 'D', tiles: [t('b'), t('a')] }));
    expect(snapshotOf({ id: 'd', name: 'D', tiles: [t('a')] })).not.toBe(snapshotOf({ id: 'd', name: 'D', tiles: [{ ...t('a'), id: 'z' }] }));
  });

  it('maps a server validation path to the file', () => {
    expect(filePath('tiles.2.config.sourceId')).toEqual(['tiles', 2, 'config', 'source']);
    expect(filePath('tiles.0.config.onClick.target.id')).toEqual(['tiles', 0, 'config', 'onClick', 'target']);
    expect(filePath('filters.1.appliesToSourceIds.0')).toEqual(['filters', 1, 'appliesToSources', 0]);
  });
});
