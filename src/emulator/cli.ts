// `npm run emulator`: the API emulator in the foreground with demo data, for trying workflows and
// your own files locally. Env knobs are listed in the banner below.
import { startEmulator, type EmulatorOptions } from './index.ts';

function limitFromEnv(name: string): false | { max: number; windowMs: number } | undefined {
  const raw = process.env[name] ?? process.env.EMULATOR_RATE_LIMIT;
  if (raw === undefined || raw === '' || raw === 'on') return undefined;
  if (raw === 'off') return false;
  const m = /^(\d+)\/(\d+)$/.exec(raw); // "<max>/<windowMs>"
  if (!m) throw new Error(`${name}: expected off, on or <max>/<windowMs>, got ${raw}`);
  return { max: Number(m[1]), windowMs: Number(m[2]) };
}

const opts: EmulatorOptions = {
  port: process.env.PORT === undefined ? 8000 : Number(process.env.PORT),
  seed: process.env.EMULATOR_SEED === 'empty' ? 'empty' : 'demo',
  selfHosted: {
    rateLimit: limitFromEnv('EMULATOR_SELF_HOSTED_RATE_LIMIT'),
    legacyNoMeta: process.env.EMULATOR_LEGACY_NO_META === '1',
    legacyChannel: process.env.EMULATOR_LEGACY_CHANNEL === '1',
  },
  managed: {
    rateLimit: limitFromEnv('EMULATOR_MANAGED_RATE_LIMIT'),
    paginate: process.env.EMULATOR_MANAGED_PAGINATE === '1',
    keySuffix: process.env.EMULATOR_NO_KEY_SUFFIX !== '1',
  },
};

const emu = await startEmulator(opts);
const m = emu.managed;
const s = emu.selfHosted;
process.stdout.write(`Observability Ops API emulator listening on ${emu.url}  (test credentials only; Ctrl-C stops)

Self-hosted (HyperDX API v2)    ${s.baseUrl}/api/v2
  API access key (Bearer)       ${s.apiKey}
  ingestion key (rejected, 401) ${s.ingestionKey}
  curl -H "Authorization: Bearer ${s.apiKey}" ${s.baseUrl}/api/v2/alerts

Managed (ClickHouse Cloud /v1)  ${m.baseUrl}/v1
  key id / key secret           ${m.keyId} / ${m.keySecret}
  organization id               ${m.organizationId}
  service id                    ${m.serviceId}
  curl -u ${m.keyId}:${m.keySecret} ${m.baseUrl}/v1/organizations/${m.organizationId}/keys

Run the built action by hand (hyphenated INPUT_ names need \`env\`):
  env INPUT_EDITION=self-hosted INPUT_BASE-URL=${s.baseUrl} INPUT_API-KEY=${s.apiKey} \\
      INPUT_OPERATION=alerts.list node dist/index.js
  env INPUT_EDITION=managed INPUT_BASE-URL=${m.baseUrl} INPUT_KEY-ID=${m.keyId} INPUT_KEY-SECRET=${m.keySecret} \\
      INPUT_ORGANIZATION-ID=${m.organizationId} INPUT_SERVICE-ID=${m.serviceId} INPUT_OPERATION=keys.list node dist/index.js
  (operation names: see README / action.yml)
Workflow step against it (e.g. with act, or a runner that can reach this host):
  - uses: ./
    with: { edition: self-hosted, base-url: ${s.baseUrl}, api-key: ${s.apiKey}, operation: alerts.list }

Admin (no auth, never rate limited):
  GET  ${emu.url}/__emulator/log        request log        DELETE same path clears it
  POST ${emu.url}/__emulator/faults     {"route":"POST /api/v2/alerts","kind":"status","status":503,"times":1}
       kinds: status, latency (ms), reset-before, reset-after, truncate, rate-limit,
              echo-credential (shape envelope|text|debug-json, at), remove-first; optional times, rate, query
  DELETE ${emu.url}/__emulator/faults   clear faults
  POST ${emu.url}/__emulator/reset      reseed the data
  GET  ${emu.url}/__emulator/state      all data (includes key secrets: test data only)

Env knobs: PORT (default 8000, 0 = random), EMULATOR_SEED=demo|empty,
  EMULATOR_RATE_LIMIT=off|on|<max>/<windowMs> (both editions; defaults 100/60000 and 10/10000),
  EMULATOR_SELF_HOSTED_RATE_LIMIT / EMULATOR_MANAGED_RATE_LIMIT (per edition, same values),
  EMULATOR_LEGACY_NO_META=1 (self-hosted < 2.30 lists), EMULATOR_LEGACY_CHANNEL=1 (self-hosted < 2.36: one channel per alert), EMULATOR_MANAGED_PAGINATE=1 (honour limit/offset on /v1 lists),
  EMULATOR_NO_KEY_SUFFIX=1 (list managed keys without the optional keySuffix)
`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping emulator\n`);
  await emu.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
