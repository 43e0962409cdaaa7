// The GitHub Actions secrets API of the fake, for repositories, their environments and
// organizations (docs/contract.md §17):
//   GET    …/secrets/public-key           → {key_id, key}: a real Curve25519 key pair per place
//   PUT    …/secrets/{name}               → 201 created / 204 updated; the value must be a sealed box
//                                            for that key (checked by opening it), org secrets need
//                                            `visibility` (+ `selected_repository_ids` for selected)
//   GET    …/secrets/{name}               → {name, created_at, updated_at[, visibility, selected_repositories_url]}
//   DELETE …/secrets/{name}               → 204
//   GET    /orgs/{org}/actions/secrets/{name}/repositories → {total_count, repositories}
//   GET    /repos/{owner}/{repo}          → {id, name, full_name}
// where … is /repos/{owner}/{repo}/actions, /repos/{owner}/{repo}/environments/{env} or
// /orgs/{org}/actions. Only tokens listed in `secretsTokens` may use it (`read` or `write`); any
// other token — the workflow's GITHUB_TOKEN — gets 403 "Resource not accessible by integration".
// Tests read what was written with `value()` (crypto_box_seal_open with the place's private key).
import sodium from 'libsodium-wrappers';

export interface SecretsApiOptions {
  /** Tokens that may use the secrets API: `read` (public key, metadata) or `write` (also PUT, DELETE). */
  secretsTokens?: Record<string, 'read' | 'write'>;
  /** Environments that exist, as `owner/repo/environment` (others answer 404). */
  environments?: string[];
  /** Repository ids by `owner/repo` (`GET /repos/{owner}/{repo}`); unknown repositories get a stable made-up id. */
  repositories?: Record<string, number>;
}

/** Where a secret lives: `repo:acme/shop`, `env:acme/shop/production` or `org:acme`. */
export type SecretPlace = `repo:${string}` | `env:${string}` | `org:${string}`;

export interface FakeSecret {
  place: SecretPlace;
  /** Upper case, as GitHub stores names. */
  name: string;
  /** Base64 sealed box, as written. */
  encryptedValue: string;
  keyId: string;
  createdAt: string;
  updatedAt: string;
  visibility?: 'all' | 'private' | 'selected';
  selectedRepositoryIds?: number[];
}

/**
 * The next `times` (default 1) matching requests fail instead: answered with `status` (and
 * `headers`, e.g. `retry-after`), never answered (`hang`: the client times out), or done and then
 * the connection dropped before the answer (`lost`: a reset after a write landed).
 */
export interface SecretFault {
  method: 'GET' | 'PUT' | 'DELETE';
  /** A secret's name, or `public-key`. */
  name: string;
  status: number | 'hang' | 'lost';
  headers?: Record<string, string>;
  times?: number;
}

/** What the server does with a request: answer it, or (a fault) leave it hanging or drop the connection. */
export type SecretsAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | { drop: 'hang' | 'lost' };

export interface SecretsApi {
  stored: FakeSecret[];
  faults: SecretFault[];
  /** Every request the secrets API saw, in order (method, place, name or `public-key`, status or the fault that ate it). */
  calls: Array<{ method: string; place: SecretPlace; name: string; status: number | 'hang' | 'lost' }>;
  /**
   * Called with each request the secrets API answered, once it is done and before the answer is
   * sent: a test acts at that exact point (rotates the public key, signals the process under test).
   */
  onCall: ((call: SecretsApi['calls'][number]) => void) | undefined;
  /** GitHub rotates the place's public key: writes sealed for the old one are refused (422); secrets stored before still open. */
  rotatePublicKey(place: SecretPlace): void;
  /** The decrypted value of a stored secret, or undefined when there is none. */
  value(place: SecretPlace, name: string): string | undefined;
  /** Stores a secret as a write would (sealed with the place's key). */
  seed(place: SecretPlace, name: string, value: string, extra?: Partial<Pick<FakeSecret, 'visibility' | 'selectedRepositoryIds' | 'updatedAt'>>): FakeSecret;
  /** Internal: the answer to a request, or undefined when the path is not a secrets route. */
  handle(method: string, path: string, authorization: string | undefined, body: unknown): SecretsAnswer | undefined;
}

