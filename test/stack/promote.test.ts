// Promotion: one stack file, with `${{ values.NAME }}` placeholders where environments differ,
// synced to two instances (staging, production) each with its own values file (`values-file`).
// Each gets its own values, typed as written; a re-run writes nothing; a value one environment
// lacks is an error at the placeholder's line, with nothing sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

const STACK = `version: 1
connections:
  - name: ClickHouse
    host: \${{ values.clickhouseUrl }}
    username: hyperdx
    password: { env: CH_PASSWORD }
sources:
  - name: App logs
    kind: log
    connection: ClickHouse
    from: { databaseName: "\${{ values.database }}", tableName: otel_logs }
    timestampValueExpression: TimestampTime
    defaultTableSelectExpression: Timestamp, ServiceName, Body
savedSearches:
  - name: App errors
    source: App logs
    where: "SeverityText:error AND deployment.environment:\${{ values.environment }}"
webhooks:
  - name: App pager
    service: generic
    url: { env: PAGER_URL }
    description: "Pages the \${{ values.environment }} on-call"
alerts:
  - name: App errors alert
    source: saved_search
    savedSearch: App errors
    threshold: \${{ values.errorThreshold }}
    thresholdType: above
    interval: 5m
    channel: { webhook: App pager }
`;

const STAGING = 'clickhouseUrl: https://ch.staging.example.com\ndatabase: staging\nenvironment: staging\nerrorThreshold: 50\n';
const PRODUCTION = 'clickhouseUrl: https://ch.prod.example.com\ndatabase: prod\nenvironment: production\nerrorThreshold: 5\n';
const SECRETS = { CH_PASSWORD: 'ch-pw-7a1e', PAGER_URL: 'https://hooks.example.com/pager-91c' };

let staging: World;
let production: World;
beforeEach(async () => {
  [staging, production] = await Promise.all([world('self-hosted'), world('self-hosted')]);
});
afterEach(async () => {
  await Promise.all([staging.emu.close(), production.emu.close()]);
});

async function sync(w: World, values: string) {
  const inputs = { operation: 'stack.sync', scope: 'app', 'stack-file': await w.file(STACK, 'stack.yml'), 'values-file': await w.file(values, 'values.yml') };
  return w.run(inputs, SECRETS);
}

describe('promotion of one stack file with two values files', () => {
  it('each instance gets its own values; a re-run writes nothing', async () => {
    for (const [w, values, env] of [
      [staging, STAGING, { url: 'https://ch.staging.example.com', db: 'staging', name: 'staging', threshold: 50 }],
      [production, PRODUCTION, { url: 'https://ch.prod.example.com', db: 'prod', name: 'production', threshold: 5 }],
    ] as const) {
      const r = await sync(w, values);
      expect(r.code, r.stdout).toBe(0);
      const team = w.team();
      expect(team.connections.find((c) => c.name === 'ClickHouse')?.host).toBe(env.url);
      expect(team.sources.find((s) => s.name === 'App logs')?.from).toMatchObject({ databaseName: env.db });
      expect(team.savedSearches.find((s) => s.name === 'App errors')?.where).toBe(`SeverityText:error AND deployment.environment:${env.name}`);
      expect(team.webhooks.find((h) => h.name === 'App pager')?.description).toMatch(new RegExp(`^Pages the ${env.name} on-call`));
      // A whole-string placeholder keeps the value's type: a number.
      expect(w.writes().find((x) => x.method === 'POST' && x.path.endsWith('/alerts'))?.body).toMatchObject({ threshold: env.threshold });

      w.emu.clearLog();
      const again = await sync(w, values);
      expect(again.code, again.stdout).toBe(0);
      expect(w.writes()).toEqual([]);
    }
  });

  it('a value the environment lacks is an error at the placeholder’s line, and nothing is sent', async () => {
    const r = await sync(production, PRODUCTION.replace('environment: production\n', ''));
    expect(r.code).not.toBe(0);
    const line = STACK.split('\n').findIndex((l) => l.includes('deployment.environment')) + 1;
    expect(r.stdout).toMatch(new RegExp(`stack\\.yml,line=${line},.*environment`));
    expect(production.writes()).toEqual([]);
  });
});
