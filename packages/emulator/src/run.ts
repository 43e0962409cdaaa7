// The emulator in the foreground: parse the command line, load and check a seed file, listen,
// print the credentials it accepts, and stop cleanly on SIGINT/SIGTERM (server closed, exit 0).
// `npm run emulator` and the CLI's `emulator` command are thin callers of runEmulator.
import { startEmulator, type Emulator } from './index.ts';
import { EMULATOR_USAGE, EmulatorUsageError, parseEmulatorArgs } from './options.ts';
import { SeedFileError, loadSeedFile } from './seed/file.ts';

/** Exit codes, as the CLI uses them: 0 stopped cleanly, 1 could not start, 3 bad flags or seed. */
export const EXIT = { ok: 0, failed: 1, badInput: 3 } as const;

export interface RunIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Called once a signal has closed the server (default: process.exit). */
  exit: (code: number) => void;
}

const defaultIo = (): RunIo => ({
  env: process.env,
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  exit: (code) => process.exit(code),
});

/** A seed's further self-hosted teams: each name (JSON-quoted: no control character reaches the terminal) and its key. */
function otherTeams(emu: Emulator): string {
  return emu.state.selfHostedTeams
    .slice(1)
    .map((t) => `  team ${JSON.stringify(t.team.name)} key  ${t.users[0]?.accessKey ?? '(no user)'}\n`)
    .join('');
}

/** The start-up banner: where it listens, the credentials it accepts, how to use and drive it. */
export function banner(emu: Emulator, seed: string): string {
  const m = emu.managed;
  const s = emu.selfHosted;
  return `Observability Ops API emulator listening on ${emu.url}  (seed: ${seed}; test credentials only; Ctrl-C stops)
Answering as ${emu.serverVersion === 'latest' ? "today's servers (--server-version latest)" : 'HyperDX api 2.36.0 and the Cloud API of 2026-07-31 (--server-version 2.36)'}

Self-hosted (HyperDX API v2)    ${s.baseUrl}/api/v2
  API access key (Bearer)       ${s.apiKey}
  ingestion key (rejected, 401) ${s.ingestionKey}
  curl -H "Authorization: Bearer ${s.apiKey}" ${s.baseUrl}/api/v2/alerts
${otherTeams(emu)}
Managed (ClickHouse Cloud /v1)  ${m.baseUrl}/v1
  key id / key secret           ${m.keyId} / ${m.keySecret}
  organization id               ${m.organizationId}
  service id                    ${m.serviceId}
  curl -u ${m.keyId}:${m.keySecret} ${m.baseUrl}/v1/organizations/${m.organizationId}/keys

Action inputs:
  self-hosted  base-url: ${s.baseUrl}  api-key: ${s.apiKey}
  managed      edition: managed  base-url: ${m.baseUrl}  key-id: ${m.keyId}  key-secret: ${m.keySecret}
               organization-id: ${m.organizationId}  service-id: ${m.serviceId}
Command line (observability-ops reads these variables; its flags win):
  export HYPERDX_API_URL=${s.baseUrl} HYPERDX_API_KEY=${s.apiKey}
  export CLICKHOUSE_CLOUD_API_BASE_URL=${m.baseUrl} CLICKHOUSE_CLOUD_API_KEY=${m.keyId} CLICKHOUSE_CLOUD_API_SECRET=${m.keySecret}
  export CLICKHOUSE_ORG_ID=${m.organizationId} CLICKHOUSE_SERVICE_ID=${m.serviceId}
  observability-ops alerts list --edition self-hosted     (with both sets exported, --edition chooses)
Run the built action by hand (hyphenated INPUT_ names need \`env\`):
  env INPUT_BASE-URL=${s.baseUrl} INPUT_API-KEY=${s.apiKey} INPUT_OPERATION=alerts.list node dist/index.js

Admin (no auth, never rate limited; loopback names or IP addresses as Host, no cross-origin
requests, POSTs with Content-Type: application/json, e.g. curl -X POST -H 'content-type: application/json'):
  GET  ${emu.url}/__emulator/log        request log        DELETE same path clears it
  POST ${emu.url}/__emulator/faults     {"route":"POST /api/v2/alerts","kind":"status","status":503,"times":1}
       kinds: status, latency (ms), reset-before, reset-after, truncate, rate-limit,
              echo-credential (shape envelope|text|debug-json, at), remove-first,
              answer (body, status: done, then answered with body), gateway-echo (status 5xx: done,
              then a gateway error quoting the real answer); optional times, rate, query
  DELETE ${emu.url}/__emulator/faults   clear faults
  POST ${emu.url}/__emulator/reset      reseed the data
  GET  ${emu.url}/__emulator/state      all data (includes key secrets: test data only)
`;
}

/**
 * Runs the emulator until a signal; `argv` are the arguments after the command. Resolves with the
 * running emulator, or with an exit code when it could not start (the message already written).
 */
export async function runEmulator(argv: readonly string[], io: RunIo = defaultIo()): Promise<Emulator | number> {
  let emu: Emulator;
  let seed: string;
  try {
    const command = parseEmulatorArgs(argv, io.env);
    if (command.help) {
      io.out(EMULATOR_USAGE);
      return EXIT.ok;
    }
    const options = command.options;
    if (command.seedFile !== undefined) {
      options.seed = await loadSeedFile(command.seedFile, { serverVersion: options.serverVersion });
      seed = command.seedFile;
    } else {
      // Without a file the seed is a name (options.ts): demo or empty; startEmulator's default is demo.
      seed = typeof options.seed === 'string' ? options.seed : 'demo';
    }
    emu = await startEmulator(options);
  } catch (e) {
    if (e instanceof EmulatorUsageError) {
      io.err(`emulator: ${e.message}\n\n${EMULATOR_USAGE}`);
      return EXIT.badInput;
    }
    if (e instanceof SeedFileError) {
      io.err(`emulator: ${e.message}\n`);
      return EXIT.badInput;
    }
    const code = (e as NodeJS.ErrnoException).code;
    io.err(`emulator: cannot start: ${code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : (e as Error).message}\n`);
    return EXIT.failed;
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    io.out(`\n${signal}: stopping the emulator\n`);
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    void emu.close().then(() => io.exit(EXIT.ok));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The banner after the handlers: whoever waits for it may signal at once, and a signal that came
  // before them would kill the process by default (exit by signal, not a clean stop).
  io.out(banner(emu, seed));
  return emu;
}
