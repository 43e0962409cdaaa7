import { describe, expect, it } from 'vitest';
import { parseBacktestWindow } from '../../src/alerts/backtest/window.ts';

describe('backtest-window', () => {
  it('defaults to 7d, takes `off`, and durations from 1h to 30d inclusive', () => {
    expect(parseBacktestWindow('')).toEqual({ text: '7d', ms: 7 * 86_400_000 });
    expect(parseBacktestWindow('off')).toBe('off');
    expect(parseBacktestWindow('1h')).toEqual({ text: '1h', ms: 3_600_000 });
    expect(parseBacktestWindow('30d')).toEqual({ text: '30d', ms: 30 * 86_400_000 });
    expect(parseBacktestWindow('59m')).toEqual({ problem: '59m is outside 1h … 30d' });
    expect(parseBacktestWindow('31d')).toEqual({ problem: '31d is outside 1h … 30d' });
    expect(parseBacktestWindow('a week')).toMatchObject({ problem: expect.stringContaining('not a duration') as unknown });
  });
});
