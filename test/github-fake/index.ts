import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGitStore, type GitStore } from './git.ts';
import { createSecretsApi, type SecretsApi, type SecretsApiOptions } from './secrets.ts';

export type { FakeSecret, SecretFault, SecretPlace } from './secrets.ts';
export type { GitStore } from './git.ts';

/**
 * A fake of the few GitHub API endpoints the action uses, on loopback:
 *   GET/POST /repos/:owner/:repo/issues/:n/comments (Link-header pagination, per_page ≤ 100)
 *   PATCH    /repos/:owner/:repo/issues/comments/:id
 *   GET/POST /repos/:owner/:repo/issues (state filter, Link-header pagination)   PATCH /repos/:owner/:repo/issues/:n
 *   POST     /graphql  ({ viewer { login } })     GET /user
 *   GET/POST /repos/:owner/:repo/pulls (state, head, base filters)   PATCH /repos/:owner/:repo/pulls/:n
 *   The Git database (refs, blobs, trees, commits) and file contents (see git.ts)
 *   Actions secrets of repositories, environments and organizations (see secrets.ts)
 * Select it with GITHUB_API_URL=url and GITHUB_GRAPHQL_URL=graphqlUrl.
 */
export interface FakeComment {
  id: number;
  issue: number;
  owner: string;
  repo: string;
  /** REST form, e.g. `github-actions[bot]`. */
  login: string;
  body: string;
}

