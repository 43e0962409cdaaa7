// The noise guard's refusal: it names the first noisy alerts and counts the rest, however many trip it.
import { describe, expect, it } from 'vitest';
import { NOISY_NAMED, noiseRefusal } from '../../src/alerts/noise.ts';

describe('noiseRefusal', () => {
  const settings = { window: { text: '7d', ms: 7 * 86_400_000 }, maxFirings: 3 };

  it(`names ${NOISY_NAMED} noisy alerts and counts the others`, () => {
    const noisy = Array.from({ length: 50 }, (_, i) => `"alert ${String(i)}" would have fired 9 times`);
    const text = noiseRefusal({ details: new Map(), notes: [], noisy, requests: 1 }, settings, undefined) ?? '';
    expect(text).toMatch(
      /^Backtest: "alert 0" would have fired 9 times; .*"alert 4" would have fired 9 times \(and 45 more alerts\) in the last 7d, more than/,
    );
    expect(text).not.toContain('"alert 5"');
  });

  it('names every noisy alert when they are few', () => {
    const text = noiseRefusal({ details: new Map(), notes: [], noisy: ['"a" would have fired 9 times'], requests: 1 }, settings, undefined) ?? '';
    expect(text).toMatch(/^Backtest: "a" would have fired 9 times in the last 7d, more than `backtest-max-firings` \(3\); nothing was sent/);
  });
});
