// The engine in-process, as a front end drives it: runOperation with its inputs, the variables it
// may read, a redactor that learns secrets and a fixed clock, on our real client against an
// emulator started in the same process (over loopback). The plan and the report come back as
// values; nothing is spawned.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { runOperation } from '../../src/operations/run.ts';
import type { OperationResult } from '../../src/report/model.ts';
import { NEVER_CANCELLED } from '../../src/util/cancel.ts';
import { actionNamer } from '../../src/util/input-error.ts';
import { Inputs } from '../../src/util/inputs.ts';
import { createRedactor } from '../../src/util/redact.ts';

export type Edition = 'self-hosted' | 'managed';

export interface Engine {
  emu: Emulator;
  root: string;
  /** One run of the engine with these inputs (the connection's are the emulator's). */
  run(
    edition: Edition,
    inputs: Record<string, string>,
    variables?: Record<string, string>,
  ): Promise<{ outcome: OperationResult; plan: Record<string, unknown> }>;
  /** Writes a file of the workspace; returns its path relative to it. */
  file(text: string, name: string): Promise<string>;
  /** The team's state (the emulator's records). */
  team(edition?: Edition): TeamState;
  /** Requests the emulator answered since the last `emu.clearLog()`, as `METHOD /path` (the edition's prefix and ObjectIds cut). */
  requests(): string[];
  /** The same, writes only (no series query). */
  writes(): string[];
  /** A request to the emulator's API, as a person in the UI would make it. */
  api(edition: Edition, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
  close(): Promise<void>;
}

/**
 * One run of the engine as a front end drives it, with exactly these inputs (no defaults added), the workspace `root`
 * and the variables it may read: what a process test's `runAction` proves of the engine, without the process.
 */
export async function runInProcess(inputs: Record<string, string>, opts: { root: string; variables?: Record<string, string> }): Promise<OperationResult> {
  const redactor = createRedactor({});
  const log = { debug: () => undefined, info: () => undefined, warning: () => undefined, group: <T>(_name: string, fn: () => Promise<T>) => fn() };
  const variables = opts.variables ?? {};
  const { outcome } = await runOperation(new Inputs((name) => inputs[name] ?? ''), {
    log,
    redactor,
    addSecrets: (s) => void redactor.add(s),
    github: { secrets: () => Promise.reject(new Error('no GitHub here')), gitData: () => Promise.reject(new Error('no GitHub here')) },
    cancel: NEVER_CANCELLED,
    context: { root: opts.root, repository: 'acme/shop', env: {}, nameInput: actionNamer, secretVariable: (name) => variables[name], clock: () => Date.now() },
  });
  return outcome;
}

export async function startEngine(): Promise<Engine> {
  const emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  const root = await mkdtemp(join(tmpdir(), 'obs-ops-engine-'));
  const prefix = (edition: Edition): string =>
    edition === 'self-hosted' ? `${emu.url}/api/v2` : `${emu.url}/v1/organizations/${emu.managed.organizationId}/services/${emu.managed.serviceId}/clickstack`;
  const requests = (): string[] => emu.log.map((l) => `${l.method} ${l.path.replace(/^.*?\/(api\/v2|clickstack)\//, '/').replace(/\/[0-9a-f]{24}$/, '/:id')}`);
  return {
    emu,
    root,
    async run(edition, inputs, variables = {}) {
      const all: Record<string, string> = { ...emu.actionInputs(edition), 'rate-limit': '100000/60s', 'backtest-window': 'off', ...inputs };
      const outcome = await runInProcess(all, { root, variables });
      return { outcome, plan: JSON.parse(outcome.outputs?.plan ?? '{}') as Record<string, unknown> };
    },
    async file(text, name) {
      await writeFile(join(root, name), text);
      return name;
    },
    team: (edition = 'self-hosted') => (edition === 'self-hosted' ? emu.state.selfHosted : (emu.state.services[DEMO.serviceId] as TeamState)),
    requests,
    writes: () => requests().filter((r) => !r.startsWith('GET ') && !r.endsWith('/charts/series') && !r.endsWith('/validate')),
    async api(edition, method, path, body) {
      const auth =
        edition === 'self-hosted'
          ? `Bearer ${emu.selfHosted.apiKey}`
          : `Basic ${Buffer.from(`${emu.managed.keyId}:${emu.managed.keySecret}`).toString('base64')}`;
      const res = await fetch(`${prefix(edition)}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
    },
    close: () => emu.close(),
  };
}
