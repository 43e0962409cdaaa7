import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core', () => ({ warning: vi.fn(), error: vi.fn(), setFailed: vi.fn(), info: vi.fn(), debug: vi.fn(), setSecret: vi.fn() }));

import * as core from '@actions/core';
import { error, setFailed, warning } from '../../src/action/core.js';

describe('action warnings, errors and the failure carry no control characters', () => {
  beforeEach(() => vi.clearAllMocks());

  it('removes ESC / CSI from a server text, keeping its lines', () => {
    warning('The new key \u001b[31mops\u009b2J: it could not be deleted\nsecond line');
    error('x\u0007y');
    setFailed('POST /v1/…/keys → 504: \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007');
    expect(vi.mocked(core.warning).mock.calls[0]?.[0]).toBe('The new key [31mops2J: it could not be deleted\nsecond line');
    expect(vi.mocked(core.error).mock.calls[0]?.[0]).toBe('xy');
    expect(vi.mocked(core.setFailed).mock.calls[0]?.[0]).toBe('POST /v1/…/keys → 504: ]8;;https://evil.example' + 'click]8;;');
  });
});