export interface FakeIssue {
  number: number;
  owner: string;
  repo: string;
  login: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason?: string | null;
  /** A pull request (the issues list holds them too). */
  pullRequest?: boolean;
  /** A pull request's branches: `head` (of the same repository) into `base`. */
  head?: string;
  base?: string;
  /** A pull request merged (then also closed). */
  merged?: boolean;
  /** The head commit when the pull request was closed (its branch may be gone since). */
  headSha?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface GitHubFakeOptions extends SecretsApiOptions {
  /** Writes answer 403 "Resource not accessible by integration" (fork PR / no pull-requests: write). */
  readOnly?: boolean;
  /** Issue writes (create, update, comment on an issue) answer 403, as without `issues: write`. */
  issuesReadOnly?: boolean;
  /** The token's identity as REST shows it; default `github-actions[bot]`. */
  viewerLogin?: string;
  /** GraphQL `viewer` and `GET /user` refused (403), as for some restricted tokens. */
  identityForbidden?: boolean;
  /**
   * Requests that never get an answer, as `METHOD /path-prefix` (`*` for any method), e.g.
   * `GET /repos/` or `POST /graphql`: the connection stays open until the client gives up.
   */
  hang?: string[];
  /** Every answer waits this long first (a slow API that still answers). */
  latencyMs?: number;
  /** Git writes (refs, blobs, trees, commits) answer 403, as for a token without `contents: write`. */
  contentsReadOnly?: boolean;
  /** Pull request writes answer 403, as for a token without `pull-requests: write`. */
  pullRequestsReadOnly?: boolean;
  /**
   * The repository's "Allow GitHub Actions to create and approve pull requests" is off: creating a
   * pull request answers 403 "GitHub Actions is not permitted to create or approve pull requests."
   */
  actionsMayNotCreatePullRequests?: boolean;
}

export interface GitHubFake {
  url: string;
  graphqlUrl: string;
  comments: FakeComment[];
  issues: FakeIssue[];
  requests: FakeRequest[];
  /** The routes that hang (see GitHubFakeOptions.hang); tests may change it between runs. */
  hang: string[];
  /** Seeds a comment (e.g. by someone else) and returns it. */
  addComment(c: Omit<FakeComment, 'id' | 'owner' | 'repo'> & { owner?: string; repo?: string }): FakeComment;
  /** Seeds an issue (e.g. by someone else, or a PR) and returns it. */
  addIssue(i: Omit<FakeIssue, 'number' | 'owner' | 'repo' | 'state'> & { state?: FakeIssue['state'] }): FakeIssue;
  /** The pull requests (the issues that are pull requests). */
  readonly pulls: FakeIssue[];
  /** The repositories' Git databases: seed a branch, read a file at a ref. */
  git: GitStore;
  /** The Actions secrets: stored values (sealed boxes), faults, and decryption for tests. */
  secrets: SecretsApi;
  close(): Promise<void>;
}

const LIMIT = 65_536;

export async function startGitHubFake(opts: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const viewer = opts.viewerLogin ?? 'github-actions[bot]';
  const comments: FakeComment[] = [];
  const issues: FakeIssue[] = [];
  let nextNumber = 1;
  const requests: FakeRequest[] = [];
  const hang = [...(opts.hang ?? [])];
  let nextId = 1000;
  const secrets = await createSecretsApi(opts);
  const git = createGitStore();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      body,
    });
    if (hanging(hang, req.method ?? '', url.pathname)) return; // never answered
    if (opts.latencyMs) await new Promise((done) => setTimeout(done, opts.latencyMs));
    if (!req.headers.authorization) {
      send(res, 401, { message: 'Requires authentication' });
      return;
    }

    const forbidden = () => send(res, 403, { message: 'Resource not accessible by integration' });
    const view = (c: FakeComment) => ({
      id: c.id,
      body: c.body,
      user: { login: c.login, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
      html_url: `https://github.com/${c.owner}/${c.repo}/pull/${c.issue}#issuecomment-${c.id}`,
    });

    if (req.method === 'POST' && url.pathname === '/graphql') {
      if (opts.identityForbidden) {
        forbidden();
        return;
      }
      // GraphQL names bots without the `[bot]` suffix, unlike REST.
      send(res, 200, { data: { viewer: { login: viewer.replace(/\[bot\]$/, '') } } });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/user') {
      if (opts.identityForbidden) forbidden();
      else send(res, 200, { login: viewer });
      return;
    }

    const issueView = (i: FakeIssue) => ({
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      state_reason: i.stateReason ?? null,
      user: { login: i.login, type: i.login.endsWith('[bot]') ? 'Bot' : 'User' },
      html_url: `https://github.com/${i.owner}/${i.repo}/${i.pullRequest ? 'pull' : 'issues'}/${i.number}`,
      ...(i.pullRequest ? { pull_request: { url: `https://api.github.com/repos/${i.owner}/${i.repo}/pulls/${i.number}` } } : {}),
    });
    let m = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(url.pathname);
    if (m) {
      const [, owner, repo] = m as unknown as [string, string, string];
      if (req.method === 'GET') {
        const state = url.searchParams.get('state') ?? 'open';
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        // Newest first, as GitHub sorts by default.
        const all = issues.filter((i) => i.owner === owner && i.repo === repo && (state === 'all' || i.state === state)).reverse();
        if (page * perPage < all.length) {
          const next = new URL(url.href.replace('http://fake', `http://${req.headers.host}`));
          next.searchParams.set('page', String(page + 1));
          next.searchParams.set('per_page', String(perPage));
          res.setHeader('link', `<${next.href}>; rel="next"`);
        }
        send(res, 200, all.slice((page - 1) * perPage, page * perPage).map(issueView));
        return;
      }
      if (req.method === 'POST') {
        if (opts.readOnly || opts.issuesReadOnly) {
          forbidden();
          return;
        }
        const b = commentText(res, body);
        if (b === undefined) return;
        const title = (body as { title?: unknown } | undefined)?.title;
        if (typeof title !== 'string' || title === '') {
          send(res, 422, { message: 'Validation Failed', errors: [{ resource: 'Issue', field: 'title', code: 'missing_field' }] });
          return;
        }
        const i: FakeIssue = { number: nextNumber++, owner, repo, login: viewer, title, body: b, state: 'open' };
        issues.push(i);
        send(res, 201, issueView(i));
        return;
      }
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'PATCH') {
      if (opts.readOnly || opts.issuesReadOnly) {
        forbidden();
        return;
      }
      const [, owner, repo, n] = m as unknown as [string, string, string, string];
      const i = issues.find((x) => x.owner === owner && x.repo === repo && x.number === Number(n));
      if (!i) {
        send(res, 404, { message: 'Not Found' });
        return;
      }
      const patch = (body ?? {}) as { title?: unknown; body?: unknown; state?: unknown; state_reason?: unknown };
      if (patch.body !== undefined) {
        const b = commentText(res, body);
        if (b === undefined) return;
        i.body = b;
      }
      if (typeof patch.title === 'string') i.title = patch.title;
      if (patch.state === 'open' || patch.state === 'closed') i.state = patch.state;
      if (typeof patch.state_reason === 'string') i.stateReason = patch.state_reason;
      send(res, 200, issueView(i));
      return;
    }

    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    if (m) {
      const [, owner, repo, n] = m as unknown as [string, string, string, string];
      if (req.method === 'GET') {
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        const all = comments.filter((c) => c.owner === owner && c.repo === repo && c.issue === Number(n));
        const slice = all.slice((page - 1) * perPage, page * perPage);
        if (page * perPage < all.length) {
          const next = new URL(url.href.replace('http://fake', `http://${req.headers.host}`));
          next.searchParams.set('page', String(page + 1));
          next.searchParams.set('per_page', String(perPage));
          res.setHeader('link', `<${next.href}>; rel="next"`);
        }
        send(res, 200, slice.map(view));
        return;
      }
      if (req.method === 'POST') {
        const onIssue = issues.some((i) => i.owner === owner && i.repo === repo && i.number === Number(n) && !i.pullRequest);
        const onPull = issues.some((i) => i.owner === owner && i.repo === repo && i.number === Number(n) && i.pullRequest);
        if (opts.readOnly || (onIssue && opts.issuesReadOnly) || (onPull && opts.pullRequestsReadOnly)) {
          forbidden();
          return;
        }
        const b = commentText(res, body);
        if (b === undefined) return;
        const c: FakeComment = { id: nextId++, issue: Number(n), owner, repo, login: viewer, body: b };
        comments.push(c);
        send(res, 201, view(c));
        return;
      }
    }
    const gitAnswer = git.handle(req.method ?? '', url.pathname, url.searchParams, body, { write: !opts.readOnly && !opts.contentsReadOnly }, viewer);
    if (gitAnswer) {
      // Deleting a pull request's head branch closes it, as on GitHub.
      const deleted = req.method === 'DELETE' && gitAnswer.status === 204 ? /\/git\/refs\/heads\/(.+)$/.exec(decodeURIComponent(url.pathname))?.[1] : undefined;
      for (const p of issues) if (deleted !== undefined && p.pullRequest && p.state === 'open' && p.head === deleted) p.state = 'closed';
      send(res, gitAnswer.status, gitAnswer.body);
      return;
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/pulls(?:\/(\d+))?$/.exec(url.pathname);
    if (m) {
      pullsRoute(req.method ?? '', m[1]!, m[2]!, m[3] === undefined ? undefined : Number(m[3]), url, body, res, req.headers.host ?? '');
      return;
    }
    const secretsAnswer = secrets.handle(req.method ?? '', url.pathname, req.headers.authorization, body);
    if (secretsAnswer && 'drop' in secretsAnswer) {
      // `hang`: never answered (the client's timeout ends it); `lost`: the connection dies before the answer.
      if (secretsAnswer.drop === 'lost') res.socket?.destroy();
      return;
    }
    if (secretsAnswer) {
      send(res, secretsAnswer.status, secretsAnswer.body, secretsAnswer.headers);
      return;
    }

    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (m && req.method === 'PATCH') {
      if (opts.readOnly) {
        forbidden();
        return;
      }
      const c = comments.find((x) => x.id === Number(m[3]));
      if (!c) {
        send(res, 404, { message: 'Not Found' });
        return;
      }
      const b = commentText(res, body);
      if (b === undefined) return;
      c.body = b;
      send(res, 200, view(c));
      return;
    }
    send(res, 404, { message: 'Not Found' });
  };
  /** A pull request as GitHub answers it: its head follows its branch while the branch exists. */
  const pullView = (p: FakeIssue) => {
    const full = `${p.owner}/${p.repo}`;
    const headSha = git.head(full, p.head ?? '') ?? p.headSha ?? null;
    return {
      number: p.number,
      state: p.state,
      title: p.title,
      body: p.body,
      draft: false,
      merged: p.merged === true,
      merged_at: p.merged ? '2026-11-01T00:00:00Z' : null,
      user: { login: p.login, type: p.login.endsWith('[bot]') ? 'Bot' : 'User' },
      head: { ref: p.head, sha: headSha, label: `${p.owner}:${p.head ?? ''}`, repo: { full_name: full } },
      base: { ref: p.base, sha: git.head(full, p.base ?? '') ?? null, label: `${p.owner}:${p.base ?? ''}`, repo: { full_name: full } },
      html_url: `https://github.com/${full}/pull/${p.number}`,
      url: `https://api.github.com/repos/${full}/pulls/${p.number}`,
    };
  };
  const pullsRoute = (method: string, owner: string, repo: string, n: number | undefined, url: URL, body: unknown, res: ServerResponse, host: string): void => {
    const full = `${owner}/${repo}`;
    const b = (body ?? {}) as Record<string, unknown>;
    const forbidden = () =>
      send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/pulls/pulls', status: '403' });
    const invalid = (message: string) =>
      send(res, 422, {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', code: 'custom', message }],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
        status: '422',
      });
    const mine = issues.filter((i) => i.pullRequest && i.owner === owner && i.repo === repo);
    if (n === undefined && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const base = url.searchParams.get('base');
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      // Newest first, as GitHub sorts by default; `head` is `owner:branch`.
      const all = mine
        .filter((p) => (state === 'all' || p.state === state) && (!head || head === `${p.owner}:${p.head ?? ''}`) && (!base || base === p.base))
        .reverse();
      if (page * perPage < all.length) {
        const next = new URL(url.href.replace('http://fake', `http://${host}`));
        next.searchParams.set('page', String(page + 1));
        next.searchParams.set('per_page', String(perPage));
        res.setHeader('link', `<${next.href}>; rel="next"`);
      }
      send(res, 200, all.slice((page - 1) * perPage, page * perPage).map(pullView));
      return;
    }
    if (n === undefined && method === 'POST') {
      if (opts.readOnly || opts.pullRequestsReadOnly) {
        forbidden();
        return;
      }
      if (opts.actionsMayNotCreatePullRequests) {
        send(res, 403, {
          message: 'GitHub Actions is not permitted to create or approve pull requests.',
          documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
          status: '403',
        });
        return;
      }
      const { title, head, base } = b;
      if (typeof title !== 'string' || title === '') {
        invalid('title is missing');
        return;
      }
      if (typeof head !== 'string' || git.head(full, head) === undefined) {
        invalid(`head: ${String(head)} does not exist`);
        return;
      }
      if (typeof base !== 'string' || git.head(full, base) === undefined) {
        invalid(`base: ${String(base)} does not exist`);
        return;
      }
      if (mine.some((p) => p.state === 'open' && p.head === head && p.base === base)) {
        invalid(`A pull request already exists for ${owner}:${head}.`);
        return;
      }
      if (git.head(full, head) === git.head(full, base)) {
        invalid(`No commits between ${base} and ${head}`);
        return;
      }
      const text = commentText(res, body);
      if (text === undefined) return;
      const p: FakeIssue = { number: nextNumber++, owner, repo, login: viewer, title, body: text, state: 'open', pullRequest: true, head, base };
      issues.push(p);
      send(res, 201, pullView(p));
      return;
    }
    const p = mine.find((x) => x.number === n);
    if (!p) {
      send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/pulls/pulls', status: '404' });
      return;
    }
    if (method === 'GET') {
      send(res, 200, pullView(p));
      return;
    }
    if (method === 'PATCH') {
      if (opts.readOnly || opts.pullRequestsReadOnly) {
        forbidden();
        return;
      }
      if (b.body !== undefined) {
        const text = commentText(res, body);
        if (text === undefined) return;
        p.body = text;
      }
      if (typeof b.title === 'string') p.title = b.title;
      if (b.state === 'closed' && p.state === 'open') {
        p.state = 'closed';
        p.headSha = git.head(full, p.head ?? '');
      } else if (b.state === 'open' && p.state === 'closed' && !p.merged) {
        if (git.head(full, p.head ?? '') === undefined) {
          invalid('state cannot be changed. The head branch was deleted.');
          return;
        }
        p.state = 'open';
      }
      if (typeof b.base === 'string') p.base = b.base;
      send(res, 200, pullView(p));
      return;
    }
    send(res, 404, { message: 'Not Found' });
  };
  // A handler that throws answers 500 (what a server does) instead of leaving an unhandled rejection.
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, { message: e instanceof Error ? e.message : 'internal error' });
      else res.destroy();
    });
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    comments,
    issues,
    requests,
    hang,
    secrets,
    git,
    get pulls() {
      return issues.filter((i) => i.pullRequest === true);
    },
    addComment(c) {
      const full: FakeComment = { id: nextId++, owner: c.owner ?? 'acme', repo: c.repo ?? 'shop', issue: c.issue, login: c.login, body: c.body };
      comments.push(full);
      return full;
    },
    addIssue(i) {
      const full: FakeIssue = { owner: 'acme', repo: 'shop', state: 'open', ...i, number: nextNumber++ };
      issues.push(full);
      return full;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function hanging(routes: readonly string[], method: string, path: string): boolean {
  return routes.some((route) => {
    const [m, prefix] = route.includes(' ') ? (route.split(' ', 2) as [string, string]) : ['*', route];
    return (m === '*' || m.toUpperCase() === method) && path.startsWith(prefix);
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (text += d));
    req.on('end', () => done(text));
    req.on('error', fail);
  });
}

/** The comment text of a create/update request, or undefined once a 422 answered one over the limit. */
function commentText(res: ServerResponse, body: unknown): string | undefined {
  const given = (body as { body?: unknown } | undefined)?.body;
  const text = typeof given === 'string' ? given : given === undefined || given === null ? '' : JSON.stringify(given);
  if (text.length <= LIMIT) return text;
  send(res, 422, { message: 'Validation Failed', errors: [{ message: `Body is too long (maximum is ${LIMIT} characters)` }] });
  return undefined;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
