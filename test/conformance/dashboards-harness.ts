// The setting of upstream `dashboards.int.test.ts` on the emulator: a team with one connection, a
// trace source and a metric source (fresh before every test, as upstream clears its databases),
// dashboards written straight into the state where upstream saves a Mongo document, and HTTP.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator, type DashboardRecord, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { CONFORMANCE_VERSION } from './server-version.ts';
import { call, selfHosted, type Answer } from '../../packages/emulator/test/http.ts';

export const BASE = '/dashboards';

export interface Harness {
  emu: Emulator;
  team: TeamState;
  api: ReturnType<typeof selfHosted>;
  connection: string;
  trace: string;
  metric: string;
}

/** A fresh 24-hex id (what upstream gets from `new ObjectId()`). */
export function oid(): string {
  let s = '';
  for (let i = 0; i < 24; i++) s += '0123456789abcdef'.charAt(Math.floor(Math.random() * 16));
  return s;
}

export function useDashboardTeam(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.emu = await startEmulator({ seed: 'empty', serverVersion: CONFORMANCE_VERSION, selfHosted: { rateLimit: false } });
    h.api = selfHosted(h.emu);
  });
  afterAll(() => h.emu.close());
  beforeEach(() => {
    const team = h.emu.state.selfHosted;
    for (const list of [team.dashboards, team.alerts, team.sources, team.connections, team.webhooks, team.savedSearches]) list.length = 0;
    h.team = team;
    h.connection = team.addConnection({ name: 'Default' }).id;
    h.trace = team.addSource({
      name: 'Traces',
      kind: 'trace',
      connection: h.connection,
      from: { databaseName: 'default', tableName: 'otel_traces' },
      timestampValueExpression: 'Timestamp',
    }).id;
    h.metric = team.addSource({
      name: 'Metrics',
      kind: 'metric',
      connection: h.connection,
      from: { databaseName: 'default', tableName: '' },
      timestampValueExpression: 'TimeUnix',
    }).id;
  });
  return h;
}

/** Upstream's `createTestDashboard`: a stored dashboard (default: no tiles). */
export function storedDashboard(h: Harness, data: Parameters<TeamState['addDashboard']>[0] = {}): DashboardRecord {
  return h.team.addDashboard({ name: 'Test Dashboard', tiles: [], ...data });
}

/** The answer of an unauthenticated request. */
export function anonymous(h: Harness, method: string, path: string, body?: unknown): Promise<Answer> {
  return call(`${h.emu.url}/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A response object without the given keys (upstream's lodash `omit`). */
export function without(o: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
}

/** A team other than the caller's (the managed service's ClickStack team). */
export function otherTeamOf(h: Harness): TeamState {
  const team = Object.values(h.emu.state.services)[0];
  if (!team) throw new Error('the emulator has no second team');
  return team;
}
