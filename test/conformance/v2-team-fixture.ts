// What the upstream v2 suites get from `getServer()` + `getLoggedInAgent()`: a fresh server per test
// with one team and its logged-in user (here: the emulator's first team, with no objects), a request
// helper carrying that user's key, an anonymous one, and a way to make "another team" (upstream
// writes its objects straight into Mongo; here a second team with its own key holds them).
import { afterEach, beforeEach } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { CONFORMANCE_VERSION } from './server-version.ts';
import type { SelfHostedTeam } from '../../packages/emulator/src/core/state/organization.ts';
import type { TeamState } from '../../packages/emulator/src/core/state/team.ts';
import { call, selfHosted, type Answer } from '../../packages/emulator/test/http.ts';

export interface V2Fixture {
  emu: Emulator;
  /** The logged-in user's team. */
  team: TeamState;
  api: ReturnType<typeof selfHosted>;
  /** Requests without an Authorization header. */
  anonymous: { request: (method: string, path: string, body?: unknown) => Promise<Answer> };
  /** A further team (its own user and key), created on first use. */
  otherTeam: () => SelfHostedTeam;
}

/** Registers beforeEach/afterEach that start and stop the emulator; read the fixture inside tests. */
export function useV2Fixture(options: { now?: () => number } = {}): V2Fixture {
  const fixture = {} as V2Fixture;
  beforeEach(async () => {
    const emu = await startEmulator({
      seed: 'empty',
      serverVersion: CONFORMANCE_VERSION,
      now: options.now,
      selfHosted: { rateLimit: false },
      managed: { rateLimit: false },
    });
    let other: SelfHostedTeam | undefined;
    Object.assign(fixture, {
      emu,
      team: emu.state.selfHosted,
      api: selfHosted(emu),
      anonymous: {
        request: (method: string, path: string, body?: unknown) =>
          call(`${emu.url}/api/v2${path}`, {
            method,
            headers: { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
      },
      otherTeam: () => (other ??= emu.state.addSelfHostedTeam({ name: 'Other Team', user: { accessKey: 'other-team-access-key-0001' } })),
    });
  });
  afterEach(async () => {
    await fixture.emu.close();
  });
  return fixture;
}

/** A new 24-hex id no object has (upstream: `new mongoose.Types.ObjectId()`). */
export function freshObjectId(): string {
  return (
    'f0000000' +
    Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(16, '0')
  );
}
