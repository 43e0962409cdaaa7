// The streamed reader of a series answer (src/api/data-rows.ts) against JSON.parse: any JSON object
// with a `data` list, cut into chunks anywhere (inside a string, an escape, a multi-byte character),
// gives the same rows in the same order; anything else is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachDataItem } from '../../src/api/data-rows.js';

// A synchronous generator: `for await` takes any iterable, so the reader sees the chunks as a stream would give them.
function* chunks(bytes: Uint8Array, cuts: readonly number[]): Generator<Uint8Array> {
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const to = Math.min(bytes.length, Math.max(at, cut));
    yield bytes.subarray(at, to);
    at = to;
  }
  yield bytes.subarray(at);
}

async function read(text: string, cuts: readonly number[] = []): Promise<unknown[]> {
  const rows: unknown[] = [];
  await eachDataItem(chunks(new TextEncoder().encode(text), cuts), (row) => rows.push(row));
  return rows;
}

// Strings a group value can be: brackets, commas, quotes, escapes, `data` itself, and non-ASCII.
const tricky = fc.oneof(fc.string(), fc.constantFrom('a,b', '[', ']', '{"x":1}', '"', '\\', 'data', '"data":[', 'é€😀', '\u2028'));
const row = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ ts_bucket: fc.integer(), 'series_0.data': fc.double({ noNaN: true, noDefaultInfinity: true }), group: fc.array(tricky, { maxLength: 3 }) }),
);

describe('eachDataItem', () => {
  it('gives the rows JSON.parse gives, however the bytes are cut, with other fields around', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 30 }),
        fc.dictionary(
          fc.string().filter((k) => k !== 'data'),
          fc.jsonValue({ maxDepth: 2 }),
          { maxKeys: 3 },
        ),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        async (data, extra, dataFirst, cuts, bom) => {
          const body = dataFirst ? { data, ...extra } : { ...extra, data };
          const text = `${bom ? '\uFEFF' : ''} ${JSON.stringify(body, null, cuts.length % 2 === 0 ? 0 : 1)}\n`;
          const size = new TextEncoder().encode(text).length;
          expect(
            await read(
              text,
              cuts.map((c) => c % (size + 1)),
            ),
          ).toEqual(JSON.parse(JSON.stringify(data)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads an answer of many megabytes in slices, cut into small chunks', async () => {
    const data = Array.from({ length: 60_000 }, (_, i) => ({ ts_bucket: i, 'series_0.data': i / 7, group: [`svc,${i % 13}`, '"]}'] }));
    const text = JSON.stringify({ meta: [{ name: 'x' }], data, rows: data.length });
    const size = text.length;
    const cuts = Array.from({ length: 400 }, (_, i) => Math.floor((size * i) / 400) + (i % 7));
    const rows = await read(text, cuts);
    expect(rows.length).toBe(data.length);
    expect(rows[59_999]).toEqual(data[59_999]);
    expect(rows).toEqual(data);
  });

  it.each([
    ['a truncated answer', '{"data":[{"a":1},{"a":'],
    ['a truncated string', '{"data":[{"a":"x'],
    ['a list, not an object', '[{"data":[]}]'],
    ['no data field', '{"rows":[]}'],
    ['data that is not a list', '{"data":{"a":1}}'],
    ['two data fields', '{"data":[],"data":[]}'],
    ['an empty body', ''],
    ['a closing bracket too many', '{"data":[]}}'],
  ])('refuses %s', async (_what, text) => {
    await expect(read(text, [3])).rejects.toThrow();
  });
});
