// The emulator's command line, for `npm run emulator` and the CLI's `emulator` command: flags
// (`node:util` parseArgs) over environment knobs over defaults.
import { parseArgs } from 'node:util';
import type { EmulatorOptions } from './index.ts';
import { isServerVersion, SERVER_VERSIONS } from './core/versions.ts';

export const EMULATOR_USAGE = `Usage: emulator [--host 127.0.0.1] [--port 8000] [--seed demo|empty|<file.yml>] [--server-version latest|2.36]

Serves both APIs on one port until SIGINT or SIGTERM: the self-hosted HyperDX API under /api/v2
and the managed ClickHouse Cloud API under /v1. Prints the credentials it accepts when it starts.

Options:
  --host <address>   interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --port <number>    port (default 8000; 0 picks a free one)
  --seed <seed>      demo (default): the demo data; empty: credentials only; or a seed file
                     (YAML or JSON, schemas/emulator-seed.schema.json), checked before it starts
  --server-version <version>
                     latest (default, or the seed file's serverVersion): today's servers; 2.36:
                     HyperDX api 2.36.0 and the ClickHouse Cloud API of 2026-07-31
  -h, --help         this help

Environment (flags win):
  EMULATOR_HOST, PORT, EMULATOR_SEED    the same as --host, --port, --seed
  EMULATOR_SERVER_VERSION               the same as --server-version
  EMULATOR_RATE_LIMIT=off|on|<max>/<windowMs>      both editions (defaults 100/60000 and 10/10000)
  EMULATOR_SELF_HOSTED_RATE_LIMIT, EMULATOR_MANAGED_RATE_LIMIT   per edition, same values
  EMULATOR_LEGACY_NO_META=1     self-hosted before api 2.30 (lists without meta)
  EMULATOR_LEGACY_CHANNEL=1     self-hosted before api 2.36 (one channel per alert)
  EMULATOR_LEGACY_NO_VALIDATE=1 self-hosted before api 2.30 (no POST /dashboards/validate)
  EMULATOR_VALIDATE_ENVELOPE=bare|data   self-hosted validate answer bare (default) or under data
  EMULATOR_MANAGED_PAGINATE=1   honour limit/offset on /v1 lists
  EMULATOR_NO_KEY_SUFFIX=1      list managed keys without the optional keySuffix
  EMULATOR_KEY_PROPAGATION_MS=<ms>  how long a key created through the API is refused (default 2000)
`;

/** A flag or environment value the emulator cannot use (a front end exits with its bad-input code). */
export class EmulatorUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmulatorUsageError';
  }
}

export interface EmulatorCommand {
  help: boolean;
  /** Everything but the seed when it is a file (`seedFile`), which the runner loads and checks. */
  options: EmulatorOptions;
  seedFile?: string;
}

function limitFrom(env: NodeJS.ProcessEnv, name: string): false | { max: number; windowMs: number } | undefined {
  const raw = env[name] ?? env.EMULATOR_RATE_LIMIT;
  if (raw === undefined || raw === '' || raw === 'on') return undefined;
  if (raw === 'off') return false;
  const m = /^(\d+)\/(\d+)$/.exec(raw); // "<max>/<windowMs>"
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new EmulatorUsageError(`${name}: expected off, on or <max>/<windowMs>, got ${raw}`);
  return { max: Number(m[1]), windowMs: Number(m[2]) };
}

function msFrom(raw: string, from: string): number {
  if (!/^\d+$/.test(raw)) throw new EmulatorUsageError(`${from}: expected milliseconds, got ${raw}`);
  return Number(raw);
}

function validateEnvelopeFrom(env: NodeJS.ProcessEnv): 'bare' | 'data' {
  const raw = env.EMULATOR_VALIDATE_ENVELOPE;
  if (raw === undefined || raw === '' || raw === 'bare') return 'bare';
  if (raw === 'data') return 'data';
  throw new EmulatorUsageError(`EMULATOR_VALIDATE_ENVELOPE: expected bare or data, got ${raw}`);
}

function portFrom(raw: string, from: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new EmulatorUsageError(`${from}: expected a port number (0-65535), got ${raw}`);
  return Number(raw);
}

/** Parses `argv` (the arguments after the command) with `env` as the fallback. */
export function parseEmulatorArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): EmulatorCommand {
  let values: { host?: string; port?: string; seed?: string; 'server-version'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        seed: { type: 'string' },
        'server-version': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw new EmulatorUsageError((e as Error).message);
  }
  const host = values.host ?? env.EMULATOR_HOST ?? '127.0.0.1';
  if (host === '') throw new EmulatorUsageError('--host: expected an address');
  const port = values.port !== undefined ? portFrom(values.port, '--port') : env.PORT ? portFrom(env.PORT, 'PORT') : 8000;
  const seed = values.seed ?? env.EMULATOR_SEED ?? 'demo';
  if (seed === '') throw new EmulatorUsageError('--seed: expected demo, empty or a file');
  const version = values['server-version'] ?? env.EMULATOR_SERVER_VERSION;
  if (version !== undefined && version !== '' && !isServerVersion(version)) {
    const from = values['server-version'] !== undefined ? '--server-version' : 'EMULATOR_SERVER_VERSION';
    throw new EmulatorUsageError(`${from}: expected ${SERVER_VERSIONS.join(' or ')}, got ${version}`);
  }
  const options: EmulatorOptions = {
    host,
    port,
    seed: seed === 'empty' ? 'empty' : 'demo',
    ...(version ? { serverVersion: version } : {}),
    selfHosted: {
      rateLimit: limitFrom(env, 'EMULATOR_SELF_HOSTED_RATE_LIMIT'),
      legacyNoMeta: env.EMULATOR_LEGACY_NO_META === '1',
      legacyChannel: env.EMULATOR_LEGACY_CHANNEL === '1',
      legacyNoValidate: env.EMULATOR_LEGACY_NO_VALIDATE === '1',
      validateEnvelope: validateEnvelopeFrom(env),
    },
    managed: {
      rateLimit: limitFrom(env, 'EMULATOR_MANAGED_RATE_LIMIT'),
      paginate: env.EMULATOR_MANAGED_PAGINATE === '1',
      keySuffix: env.EMULATOR_NO_KEY_SUFFIX !== '1',
      ...(env.EMULATOR_KEY_PROPAGATION_MS ? { keyPropagationMs: msFrom(env.EMULATOR_KEY_PROPAGATION_MS, 'EMULATOR_KEY_PROPAGATION_MS') } : {}),
    },
  };
  return { help: values.help === true, options, ...(seed === 'demo' || seed === 'empty' ? {} : { seedFile: seed }) };
}
