// The native pre-check of SecretIndex (a regular expression of the spellings' first characters,
// src/util/secret-matcher.ts) only skips texts that hold nothing to hide: differentially, an index
// with it and one without answer every text alike — what is hidden, where a cut may end, whether a
// credential is held — for random spellings (regular-expression characters, surrogate halves,
// spellings shorter than the tail length among them) added in bursts between texts made of their
// fragments.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SecretIndex, type Spelling } from '../../src/util/secret-matcher.ts';

const OPTS = { minRun: 8, minTail: 4 };
const CHARS = Array.from('abcAB01\\^$.*+?()[]{}|/-%= \n').concat(['\uD83D', '\uDE00', 'é']);
const text = (min: number, max: number) => fc.array(fc.constantFrom(...CHARS), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const spelling: fc.Arbitrary<Spelling> = fc.record({ text: text(1, 24), opaque: fc.boolean(), credential: fc.boolean() });

/** A text of the spellings' fragments (starts cut at any length, wholes, ends) and filler. */
function textOf(spellings: Spelling[]): fc.Arbitrary<string> {
  const pieces = fc.oneof(
    text(0, 12),
    ...(spellings.length === 0
      ? []
      : [
          // Its first characters, as many as a server that cut it left (the last piece: a tail a cut must avoid).
          fc.tuple(fc.constantFrom(...spellings), fc.nat(12)).map(([s, n]) => s.text.slice(0, n)),
          // Any stretch of it, the middle of a spelling included.
          fc.tuple(fc.constantFrom(...spellings), fc.nat(30), fc.nat(30)).map(([s, a, b]) => s.text.slice(Math.min(a, b) % 4, Math.max(a, b))),
        ]),
  );
  return fc.array(pieces, { maxLength: 8 }).map((ps) => ps.join(''));
}

describe('SecretIndex: the pre-check changes no answer', () => {
  it('redact, safeEnd and holdsCredential agree with and without it, across bursts of additions', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.array(spelling, { maxLength: 6 }), { minLength: 1, maxLength: 3 })
          .chain((bursts) => fc.tuple(fc.constant(bursts), fc.array(textOf(bursts.flat()), { minLength: 1, maxLength: 6 }))),
        ([bursts, texts]) => {
          const fast = new SecretIndex(OPTS);
          const plain = new SecretIndex({ ...OPTS, precheck: false });
          for (const burst of bursts) {
            fast.add(burst);
            plain.add(burst);
            for (const t of texts) {
              expect(fast.redact(t, '***')).toBe(plain.redact(t, '***'));
              expect(fast.safeEnd(t)).toBe(plain.safeEnd(t));
              expect(fast.holdsCredential(t)).toBe(plain.holdsCredential(t));
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('still hides a secret cut short, and keeps a cut from ending in its first characters', () => {
    const index = new SecretIndex(OPTS);
    index.add([{ text: 'k3y(s3cr3t)+value', opaque: true, credential: true }]);
    expect(index.redact('echo: k3y(s3cr3t) and more', '***')).toBe('echo: *** and more');
    expect(index.safeEnd('the log ends in k3y(')).toBe('the log ends in '.length);
    expect(index.redact('no secret here', '***')).toBe('no secret here');
    expect(index.holdsCredential('a k3y(s3cr3t)+value')).toBe(true);
  });
});
