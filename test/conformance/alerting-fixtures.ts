// Shared set-up of the alerts, webhooks and saved-searches conformance suites: a fresh emulator per
// test (upstream clears its databases after each), an HTTP client for its self-hosted API, and the
// records upstream's tests write straight into Mongo, written here straight into the emulator's
// state. "Another team" is a managed service's ClickStack team: it lives in the same process, and
// the self-hosted caller must not see or touch it, as upstream's tests check for a foreign team id.
import { afterEach, beforeEach } from 'vitest';
import { startEmulator, type Emulator, type TeamState } from '../../packages/emulator/src/index.ts';
import { CONFORMANCE_VERSION } from './server-version.ts';
import { call, selfHosted, type Answer } from '../../packages/emulator/test/http.ts';

export interface Fixture {
  emu: Emulator;
  team: TeamState;
  other: TeamState;
  api: ReturnType<typeof selfHosted>;
  /** A request without credentials. */
  anonymous: (method: string, path: string, body?: unknown) => Promise<Answer>;
}

/** Registers per-test start/stop; read the fixture inside tests (`fx()`). */
export function useEmulator(): () => Fixture {
  let current: Fixture | undefined;
  beforeEach(async () => {
    const emu = await startEmulator({ seed: 'empty', serverVersion: CONFORMANCE_VERSION, selfHosted: { rateLimit: false } });
    const other = Object.values(emu.state.services)[0]!;
    current = {
      emu,
      team: emu.state.selfHosted,
      other,
      api: selfHosted(emu),
      anonymous: (method, path, body) =>
        call(`${emu.url}/api/v2${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
    };
  });
  afterEach(async () => {
    await current?.emu.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the emulator is not running');
    return current;
  };
}

/** A fresh 24-hex id no record has (ObjectId-like; ours count up from 6650f0c0…, so this never collides). */
let counter = 0;
export function newObjectId(): string {
  counter += 1;
  return 'ffffffff' + counter.toString(16).padStart(16, '0');
}
