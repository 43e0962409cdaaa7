import { describe, expect, it } from 'vitest';
import { InputError } from '../src/api/errors.js';
import { parseBaseUrl, parseInputs, parseRateLimit } from '../src/inputs.js';

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('parseInputs', () => {
  it('infers the edition from the credentials and applies edition defaults', () => {
    const self = parseInputs(reader({ 'api-key': 'k' }));
    expect(self.edition).toBe('self-hosted');
    expect(self.baseUrl).toBe('http://localhost:8000');
    expect(self.rateLimit).toEqual({ requests: 100, windowMs: 60_000 });

    const managed = parseInputs(reader({ 'key-id': 'id', 'key-secret': 's' }));
    expect(managed.edition).toBe('managed');
    expect(managed.baseUrl).toBe('https://api.clickhouse.cloud');
    expect(managed.rateLimit).toEqual({ requests: 10, windowMs: 10_000 });
  });

  it.each([
    [{ edition: 'cloud' }, /`edition` must be one of/],
    [{ 'dry-run': 'maybe' }, /`dry-run` must be `true` or `false`/],
    [{ 'timeout-seconds': '-1' }, /`timeout-seconds` must be a number ≥ 0.1/],
    [{ 'max-deletions': '2.5' }, /`max-deletions` must be a whole number/],
    [{ 'rate-limit': 'fast' }, /`rate-limit` must look like/],
    [{ body: '{oops' }, /`body` is not valid JSON/],
    [{ body: '{}', 'body-file': 'x.json' }, /exclusive/],
    [{ 'base-url': 'ftp://x' }, /http or https/],
    [{ 'base-url': 'http://user:pw@host' }, /must not carry credentials/],
    [{ comment: 'sometimes' }, /`comment` must be one of/],
    [{ mode: 'erase' }, /`mode` must be one of/],
  ])('rejects %o naming the input', (values, message) => {
    expect(() => parseInputs(reader(values))).toThrow(InputError);
    expect(() => parseInputs(reader(values))).toThrow(message);
  });

  it('reads lists split on newlines and commas', () => {
    expect(parseInputs(reader({ exclude: 'break-glass-*, ci-*\n\n admin ' })).exclude).toEqual(['break-glass-*', 'ci-*', 'admin']);
  });
});

describe('parseBaseUrl', () => {
  it('keeps a proxy prefix and drops a trailing API root or slash', () => {
    expect(parseBaseUrl('http://host:8080/api', 'self-hosted')).toBe('http://host:8080/api');
    expect(parseBaseUrl('http://host:8000/api/v2/', 'self-hosted')).toBe('http://host:8000');
    expect(parseBaseUrl('https://api.clickhouse.cloud/v1', 'managed')).toBe('https://api.clickhouse.cloud');
    expect(parseBaseUrl('http://h/', 'managed')).toBe('http://h');
  });
});

describe('parseRateLimit', () => {
  it('reads requests per window in s, m or ms', () => {
    expect(parseRateLimit('100/60s')).toEqual({ requests: 100, windowMs: 60_000 });
    expect(parseRateLimit('300/1m')).toEqual({ requests: 300, windowMs: 60_000 });
    expect(parseRateLimit('5/500ms')).toEqual({ requests: 5, windowMs: 500 });
    expect(() => parseRateLimit('0/10s')).toThrow(InputError);
  });
});
