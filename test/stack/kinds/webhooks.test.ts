// The webhooks kind: its schema, body(), and the engine's two properties against the emulator on both editions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../packages/emulator/src/index.ts';
import type { Edition } from '../../../src/api/types.ts';
import { webhooks } from '../../../src/stack/kinds/webhooks.ts';
import { clientOf, exportRoundTrip, renderContext, schemaVerdict, writeAndCompare } from './helpers.ts';

const EDITIONS: Edition[] = ['self-hosted', 'managed'];
const SLACK = 'https://hooks.slack.com/services/T000/B000/XXXX';
const GENERIC = 'https://hooks.example.com/alerts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
});
afterAll(async () => {
  await emu.close();
});

describe('webhook entries: the schema', () => {
  it('accepts each service with what it takes, on both editions', () => {
    const entries = [
      { name: 'oncall', was: 'on-call', adopt: true, service: 'slack', url: { env: 'SLACK_URL' }, description: 'the #oncall channel' },
      { name: 'incidents', service: 'incidentio', url: { env: 'INCIDENT_URL' }, body: '{"title": "{{title}}"}', headers: { Authorization: { env: 'TOKEN' } } },
      {
        name: 'relay',
        service: 'generic',
        url: { env: 'RELAY_URL' },
        headers: { 'Content-Type': 'application/json' },
        queryParams: { team: 'ops', key: { env: 'K' } },
      },
    ];
    for (const edition of EDITIONS) expect(schemaVerdict('webhooks', entries, edition)).toEqual([]);
  });

  it('refuses a URL written in clear, a read-only service, body/headers/queryParams on slack, and a description without room for the mark', () => {
    const verdict = schemaVerdict(
      'webhooks',
      [
        { name: 'a', service: 'generic', url: GENERIC },
        { name: 'b', service: 'slack_api', url: { env: 'U' } },
        { name: 'c', service: 'slack', url: { env: 'U' }, body: '{}', headers: { A: 'x' }, queryParams: { q: 'x' } },
        { name: 'd', service: 'generic', url: { env: 'U' }, description: 'x'.repeat(1957) },
        { name: 'e', service: 'generic', url: { env: 'U' }, headers: { '1x': 'v', 'X-Ok': 'a\r\nInjected: 1' } },
        { name: ' f', service: 'generic' },
      ],
      'self-hosted',
    );
    // A missing key is reported at its entry's line.
    expect(verdict.sort()).toEqual(
      [
        ['webhooks.0.url', 'a secret is written as `{ env: VARIABLE_NAME }`, never as its value'],
        [
          'webhooks.1.service',
          '`service` must be slack, incidentio or generic (slack_api and pagerduty_api webhooks are connected in the ClickStack UI; the API cannot write them)',
        ],
        ['webhooks.2.body', '`body` is not supported for a slack webhook: Slack posts a fixed payload to its URL'],
        ['webhooks.2.headers', '`headers` is not supported for a slack webhook: Slack posts a fixed payload to its URL'],
        ['webhooks.2.queryParams', '`queryParams` is not supported for a slack webhook: Slack posts a fixed payload to its URL'],
        ['webhooks.3.description', '`description` is at most 1956 characters (the server keeps 2048; the tool appends its ownership line)'],
        ['webhooks.4.headers.1x', "a header name is 1–256 characters of letters, digits and !#$%&'*+-.^_`|~, not starting with a digit"],
        [
          'webhooks.4.headers.X-Ok',
          'a header value is `{ env: VARIABLE }` or plain text of at most 4096 characters without control characters (line breaks, tabs)',
        ],
        ['webhooks.5', 'a webhook needs `url: { env: VARIABLE }`, the variable holding its URL'],
        ['webhooks.5.name', "a webhook's `name` is a non-empty string of at most 1024 characters without leading or trailing spaces"],
      ].sort(),
    );
  });
});