const DENIED = { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/actions/secrets' } };
const NOT_FOUND = { status: 404, body: { message: 'Not Found' } };
/** GitHub's words for the statuses a fault answers with. */
const FAULT_MESSAGES: Record<number, string> = {
  403: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  422: 'Invalid request.',
  429: 'API rate limit exceeded',
  500: 'Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
  504: "We couldn't respond to your request in time. Sorry about that. Please try resubmitting your request and contact us if the problem persists.",
};

/** GitHub's timestamps: UTC, whole seconds. */
const stamp = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function createSecretsApi(opts: SecretsApiOptions): Promise<SecretsApi> {
  await sodium.ready;
  const tokens = opts.secretsTokens ?? {};
  const environments = new Set(opts.environments ?? []);
  const repositories = { 'acme/shop': 1296269, ...opts.repositories };
  const pairs = new Map<SecretPlace, { keyId: string; publicKey: Uint8Array; privateKey: Uint8Array }>();
  /** Every pair a place ever had: what was sealed before a rotation still opens. */
  const history: Array<{ place: SecretPlace; publicKey: Uint8Array; privateKey: Uint8Array }> = [];
  let made = 0;
  const stored: FakeSecret[] = [];
  const faults: SecretFault[] = [];
  const calls: SecretsApi['calls'] = [];

  const pair = (place: SecretPlace) => {
    return pairs.get(place) ?? newPair(place);
  };
  const newPair = (place: SecretPlace) => {
    const kp = sodium.crypto_box_keypair();
    const p = { keyId: String(568250167242549743n + BigInt(made++)), publicKey: kp.publicKey, privateKey: kp.privateKey };
    pairs.set(place, p);
    history.push({ place, ...kp });
    return p;
  };
  const find = (place: SecretPlace, name: string) => stored.find((s) => s.place === place && s.name === name.toUpperCase());
  /** Opens a sealed box with the place's current key (`current`), or with any key it ever had. */
  const open = (place: SecretPlace, encrypted: string, current = true): string | undefined => {
    const keys = current ? [pair(place)] : history.filter((h) => h.place === place);
    for (const p of keys) {
      try {
        const box = sodium.from_base64(encrypted, sodium.base64_variants.ORIGINAL);
        return sodium.to_string(sodium.crypto_box_seal_open(box, p.publicKey, p.privateKey));
      } catch {
        // not this key
      }
    }
    return undefined;
  };
  const repoId = (fullName: string): number =>
    (repositories as Partial<Record<string, number>>)[fullName] ??
    100_000 + Array.from(fullName, (c) => c.charCodeAt(0)).reduce((n, code) => (n * 31 + code) % 900_000, 0);

  const api: SecretsApi = {
    stored,
    faults,
    calls,
    onCall: undefined,
    rotatePublicKey(place) {
      pair(place);
      newPair(place);
    },
    value(place, name) {
      const s = find(place, name);
      return s && open(place, s.encryptedValue, false);
    },
    seed(place, name, value, extra = {}) {
      const p = pair(place);
      const now = stamp();
      const secret: FakeSecret = {
        place,
        name: name.toUpperCase(),
        encryptedValue: sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), p.publicKey), sodium.base64_variants.ORIGINAL),
        keyId: p.keyId,
        createdAt: extra.updatedAt ?? now,
        updatedAt: extra.updatedAt ?? now,
        ...(extra.visibility ? { visibility: extra.visibility } : {}),
        ...(extra.selectedRepositoryIds ? { selectedRepositoryIds: extra.selectedRepositoryIds } : {}),
      };
      stored.splice(0, stored.length, ...stored.filter((s) => !(s.place === place && s.name === secret.name)), secret);
      return secret;
    },
    handle(method, path, authorization, body) {
      const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path);
      if (repo && method === 'GET') {
        const fullName = `${decodeURIComponent(repo[1]!)}/${decodeURIComponent(repo[2]!)}`;
        return { status: 200, body: { id: repoId(fullName), name: decodeURIComponent(repo[2]!), full_name: fullName } };
      }
      const route = matchRoute(path);
      if (!route) return undefined;
      const { place, rest } = route;
      const answer = (status: number, out?: unknown, headers?: Record<string, string>) => {
        calls.push({ method, place, name: rest, status });
        api.onCall?.({ method, place, name: rest, status });
        return { status, body: out, ...(headers ? { headers } : {}) };
      };
      const token = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
      const may = tokens[token];
      if (!may || (method !== 'GET' && may !== 'write')) return answer(DENIED.status, DENIED.body);
      if (place.startsWith('env:') && !environments.has(place.slice(4))) return answer(NOT_FOUND.status, NOT_FOUND.body);

      const target = rest.split('/')[0]!;
      const fault = faults.find((f) => f.method === method && f.name.toUpperCase() === target.toUpperCase() && (f.times ?? 1) > 0);
      if (fault) {
        fault.times = (fault.times ?? 1) - 1;
        if (fault.status === 'hang') {
          calls.push({ method, place, name: rest, status: 'hang' });
          return { drop: 'hang' };
        }
        if (fault.status !== 'lost') return answer(fault.status, { message: FAULT_MESSAGES[fault.status] ?? 'Error' }, fault.headers);
      }
      const done = handleRequest(method, place, rest, body);
      if (fault?.status !== 'lost') return answer(done.status, done.body);
      calls.push({ method, place, name: rest, status: 'lost' });
      return { drop: 'lost' };
    },
  };

  /** A request the token may make, done: its status and body. */
  function handleRequest(method: string, place: SecretPlace, rest: string, body: unknown): { status: number; body?: unknown } {
    const answer = (status: number, out?: unknown) => ({ status, body: out });
    if (rest === 'public-key') {
      if (method !== 'GET') return answer(NOT_FOUND.status, NOT_FOUND.body);
      const p = pair(place);
      return answer(200, { key_id: p.keyId, key: sodium.to_base64(p.publicKey, sodium.base64_variants.ORIGINAL) });
    }
    const [name, sub] = rest.split('/') as [string, string | undefined];
    const existing = find(place, name);

    if (sub === 'repositories' && method === 'GET' && place.startsWith('org:')) {
      if (!existing) return answer(NOT_FOUND.status, NOT_FOUND.body);
      const ids = existing.visibility === 'selected' ? (existing.selectedRepositoryIds ?? []) : [];
      const names = Object.fromEntries(Object.entries(repositories).map(([n, id]) => [id, n]));
      const repos = ids.map((id) => ({ id, name: (names[id] ?? `repo-${id}`).split('/').pop(), full_name: names[id] ?? `${place.slice(4)}/repo-${id}` }));
      return answer(200, { total_count: repos.length, repositories: repos });
    }
    if (sub !== undefined) return answer(NOT_FOUND.status, NOT_FOUND.body);

    if (method === 'GET') {
      if (!existing) return answer(NOT_FOUND.status, NOT_FOUND.body);
      const meta: Record<string, unknown> = { name: existing.name, created_at: existing.createdAt, updated_at: existing.updatedAt };
      if (place.startsWith('org:')) {
        meta.visibility = existing.visibility;
        if (existing.visibility === 'selected')
          meta.selected_repositories_url = `https://api.github.com/orgs/${place.slice(4)}/actions/secrets/${existing.name}/repositories`;
      }
      return answer(200, meta);
    }
    if (method === 'DELETE') {
      if (!existing) return answer(NOT_FOUND.status, NOT_FOUND.body);
      stored.splice(stored.indexOf(existing), 1);
      return answer(204);
    }
    if (method !== 'PUT') return answer(NOT_FOUND.status, NOT_FOUND.body);

    const b = (body ?? {}) as Record<string, unknown>;
    const invalid = (message: string) => answer(422, { message: `Invalid request.\n\n${message}` });
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || /^GITHUB_/i.test(name))
      return invalid('Secret names can only contain alphanumeric characters or underscores, and must not start with GITHUB_.');
    if (typeof b.encrypted_value !== 'string' || typeof b.key_id !== 'string') return invalid('"encrypted_value" and "key_id" are required.');
    if (b.key_id !== pair(place).keyId) return invalid('"key_id" is not the current public key.');
    if (open(place, b.encrypted_value) === undefined) return invalid('"encrypted_value" is not a sealed box for this public key.');
    const access: Pick<FakeSecret, 'visibility' | 'selectedRepositoryIds'> = {};
    if (place.startsWith('org:')) {
      if (b.visibility !== 'all' && b.visibility !== 'private' && b.visibility !== 'selected')
        return invalid('"visibility" must be one of all, private, selected.');
      if (b.selected_repository_ids !== undefined && b.visibility !== 'selected') return invalid('"selected_repository_ids" only with visibility selected.');
      access.visibility = b.visibility;
      if (b.visibility === 'selected') {
        const ids = b.selected_repository_ids;
        if (ids !== undefined && (!Array.isArray(ids) || ids.some((id) => !Number.isInteger(id))))
          return invalid('"selected_repository_ids" must be an array of integers.');
        // Omitted: the secret keeps the repositories it had.
        access.selectedRepositoryIds = (ids as number[] | undefined) ?? existing?.selectedRepositoryIds ?? [];
      }
    }
    const now = stamp();
    const secret: FakeSecret = {
      place,
      name: name.toUpperCase(),
      encryptedValue: b.encrypted_value,
      keyId: b.key_id,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      ...access,
    };
    if (existing) stored.splice(stored.indexOf(existing), 1, secret);
    else stored.push(secret);
    return answer(existing ? 204 : 201);
  }
  return api;
}

function matchRoute(path: string): { place: SecretPlace; rest: string } | undefined {
  const d = decodeURIComponent;
  let m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/secrets\/(.+)$/.exec(path);
  if (m) return { place: `repo:${d(m[1]!)}/${d(m[2]!)}`, rest: d(m[3]!) };
  m = /^\/repos\/([^/]+)\/([^/]+)\/environments\/([^/]+)\/secrets\/(.+)$/.exec(path);
  if (m) return { place: `env:${d(m[1]!)}/${d(m[2]!)}/${d(m[3]!)}`, rest: d(m[4]!) };
  m = /^\/orgs\/([^/]+)\/actions\/secrets\/(.+)$/.exec(path);
  if (m) return { place: `org:${d(m[1]!)}`, rest: d(m[2]!) };
  return undefined;
}
