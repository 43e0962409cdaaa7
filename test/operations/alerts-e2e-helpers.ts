// Shared set-up for the alerts.sync / alerts.export end-to-end tests (bundle against the emulator).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, startEmulator, type Emulator, type EmulatorOptions, type TeamState } from '../../packages/emulator/src/index.ts';
import type { OperationResult } from '../../src/report/model.ts';
import type { FileProblem } from '../../src/util/problems.ts';
import { runAction } from '../helpers/action.ts';
import { runInProcess } from '../helpers/engine.ts';

export type EditionName = 'self-hosted' | 'managed';

export interface World {
  emu: Emulator;
  edition: EditionName;
  team: () => TeamState;
  /** Path prefix of the ClickStack resources (`/api/v2` or `/v1/…/clickstack`). */
  prefix: string;
  /** The workspace of this world's runs (GITHUB_WORKSPACE and working directory). */
  workspace: string;
  run: (inputs: Record<string, string | undefined>, env?: Record<string, string>) => ReturnType<typeof runAction>;
  /**
   * The same run in this process (the engine through runOperation, as the action's front end calls it, on the same
   * emulator and workspace): for the cases that prove what the engine decides, not what the process shows. `code` is
   * the exit code the action would end with, `outputs` the step outputs it would set (`result`, `changed` and the
   * operation's own), `errors` the file problems it would annotate.
   */
  inProcess: (inputs: Record<string, string>, variables?: Record<string, string>) => Promise<InProcessRun>;
  writes: () => Array<{ method: string; path: string; body?: unknown }>;
  requests: () => Array<{ method: string; path: string; query: Record<string, string> }>;
  /** Writes an alert file into a fresh directory of the workspace; returns its absolute path. */
  file: (text: string, name?: string) => Promise<string>;
  /** A raw authenticated request (a change made "elsewhere", e.g. a dashboard PUT). */
  fetch: (method: string, path: string, body?: unknown) => Promise<Response>;
}

export interface InProcessRun {
  code: number;
  outcome: OperationResult;
  outputs: Record<string, string>;
  result: unknown;
  errors: FileProblem[];
}

export async function world(
  edition: EditionName,
  selfHosted: NonNullable<EmulatorOptions['selfHosted']> = {},
  serverVersion: EmulatorOptions['serverVersion'] = 'latest',
): Promise<World> {
  const emu = await startEmulator({ serverVersion, managed: { rateLimit: false }, selfHosted: { rateLimit: false, ...selfHosted } });
  const prefix = edition === 'self-hosted' ? '/api/v2' : `/v1/organizations/${DEMO.organizationId}/services/${DEMO.serviceId}/clickstack`;
  const conn: Record<string, string> = {
    ...emu.actionInputs(edition),
    'rate-limit': edition === 'self-hosted' ? '10000/60s' : '1000/10s',
  };
  const auth =
    edition === 'self-hosted' ? `Bearer ${emu.selfHosted.apiKey}` : `Basic ${Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64')}`;
  const mine = (p: string) => p.startsWith(prefix);
  const workspace = await mkdtemp(join(tmpdir(), 'obs-ops-ws-'));
  return {
    emu,
    edition,
    prefix,
    workspace,
    team: () => (edition === 'self-hosted' ? emu.state.selfHosted : (emu.state.services[DEMO.serviceId] as TeamState)),
    run: (inputs, env) => runAction({ 'dry-run': 'false', ...conn, ...inputs }, { env, cwd: workspace }),
    async inProcess(inputs, variables) {
      const outcome = await runInProcess({ 'dry-run': 'false', ...conn, ...inputs }, { root: workspace, variables });
      return {
        code: outcome.failure === undefined ? 0 : 1,
        outcome,
        outputs: { result: JSON.stringify(outcome.result ?? null), changed: String(outcome.changed), ...outcome.outputs },
        result: outcome.result,
        errors: (outcome.report.problems ?? []).filter((p) => p.severity === 'error'),
      };
    },
    // A series query (a backtest) and a webhook validation are POSTs that write nothing.
    writes: () =>
      emu.log
        .filter((l) => mine(l.path) && l.method !== 'GET' && !l.path.endsWith('/charts/series') && !l.path.endsWith('/webhooks/validate'))
        .map((l) => ({ method: l.method, path: l.path, body: l.body })),
    requests: () => emu.log.filter((l) => mine(l.path)).map((l) => ({ method: l.method, path: l.path, query: l.query })),
    async file(text, name = 'alerts.yml') {
      const dir = await mkdtemp(join(workspace, 'f-'));
      const path = join(dir, name);
      await writeFile(path, text);
      return path;
    },
    fetch: (method, path, body) =>
      fetch(`${emu.url}${prefix}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

export const EXAMPLE = `version: 1
defaults:
  interval: 5m
  thresholdType: above
  channel: { webhook: oncall }
alerts:
  - name: Checkout error rate
    source: tile
    dashboard: Checkout
    tile: Error count
    threshold: 50
    message: "Errors above {{alert.threshold}}"
  - name: Slow checkout
    dashboard: Checkout
    tile: p95 latency
    threshold: 800
    interval: 15m
    channels: [{ webhook: oncall }, { webhook: ops-generic }]
  - name: Payments errors
    dashboard: Payments
    tile: Error count
    threshold: 5
    thresholdType: above_exclusive
    channel: { webhook: ops-generic }
`;

/**
 * EXAMPLE for one edition: the managed API keeps one notification channel per alert (its schema
 * has no `channels`), so there "Slow checkout" lists one. Line numbers are the same.
 */
export function exampleFor(edition: EditionName): string {
  return edition === 'managed' ? EXAMPLE.replace('channels: [{ webhook: oncall }, { webhook: ops-generic }]', 'channels: [{ webhook: ops-generic }]') : EXAMPLE;
}

export interface PlanOut {
  fingerprint: string;
  summary: Record<string, number>;
  actions: Array<{ action: string; name: string; id?: string; reason?: string; changes?: Array<{ field: string; from: unknown; to: unknown }> }>;
}

export const planOf = (r: { outputs: Record<string, string> }): PlanOut => JSON.parse(r.outputs.plan ?? 'null') as PlanOut;
