// The server version the conformance suites run against: api 2.36.0, the version upstream's tests
// were pinned at (what `npm test` runs). `CONFORMANCE_SERVER_VERSION=latest npx vitest run
// test/conformance` runs them against today's servers instead; the tests today's servers answer
// differently are marked `today` in the manifests and branch on this (docs/conformance.md).
import { SERVER_VERSIONS, type ServerVersion } from '../../packages/emulator/src/index.ts';

function versionFrom(raw: string | undefined): ServerVersion {
  if (raw === undefined || raw === '') return '2.36';
  if (!(SERVER_VERSIONS as readonly string[]).includes(raw))
    throw new Error(`CONFORMANCE_SERVER_VERSION: expected ${SERVER_VERSIONS.join(' or ')}, got ${raw}`);
  return raw as ServerVersion;
}

export const CONFORMANCE_VERSION: ServerVersion = versionFrom(process.env.CONFORMANCE_SERVER_VERSION);
