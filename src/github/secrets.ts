// GitHub Actions secrets over REST, for one scope (a repository, one of its environments, or an
// organization): the scope's public key, a secret's metadata, and writes encrypted the one way
// GitHub accepts — a libsodium sealed box (`crypto_box_seal`) of the UTF-8 value with that key.
// Knows no feature: what to write, and when, is the caller's.

/** A GitHub request failed: `status` when GitHub answered (its last attempt, when retried). */
export class GitHubError extends Error {
  readonly status: number | undefined;
  /** A write may have been applied although no answer said so (an attempt went unanswered). */
  readonly mayHaveLanded: boolean;

  constructor(message: string, status: number | undefined, mayHaveLanded = status === undefined) {
    super(message);
    this.name = 'GitHubError';
    this.status = status;
    this.mayHaveLanded = mayHaveLanded;
  }
}

/**
 * The GitHub REST requests this client makes, as Octokit's `request` / `paginate` make them (a
 * route with `{params}`), failing with a GitHubError. The front end provides them (the action
 * with `@actions/github`: src/action/octokit.ts), so nothing here depends on a runtime.
 */
export interface GitHubRequests {
  request(route: string, params: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
  paginate<T>(route: string, params: Record<string, unknown>): Promise<T[]>;
}

export type SecretScope =
  { kind: 'repo'; owner: string; repo: string } | { kind: 'environment'; owner: string; repo: string; environment: string } | { kind: 'org'; org: string };

/** Which repositories of the organization see an organization secret. */
export type OrgVisibility = 'all' | 'private' | 'selected';

export interface OrgAccess {
  visibility: OrgVisibility;
  /** With `selected` only. */
  selectedRepositoryIds?: number[];
}

export interface SecretMetadata {
  name: string;
  createdAt?: string;
  updatedAt?: string;
  /** Organization secrets only. */
  visibility?: OrgVisibility;
}

export interface SecretsClient {
  readonly scope: SecretScope;
  /** The scope's public key (read once, again after GitHub refuses it): reading it proves the token may at least read secrets. */
  publicKey(): Promise<{ keyId: string; key: string }>;
  /** The secret's metadata, or undefined when there is no such secret. */
  get(name: string): Promise<SecretMetadata | undefined>;
  /** Ids of the repositories a `selected` organization secret is shared with. */
  selectedRepositories(name: string): Promise<number[]>;
  /** The numeric id of a repository (what `selected_repository_ids` lists). */
  repositoryId(owner: string, repo: string): Promise<number>;
  /**
   * Seals `value` for the scope's public key and writes it; organization secrets need `access`.
   * A 422 may mean GitHub rotated that key since it was read: the key is read again and, when it
   * changed, the write is sealed for the new one and sent once more — never again for the old.
   */
  put(name: string, value: string, access?: OrgAccess): Promise<'created' | 'updated'>;
  delete(name: string): Promise<void>;
}

/** The scope in words, e.g. `repository acme/shop`, `environment production of acme/shop`. */
export function describeScope(scope: SecretScope): string {
  if (scope.kind === 'org') return `organization ${scope.org}`;
  if (scope.kind === 'environment') return `environment ${scope.environment} of ${scope.owner}/${scope.repo}`;
  return `repository ${scope.owner}/${scope.repo}`;
}

/** Route prefix and its parameters (Octokit encodes each parameter as one path segment). */
function base(scope: SecretScope): { route: string; params: Record<string, string> } {
  if (scope.kind === 'org') return { route: '/orgs/{org}/actions/secrets', params: { org: scope.org } };
  if (scope.kind === 'environment') {
    return {
      route: '/repos/{owner}/{repo}/environments/{environment_name}/secrets',
      params: { owner: scope.owner, repo: scope.repo, environment_name: scope.environment },
    };
  }
  return { route: '/repos/{owner}/{repo}/actions/secrets', params: { owner: scope.owner, repo: scope.repo } };
}

export function createSecretsClient(octokit: GitHubRequests, scope: SecretScope): SecretsClient {
  const { route, params } = base(scope);
  let publicKey: Promise<{ keyId: string; key: string }> | undefined;

  const readPublicKey = async (): Promise<{ keyId: string; key: string }> => {
    const { data } = await octokit.request(`GET ${route}/public-key`, params);
    const { key_id: keyId, key } = (data ?? {}) as { key_id?: unknown; key?: unknown };
    if (typeof keyId !== 'string' || typeof key !== 'string' || Buffer.from(key, 'base64').length !== 32) {
      throw new GitHubError(`GET ${route}/public-key: the answer holds no Curve25519 public key`, undefined);
    }
    return { keyId, key };
  };

  /** One write, sealed for `sealFor`. */
  const write = async (name: string, value: string, access: OrgAccess | undefined, sealFor: { keyId: string; key: string }): Promise<'created' | 'updated'> => {
    const body: Record<string, unknown> = { encrypted_value: await seal(value, sealFor.key), key_id: sealFor.keyId };
    if (scope.kind === 'org') {
      if (!access) throw new Error(`Writing organization secret ${name} needs its visibility`);
      body.visibility = access.visibility;
      if (access.visibility === 'selected') body.selected_repository_ids = access.selectedRepositoryIds ?? [];
    }
    const { status } = await octokit.request(`PUT ${route}/{secret_name}`, { ...params, secret_name: name, ...body });
    return status === 201 ? 'created' : 'updated';
  };

  const client: SecretsClient = {
    scope,
    publicKey() {
      const reading = (publicKey ??= readPublicKey());
      // A failed read is not kept: the next caller reads again.
      reading.catch(() => {
        if (publicKey === reading) publicKey = undefined;
      });
      return reading;
    },
    async get(name) {
      try {
        const { data } = await octokit.request(`GET ${route}/{secret_name}`, { ...params, secret_name: name });
        const d = (data ?? {}) as Record<string, unknown>;
        const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
        return {
          name: str(d.name) ?? name,
          createdAt: str(d.created_at),
          updatedAt: str(d.updated_at),
          visibility: str(d.visibility) as OrgVisibility | undefined,
        };
      } catch (e) {
        if (e instanceof GitHubError && e.status === 404) return undefined;
        throw e;
      }
    },
    async selectedRepositories(name) {
      if (scope.kind !== 'org') return [];
      const repos = await octokit.paginate<{ id: number }>('GET /orgs/{org}/actions/secrets/{secret_name}/repositories', {
        org: scope.org,
        secret_name: name,
        per_page: 100,
      });
      return repos.map((r) => r.id);
    },
    async repositoryId(owner, repo) {
      const { data } = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo });
      return Number((data as { id?: unknown } | undefined)?.id);
    },
    async put(name, value, access) {
      const sealedFor = await client.publicKey();
      try {
        return await write(name, value, access, sealedFor);
      } catch (e) {
        if (!(e instanceof GitHubError && e.status === 422)) throw e;
        // The key this client holds may be stale: forget it, whatever the answer to the new read.
        publicKey = undefined;
        const current = await client.publicKey().catch((again: unknown) => {
          throw new GitHubError(
            `${e.message}; reading the public key again failed: ${again instanceof Error ? again.message : String(again)}`,
            e.status,
            e.mayHaveLanded,
          );
        });
        if (current.keyId === sealedFor.keyId && current.key === sealedFor.key) throw e; // the key was current: refused for another reason
        return write(name, value, access, current);
      }
    },
    async delete(name) {
      await octokit.request(`DELETE ${route}/{secret_name}`, { ...params, secret_name: name });
    },
  };
  return client;
}

/**
 * Base64 of the libsodium sealed box of `value` for the Base64 Curve25519 `publicKey` (what GitHub
 * decrypts with the scope's private key). libsodium-wrappers is loaded here, only by runs that write.
 */
export async function seal(value: string, publicKey: string): Promise<string> {
  const { default: sodium } = await import('libsodium-wrappers');
  await sodium.ready;
  const box = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL));
  return sodium.to_base64(box, sodium.base64_variants.ORIGINAL);
}