describe('webhooks.body()', () => {
  it('resolves the URL and the secret header values; plain values stay; was/adopt are not sent', () => {
    const { ctx, problems } = renderContext('self-hosted', {}, { RELAY_URL: GENERIC, TOKEN: 's3cret' });
    const entry = {
      name: 'relay',
      was: 'old relay',
      adopt: true,
      service: 'generic',
      url: { env: 'RELAY_URL' },
      description: '',
      body: '{}',
      headers: { Authorization: { env: 'TOKEN' }, 'Content-Type': 'application/json' },
      queryParams: {},
    };
    expect(webhooks.body(entry, ['webhooks', 0], ctx)).toEqual({
      name: 'relay',
      service: 'generic',
      url: GENERIC,
      body: '{}',
      headers: { Authorization: 's3cret', 'Content-Type': 'application/json' },
      queryParams: {},
    });
    expect(problems).toEqual([]);
  });

  it('refuses at the line, without showing it, a URL the server refuses: not on slack.com for slack, not http(s), not a URL, too long', () => {
    const env = {
      OFF: 'https://hooks.example.com/x',
      FTP: 'ftp://hooks.slack.com/x',
      JUNK: 'not a url',
      LONG: `https://a.example.com/${'x'.repeat(2048)}`,
      LF: 'a\nb',
    };
    const { ctx, problems } = renderContext('managed', {}, env);
    webhooks.body({ name: 'a', service: 'slack', url: { env: 'OFF' } }, ['webhooks', 0], ctx);
    webhooks.body({ name: 'b', service: 'slack', url: { env: 'FTP' } }, ['webhooks', 1], ctx);
    webhooks.body({ name: 'c', service: 'generic', url: { env: 'JUNK' } }, ['webhooks', 2], ctx);
    webhooks.body({ name: 'd', service: 'generic', url: { env: 'LONG' }, headers: { A: { env: 'LF' } } }, ['webhooks', 3], ctx);
    expect(problems).toEqual([
      {
        at: ['webhooks', 0, 'url'],
        message: 'the URL in OFF is not on slack.com: a slack webhook posts only to a Slack incoming-webhook URL (hooks.slack.com)',
      },
      { at: ['webhooks', 1, 'url'], message: 'the URL in FTP must use http or https' },
      { at: ['webhooks', 2, 'url'], message: 'the URL in JUNK is not a URL' },
      { at: ['webhooks', 3, 'url'], message: "the URL in LONG is longer than 2048 characters, the server's limit" },
      { at: ['webhooks', 3, 'headers', 'A'], message: 'the header value in LF holds a control character (a line break, a tab…): the server refuses it' },
    ]);
    for (const value of Object.values(env)) expect(JSON.stringify(problems)).not.toContain(value);
  });

  it('sends empty header and query maps when the entry has none (a PUT would keep the stored ones), and none for slack', () => {
    const { ctx } = renderContext('self-hosted', {}, { U: GENERIC, S: SLACK });
    expect(webhooks.body({ name: 'a', service: 'incidentio', url: { env: 'U' } }, ['webhooks', 0], ctx)).toEqual({
      name: 'a',
      service: 'incidentio',
      url: GENERIC,
      headers: {},
      queryParams: {},
    });
    expect(webhooks.body({ name: 'b', service: 'slack', url: { env: 'S' } }, ['webhooks', 1], ctx)).toEqual({ name: 'b', service: 'slack', url: SLACK });
  });

  it('counts the description in UTF-16 units, as the server does', () => {
    const { ctx, problems } = renderContext('self-hosted', {}, { U: GENERIC });
    webhooks.body({ name: 'a', service: 'generic', url: { env: 'U' }, description: '😀'.repeat(1000) }, ['webhooks', 0], ctx);
    expect(problems).toEqual([
      { at: ['webhooks', 0, 'description'], message: "`description` is 2000 UTF-16 units long; with the ownership line the server's 2048 allow 1956" },
    ]);
  });

  it('names the managed read-only services', () => {
    expect(webhooks.readOnly?.({ name: 'x', service: 'pagerduty_api' })).toBe(
      'a pagerduty_api webhook is connected in the ClickStack UI; the API cannot change or delete it',
    );
    expect(webhooks.readOnly?.({ name: 'x', service: 'generic' })).toBeUndefined();
  });
});

