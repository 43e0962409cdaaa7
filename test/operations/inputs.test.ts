import { describe, expect, it } from 'vitest';
import { parseReporting } from '../../src/action/reporting.ts';
import { readBody } from '../../src/operations/body.ts';
import { parseBaseUrl, parseConnection, parseEdition, parseRateLimit, parseTimeoutMs } from '../../src/operations/connection.ts';
import { readSyncInputs } from '../../src/operations/alerts-sync.ts';
import { InputError } from '../../src/util/input-error.ts';
import { Inputs } from '../../src/util/inputs.ts';

const input = (values: Record<string, string>) => new Inputs((name) => values[name] ?? '');

describe('connection inputs', () => {
  it('infers the edition from the credentials and applies edition defaults', () => {
    const selfIn = input({ 'api-key': 'k' });
    const self = parseConnection(selfIn, parseEdition(selfIn), { service: true });
    expect(self.edition).toBe('self-hosted');
    expect(self.client.baseUrl).toBe('http://localhost:8000');
    expect(self.client.rateLimit).toEqual({ requests: 100, windowMs: 60_000 });

    const managedIn = input({ 'key-id': 'id', 'key-secret': 's', 'organization-id': '3f0c9a52-8d1e-4b7a-9f2c-5e6d7a8b9c0d' });
    const managed = parseConnection(managedIn, parseEdition(managedIn), { service: false });
    expect(managed.edition).toBe('managed');
    expect(managed.client.baseUrl).toBe('https://api.clickhouse.cloud');
    expect(managed.client.rateLimit).toEqual({ requests: 10, windowMs: 10_000 });
  });

  it.each([
    [() => parseEdition(input({ edition: 'cloud' })), /`edition` must be one of/],
    [() => parseTimeoutMs(input({ 'timeout-seconds': '-1' })), /`timeout-seconds` must be a number ≥ 0.1/],
    [() => parseConnection(input({ 'api-key': 'k', 'rate-limit': 'fast' }), 'self-hosted', { service: true }), /`rate-limit` must look like/],
    [() => parseConnection(input({ 'api-key': 'k', 'base-url': 'ftp://x' }), 'self-hosted', { service: true }), /http or https/],
    [() => parseConnection(input({ 'api-key': 'k', 'base-url': 'http://user:pw@host' }), 'self-hosted', { service: true }), /must not carry credentials/],
    [() => parseConnection(input({}), 'self-hosted', { service: true }), /`api-key` is required/],
    [() => parseConnection(input({ 'key-id': 'i', 'key-secret': 's', 'organization-id': 'o' }), 'managed', { service: true }), /`service-id` required/],
  ])('rejects %s naming the input', (parse, message) => {
    expect(parse).toThrow(InputError);
    expect(parse).toThrow(message);
  });
});

describe('operation inputs', () => {
  it.each([
    [() => readSyncInputs(input({ 'alert-file': 'a.yml', 'max-deletions': '2.5' })), /`max-deletions` must be a whole number/],
    [() => readSyncInputs(input({ 'alert-file': 'a.yml', 'dry-run': 'maybe' })), /`dry-run` must be `true` or `false`/],
    [() => readSyncInputs(input({})), /needs input `alert-file`/],
    [() => parseReporting(input({ comment: 'sometimes' })), /`comment` must be one of/],
    [() => input({ mode: 'erase' }).oneOf('mode', ['delete', 'disable'] as const, 'delete'), /`mode` must be one of/],
  ])('rejects %s naming the input', (parse, message) => {
    expect(parse).toThrow(InputError);
    expect(parse).toThrow(message);
  });

  it.each([
    [{ body: '{oops' }, /`body` is not valid JSON/],
    [{ body: '{}', 'body-file': 'x.json' }, /exclusive/],
    [{}, /needs a request body/],
  ])('reads a body only from one of `body` / `body-file`: %o', async (values, message) => {
    await expect(readBody(input(values), 'dashboards.create', { root: process.cwd() })).rejects.toThrow(message);
  });

  it('reads lists split on newlines and commas', () => {
    expect(input({ exclude: 'break-glass-*, ci-*\n\n admin ' }).list('exclude')).toEqual(['break-glass-*', 'ci-*', 'admin']);
  });

  it('lets a bad reporting input fall back to its default when asked to', () => {
    expect(parseReporting(input({ comment: 'sometimes', 'pr-number': 'x', summary: 'false' }), { lenient: true })).toMatchObject({
      comment: 'auto',
      prNumber: undefined,
      summary: false,
    });
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
  it('reads requests per window, the window a duration (seconds without a unit)', () => {
    expect(parseRateLimit('100/60s')).toEqual({ requests: 100, windowMs: 60_000 });
    expect(parseRateLimit('100 / 60')).toEqual({ requests: 100, windowMs: 60_000 });
    expect(parseRateLimit('300/1m')).toEqual({ requests: 300, windowMs: 60_000 });
    expect(parseRateLimit('5/500ms')).toEqual({ requests: 5, windowMs: 500 });
    expect(parseRateLimit('10/0.5s')).toEqual({ requests: 10, windowMs: 500 });
    expect(() => parseRateLimit('0/10s')).toThrow(InputError);
    expect(() => parseRateLimit('10/')).toThrow(InputError);
  });
});
