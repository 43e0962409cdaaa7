import { describe, expect, it } from 'vitest';
import { QueryError } from '../../src/resources/charts/errors.ts';
import { compileFilter } from '../../src/resources/charts/filter.ts';
import { fixtureTable } from './fixture.ts';
import { parseLucene } from '../../src/resources/charts/lucene.ts';

const table = fixtureTable();
/** Indexes of fixture rows matching `where`. */
function matching(where: string): number[] {
  const p = compileFilter(parseLucene(where), table);
  return table.rows.flatMap((row, i) => (p(row) ? [i] : []));
}

describe('lucene parser', () => {
  it('parses fields, phrases, ranges and boolean structure', () => {
    expect(parseLucene('')).toEqual({ kind: 'all' });
    expect(parseLucene('a:b "x y" -c:d')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'term', field: 'a', value: 'b', quoted: false },
        { kind: 'term', field: null, value: 'x y', quoted: true },
        { kind: 'not', node: { kind: 'term', field: 'c', value: 'd', quoted: false } },
      ],
    });
    expect(parseLucene('a:1 OR b:2 c:3')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'term', field: 'a', value: '1', quoted: false },
        {
          kind: 'and',
          nodes: [
            { kind: 'term', field: 'b', value: '2', quoted: false },
            { kind: 'term', field: 'c', value: '3', quoted: false },
          ],
        },
      ],
    });
    expect(parseLucene('Duration:>=300')).toEqual({ kind: 'compare', field: 'Duration', op: '>=', value: '300' });
    expect(parseLucene('Duration:{1 TO 5}')).toEqual({ kind: 'between', field: 'Duration', lo: '1', hi: '5', inclusive: false });
    expect(parseLucene('S:(a OR b)')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'term', field: 'S', value: 'a', quoted: false },
        { kind: 'term', field: 'S', value: 'b', quoted: false },
      ],
    });
    expect(parseLucene('Body:a\\:b')).toEqual({ kind: 'term', field: 'Body', value: 'a:b', quoted: false });
  });

  it.each([
    ['ServiceName:(api', 'unbalanced parenthesis'],
    ['ServiceName:api)', 'unbalanced parenthesis'],
    ['Body:"open', 'unterminated quoted string'],
    ['ServiceName:api AND', 'expected a term but end of query found'],
    ['OR x', 'unexpected operator OR'],
    ['Duration:[1 TO', 'unterminated range'],
    ['ServiceName:', 'expected a value after ServiceName:'],
  ])('rejects %j like a ClickHouse syntax error', (where, detail) => {
    expect(() => parseLucene(where)).toThrow(QueryError);
    expect(() => parseLucene(where)).toThrow(
      new RegExp(`^Code: 62\\. DB::Exception: Syntax error: failed at position \\d+ .*${detail.replace(/[()]/g, '\\$&')}`),
    );
  });
});

describe('lucene filter semantics', () => {
  it.each([
    ['', [0, 1, 2, 3, 4, 5, 6]],
    ['ServiceName:api', [0, 1, 3, 5]],
    ['ServiceName:"api"', [0, 1, 3, 5]],
    ['ServiceName:ap', []], // field:value is exact, not substring
    ['ServiceName:a*', [0, 1, 3, 5]],
    ['ServiceName:A?I', [0, 1, 3, 5]], // wildcards are case-insensitive (ILIKE)
    ['Code:500', [3]],
    ['Code:5*', [3, 4]],
    ['Duration:>=200', [1, 3, 5]],
    ['Duration:>300', [5]],
    ['Duration:<100', [2, 6]],
    ['Duration:<=100', [0, 2, 6]],
    ['Duration:[100 TO 200]', [0, 3, 4]],
    ['Duration:{100 TO 200}', [4]],
    ['render', [2, 4, 6]], // bare term: case-insensitive substring of Body
    ['"render ok"', [2, 6]],
    ['rend*', [2, 4, 6]],
    ['-ServiceName:api', [2, 4, 6]],
    ['NOT ServiceName:api AND Duration:<100', [2, 6]],
    ['ServiceName:api OR Code:504', [0, 1, 3, 4, 5]],
    ['ServiceName:api || Code:504', [0, 1, 3, 4, 5]],
    ['(ServiceName:web OR Code:500) Duration:>100', [3, 4]],
    ['ServiceName:(web OR api) AND -Body:*ok*', [1, 3, 4]],
    ['Body:*', [0, 1, 2, 3, 4, 5, 6]],
    ['Timestamp:>=1735689660000', [3, 4, 5, 6]],
    ['Timestamp:<"2025-01-01T00:00:15Z"', [0, 1]],
  ])('%j matches rows %j', (where, rows) => {
    expect(matching(where)).toEqual(rows);
  });

  it('fails like ClickHouse on unknown columns (names are case-sensitive) and unparsable numbers', () => {
    expect(() => matching('servicename:api')).toThrow(
      'Code: 47. DB::Exception: Unknown expression identifier `servicename` in scope SELECT. (UNKNOWN_IDENTIFIER)',
    );
    expect(() => matching('Duration:>abc')).toThrow(/Cannot parse string 'abc' as UInt64/);
  });
});