describe.each(EDITIONS)('webhooks against the emulator (%s)', (edition) => {
  it('the answer to body(E) compares equal to body(E), on create and on a replace', async () => {
    const client = clientOf(emu, edition);
    try {
      const env = {
        SLACK_URL: SLACK,
        RELAY_URL: GENERIC,
        OTHER_URL: `${GENERIC}/v2`,
        TOKEN: 't0ken',
        INCIDENT_URL: 'https://api.incident.io/v2/alert_events/http/abc',
      };
      const render = (entry: Record<string, unknown>) => {
        const { ctx, problems } = renderContext(edition, {}, env);
        const body = webhooks.body(entry, ['webhooks', 0], ctx);
        expect(problems).toEqual([]);
        return body;
      };
      await writeAndCompare(
        webhooks,
        client,
        edition,
        render({ name: `oncall ${edition}`, service: 'slack', url: { env: 'SLACK_URL' } }),
        render({ name: `oncall ${edition}`, service: 'slack', url: { env: 'SLACK_URL' }, description: 'the #oncall channel' }),
      );
      await writeAndCompare(
        webhooks,
        client,
        edition,
        render({
          name: `relay ${edition}`,
          service: 'generic',
          url: { env: 'RELAY_URL' },
          description: 'relay',
          body: '{"t": "{{title}}"}',
          headers: { A: { env: 'TOKEN' } },
        }),
        // A new destination, the body dropped: the server clears the body and the old headers.
        render({ name: `relay ${edition}`, service: 'generic', url: { env: 'OTHER_URL' } }),
      );
      // Headers dropped from the file while the destination stays: the replace clears them on the server.
      const team = edition === 'self-hosted' ? emu.state.selfHosted : emu.state.services[emu.managed.serviceId]!;
      const guarded = await writeAndCompare(
        webhooks,
        client,
        edition,
        render({
          name: `guarded ${edition}`,
          service: 'generic',
          url: { env: 'RELAY_URL' },
          headers: { Authorization: { env: 'TOKEN' } },
          queryParams: { k: 'v' },
        }),
        render({ name: `guarded ${edition}`, service: 'generic', url: { env: 'RELAY_URL' } }),
      );
      const stored = team.webhooks.find((w) => w.id === guarded.id);
      expect([stored?.headers, stored?.queryParams]).toEqual([undefined, undefined]);
      await writeAndCompare(
        webhooks,
        client,
        edition,
        render({ name: `incidents ${edition}`, service: 'incidentio', url: { env: 'INCIDENT_URL' }, body: '{"title": "{{title}}"}', queryParams: { k: 'v' } }),
      );
    } finally {
      await client.close();
    }
  });

  it('every live webhook exported renders back to what it is (secrets resolved to the same values)', async () => {
    const team = edition === 'self-hosted' ? emu.state.selfHosted : emu.state.services[emu.managed.serviceId]!;
    team.addWebhook({ name: `bare ${edition}`, service: 'generic', url: GENERIC, body: '' });
    // Connected in the managed UI: the managed edition lists it, read-only (a self-hosted model refuses the service).
    if (edition === 'managed') team.addWebhook({ name: `pager ${edition}`, service: 'pagerduty_api', url: 'https://events.pagerduty.com/v2/enqueue' });
    const client = clientOf(emu, edition);
    try {
      const listed = ((await client.config('webhooks')?.list()) ?? []).filter((w) => webhooks.readOnly?.(w) !== undefined).map((w) => w.name);
      expect(listed).toEqual(edition === 'managed' ? [`pager ${edition}`] : []);
      const checked = await exportRoundTrip(webhooks, client, edition, 'webhooks', {
        secrets: (live) => (typeof live.url === 'string' ? { [`${String(live.name)}_URL`.toUpperCase().replace(/[^A-Z0-9_]/g, '_')]: live.url } : {}),
      });
      expect(checked).toBeGreaterThanOrEqual(2);
    } finally {
      await client.close();
    }
  });
});
