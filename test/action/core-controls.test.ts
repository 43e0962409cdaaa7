import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core', () => ({ warning: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn(), setSecret: vi.fn() }));

import * as core from '@actions/core';
import { error, warning } from '../../src/action/core.js';

describe('action warnings and errors carry no control characters', () => {
  beforeEach(() => vi.clearAllMocks());

  it('removes ESC / CSI from a server text, keeping its lines', () => {
    warning('The new key \u001b[31mops\u009b2J: it could not be deleted\nsecond line');
    error('x\u0007y');
    expect(vi.mocked(core.warning).mock.calls[0]?.[0]).toBe('The new key [31mops2J: it could not be deleted\nsecond line');
    expect(vi.mocked(core.error).mock.calls[0]?.[0]).toBe('xy');
  });
});
