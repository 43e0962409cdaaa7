// The Git database and contents of the fake's repositories, as GitHub's REST API has them
// (docs.github.com/rest/git): objects are real Git objects hashed as Git hashes them (SHA-1 of
// `<type> <size>\0<body>`), so a tree made twice from the same files has the same SHA, and a
// commit's SHA covers its tree, parents, author and message — what a client comparing SHAs
// relies on.
//   GET    /repos/{o}/{r}/git/ref/{ref}            → {ref, object: {type, sha}}; 404 when there is none
//   POST   /repos/{o}/{r}/git/refs {ref, sha}      → 201; 422 "Reference already exists"
//   PATCH  /repos/{o}/{r}/git/refs/{ref} {sha, force} → 200; 422 "Update is not a fast forward" / "Reference does not exist"
//   DELETE /repos/{o}/{r}/git/refs/{ref}           → 204; 422 "Reference does not exist"
//   POST   /repos/{o}/{r}/git/blobs {content, encoding} → 201 {sha, url}
//   GET    /repos/{o}/{r}/git/blobs/{sha}          → {content (base64), encoding, sha, size}
//   POST   /repos/{o}/{r}/git/trees {tree, base_tree} → 201 {sha, tree: [...]}; entries by sha or content, `sha: null` deletes
//   GET    /repos/{o}/{r}/git/trees/{sha}          → {sha, tree: [...]}
//   POST   /repos/{o}/{r}/git/commits {message, tree, parents} → 201 {sha, tree, parents, message, author, committer, verification}
//   GET    /repos/{o}/{r}/git/commits/{sha}        → the same
//   GET    /repos/{o}/{r}/contents/{path}?ref=     → {type: file, path, sha, size, content (base64)}; 404
// Writes need `contents: write` (else 403 "Resource not accessible by integration", as GitHub
// answers a GITHUB_TOKEN without it).
import { createHash } from 'node:crypto';

export interface GitAnswer {
  status: number;
  body?: unknown;
}

/** One file of a flat tree: its blob and mode. */
interface FileEntry {
  mode: string;
  sha: string;
}

interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
}

interface Repository {
  refs: Map<string, string>;
}

export interface GitStore {
  /** Creates (or moves) `branch` of `owner/repo` to a commit holding exactly `files`, on top of the branch's head if it has one. */
  commit(fullName: string, branch: string, files: Record<string, string | null>, opts?: { message?: string; author?: string }): string;
  /** The text of `path` at `ref` (a branch or a commit SHA), or undefined. */
  file(fullName: string, ref: string, path: string): string | undefined;
  /** The SHA a branch points at, or undefined. */
  head(fullName: string, branch: string): string | undefined;
  /** Every branch of the repository. */
  branches(fullName: string): string[];
  /** A commit object (message, parents, tree). */
  commitObject(sha: string): Commit | undefined;
  /** The files of a commit, path → text. */
  files(fullName: string, ref: string): Record<string, string>;
  /** Internal: the answer to a request, or undefined when the path is not a Git or contents route. */
  handle(method: string, path: string, query: URLSearchParams, body: unknown, may: { write: boolean }, viewer: string): GitAnswer | undefined;
}

const NOT_FOUND: GitAnswer = { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/git' } };
const DENIED: GitAnswer = {
  status: 403,
  body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/git/refs#create-a-reference', status: '403' },
};
const invalid = (message: string, doc = 'https://docs.github.com/rest/git'): GitAnswer => ({
  status: 422,
  body: { message, documentation_url: doc, status: '422' },
});

const stamp = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const SHA = /^[0-9a-f]{40}$/;

export function createGitStore(): GitStore {
  const objects = new Map<string, { type: 'blob' | 'tree' | 'commit'; body: Buffer }>();
  const trees = new Map<string, Map<string, FileEntry>>(); // tree sha → flat file map (what the tree holds, paths from its root)
  const commits = new Map<string, Commit>();
  const repos = new Map<string, Repository>();

  const repo = (fullName: string): Repository => {
    const key = fullName.toLowerCase();
    let r = repos.get(key);
    if (!r) repos.set(key, (r = { refs: new Map() }));
    return r;
  };
  const put = (type: 'blob' | 'tree' | 'commit', body: Buffer): string => {
    const sha = createHash('sha1')
      .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
      .digest('hex');
    objects.set(sha, { type, body });
    return sha;
  };
  const blob = (text: Buffer): string => put('blob', text);

  /** Writes the nested Git trees of a flat file map; returns the root tree's SHA. */
  const writeTree = (files: Map<string, FileEntry>): string => {
    const build = (prefix: string): string => {
      const entries = new Map<string, { mode: string; sha: string }>();
      for (const [path, f] of files) {
        if (!path.startsWith(prefix)) continue;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash < 0) entries.set(rest, f);
        else if (!entries.has(rest.slice(0, slash))) entries.set(rest.slice(0, slash), { mode: '40000', sha: build(`${prefix}${rest.slice(0, slash)}/`) });
      }
      // Git's order: by name, a directory compared as if its name ended with `/`.
      const sortKey = (name: string, mode: string) => (mode === '40000' ? `${name}/` : name);
      const sorted = [...entries].sort(([a, x], [b, y]) => (sortKey(a, x.mode) < sortKey(b, y.mode) ? -1 : 1));
      const body = Buffer.concat(sorted.map(([name, e]) => Buffer.concat([Buffer.from(`${e.mode} ${name}\0`), Buffer.from(e.sha, 'hex')])));
      const sha = put('tree', body);
      const flat = new Map<string, FileEntry>();
      for (const [path, f] of files) if (path.startsWith(prefix)) flat.set(path.slice(prefix.length), f);
      trees.set(sha, flat);
      return sha;
    };
    return build('');
  };

  const writeCommit = (c: Omit<Commit, 'sha'>): Commit => {
    const line = (who: Commit['author']) => `${who.name} <${who.email}> ${Math.floor(Date.parse(who.date) / 1000)} +0000`;
    const text = [`tree ${c.tree}`, ...c.parents.map((p) => `parent ${p}`), `author ${line(c.author)}`, `committer ${line(c.committer)}`, '', c.message].join(
      '\n',
    );
    const commit = { ...c, sha: put('commit', Buffer.from(text)) };
    commits.set(commit.sha, commit);
    return commit;
  };

  const resolveRef = (fullName: string, ref: string): string | undefined => {
    if (SHA.test(ref) && commits.has(ref)) return ref;
    const r = repo(fullName);
    return r.refs.get(ref.startsWith('refs/') ? ref : `refs/heads/${ref}`);
  };

  const commitView = (fullName: string, c: Commit) => ({
    sha: c.sha,
    node_id: `C_${c.sha.slice(0, 12)}`,
    url: `https://api.github.com/repos/${fullName}/git/commits/${c.sha}`,
    html_url: `https://github.com/${fullName}/commit/${c.sha}`,
    author: c.author,
    committer: c.committer,
    message: c.message,
    tree: { sha: c.tree, url: `https://api.github.com/repos/${fullName}/git/trees/${c.tree}` },
    parents: c.parents.map((p) => ({
      sha: p,
      url: `https://api.github.com/repos/${fullName}/git/commits/${p}`,
      html_url: `https://github.com/${fullName}/commit/${p}`,
    })),
    // Commits made through the API with an app's or the workflow's token are signed by GitHub.
    verification: { verified: true, reason: 'valid', signature: null, payload: null, verified_at: c.committer.date },
  });
  const refView = (fullName: string, ref: string, sha: string) => ({
    ref,
    node_id: `REF_${Buffer.from(ref).toString('base64url')}`,
    url: `https://api.github.com/repos/${fullName}/git/${ref}`,
    object: { type: 'commit', sha, url: `https://api.github.com/repos/${fullName}/git/commits/${sha}` },
  });
  const treeView = (fullName: string, sha: string) => ({
    sha,
    url: `https://api.github.com/repos/${fullName}/git/trees/${sha}`,
    tree: [...(trees.get(sha) ?? new Map<string, FileEntry>())].map(([path, f]) => ({
      path,
      mode: f.mode,
      type: 'blob',
      sha: f.sha,
      size: objects.get(f.sha)?.body.length ?? 0,
      url: `https://api.github.com/repos/${fullName}/git/blobs/${f.sha}`,
    })),
    truncated: false,
  });

  const filesAt = (fullName: string, ref: string): Map<string, FileEntry> | undefined => {
    const sha = resolveRef(fullName, ref);
    const c = sha ? commits.get(sha) : undefined;
    return c ? trees.get(c.tree) : undefined;
  };

  const store: GitStore = {
    commit(fullName, branch, files, opts = {}) {
      const r = repo(fullName);
      const parent = r.refs.get(`refs/heads/${branch}`);
      const base = new Map(parent ? (filesAt(fullName, parent) ?? []) : []);
      for (const [path, text] of Object.entries(files)) {
        if (text === null) base.delete(path);
        else base.set(path, { mode: '100644', sha: blob(Buffer.from(text)) });
      }
      const who = { name: opts.author ?? 'Octo Cat', email: 'octocat@example.com', date: stamp() };
      const c = writeCommit({ tree: writeTree(base), parents: parent ? [parent] : [], message: opts.message ?? 'seed', author: who, committer: who });
      r.refs.set(`refs/heads/${branch}`, c.sha);
      return c.sha;
    },
    file(fullName, ref, path) {
      const f = filesAt(fullName, ref)?.get(path);
      return f && objects.get(f.sha)?.body.toString('utf8');
    },
    head: (fullName, branch) => repo(fullName).refs.get(`refs/heads/${branch}`),
    branches: (fullName) => [...repo(fullName).refs.keys()].filter((r) => r.startsWith('refs/heads/')).map((r) => r.slice('refs/heads/'.length)),
    commitObject: (sha) => commits.get(sha),
    files(fullName, ref) {
      return Object.fromEntries([...(filesAt(fullName, ref) ?? [])].map(([path, f]) => [path, objects.get(f.sha)?.body.toString('utf8') ?? '']));
    },
    handle(method, path, query, body, may, viewer) {
      const m = /^\/repos\/([^/]+)\/([^/]+)\/(git\/(?:ref|refs|blobs|trees|commits)|contents)(?:\/(.*))?$/.exec(path);
      if (!m) return undefined;
      const fullName = `${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}`;
      const what = m[3]!;
      const rest = m[4] === undefined ? undefined : decodeURIComponent(m[4]);
      const r = repo(fullName);
      const b = (body ?? {}) as Record<string, unknown>;
      if (method !== 'GET' && !may.write) return DENIED;

      if (what === 'git/ref' && method === 'GET' && rest) {
        const sha = r.refs.get(`refs/${rest}`);
        return sha ? { status: 200, body: refView(fullName, `refs/${rest}`, sha) } : NOT_FOUND;
      }
      if (what === 'git/refs' && method === 'POST' && rest === undefined) {
        const ref = b.ref;
        if (typeof ref !== 'string' || !/^refs\/[^/]+\/.+/.test(ref)) return invalid('Reference name must start with refs/ and have at least two slashes.');
        if (typeof b.sha !== 'string' || !commits.has(b.sha)) return invalid('Object does not exist');
        if (r.refs.has(ref)) return invalid('Reference already exists');
        r.refs.set(ref, b.sha);
        return { status: 201, body: refView(fullName, ref, b.sha) };
      }
      if (what === 'git/refs' && rest) {
        const ref = `refs/${rest}`;
        const current = r.refs.get(ref);
        if (method === 'DELETE') {
          if (!current) return invalid('Reference does not exist');
          r.refs.delete(ref);
          return { status: 204 };
        }
        if (method === 'PATCH') {
          if (!current) return invalid('Reference does not exist');
          if (typeof b.sha !== 'string' || !commits.has(b.sha)) return invalid('Object does not exist');
          if (b.force !== true && !descends(b.sha, current)) return invalid('Update is not a fast forward');
          r.refs.set(ref, b.sha);
          return { status: 200, body: refView(fullName, ref, b.sha) };
        }
      }
      if (what === 'git/blobs') {
        if (method === 'POST' && rest === undefined) {
          if (typeof b.content !== 'string') return invalid('Invalid request.\n\n"content" wasn\'t supplied.');
          const encoding = b.encoding ?? 'utf-8';
          if (encoding !== 'utf-8' && encoding !== 'base64') return invalid(`Invalid request.\n\n${JSON.stringify(encoding)} is not a valid encoding.`);
          const sha = blob(encoding === 'base64' ? Buffer.from(b.content, 'base64') : Buffer.from(b.content, 'utf8'));
          return { status: 201, body: { sha, url: `https://api.github.com/repos/${fullName}/git/blobs/${sha}` } };
        }
        if (method === 'GET' && rest) {
          const o = objects.get(rest);
          if (o?.type !== 'blob') return NOT_FOUND;
          return { status: 200, body: { sha: rest, size: o.body.length, encoding: 'base64', content: `${o.body.toString('base64')}\n` } };
        }
      }
      if (what === 'git/trees') {
        if (method === 'GET' && rest) return trees.has(rest) ? { status: 200, body: treeView(fullName, rest) } : NOT_FOUND;
        if (method === 'POST' && rest === undefined) {
          if (!Array.isArray(b.tree)) return invalid('Invalid request.\n\n"tree" wasn\'t supplied.');
          const baseTree = b.base_tree;
          if (baseTree !== undefined && (typeof baseTree !== 'string' || !trees.has(baseTree))) return invalid('base_tree is not a valid tree oid');
          const files = new Map(typeof baseTree === 'string' ? trees.get(baseTree) : []);
          for (const raw of b.tree as unknown[]) {
            const e = (raw ?? {}) as Record<string, unknown>;
            if (typeof e.path !== 'string' || e.path === '' || e.path.startsWith('/') || e.path.split('/').some((s) => s === '' || s === '.' || s === '..'))
              return invalid('tree.path contains a malformed path component');
            if (e.type !== 'blob' || (e.mode !== '100644' && e.mode !== '100755')) return invalid('Must supply a valid tree.mode and tree.type for blobs');
            if (e.sha === null) {
              if (!files.has(e.path)) return invalid(`Could not delete ${e.path}: path does not exist`);
              files.delete(e.path);
              continue;
            }
            if (typeof e.content === 'string') files.set(e.path, { mode: e.mode, sha: blob(Buffer.from(e.content)) });
            else if (typeof e.sha === 'string' && objects.get(e.sha)?.type === 'blob') files.set(e.path, { mode: e.mode, sha: e.sha });
            else return invalid(`tree.sha ${JSON.stringify(e.sha)} is not a valid blob`);
          }
          const sha = writeTree(files);
          return { status: 201, body: treeView(fullName, sha) };
        }
      }
      if (what === 'git/commits') {
        if (method === 'GET' && rest) {
          const c = commits.get(rest);
          return c ? { status: 200, body: commitView(fullName, c) } : NOT_FOUND;
        }
        if (method === 'POST' && rest === undefined) {
          if (typeof b.message !== 'string') return invalid('Invalid request.\n\n"message" wasn\'t supplied.');
          if (typeof b.tree !== 'string' || !trees.has(b.tree)) return invalid('Tree SHA does not exist');
          const parents = Array.isArray(b.parents) ? b.parents : [];
          if (parents.some((p) => typeof p !== 'string' || !commits.has(p))) return invalid('Parent SHA does not exist or is not a commit object');
          // Without author and committer, GitHub writes the token's identity (for a bot, its noreply address).
          const who = { name: viewer, email: `41898282+${viewer}@users.noreply.github.com`, date: stamp() };
          const c = writeCommit({ tree: b.tree, parents: parents as string[], message: b.message, author: who, committer: who });
          return { status: 201, body: commitView(fullName, c) };
        }
      }
      if (what === 'contents' && method === 'GET' && rest) {
        const ref = query.get('ref') ?? 'main';
        const f = filesAt(fullName, ref)?.get(rest);
        if (!f) return NOT_FOUND;
        const content = objects.get(f.sha)?.body ?? Buffer.alloc(0);
        return {
          status: 200,
          body: {
            type: 'file',
            encoding: 'base64',
            size: content.length,
            name: rest.split('/').pop(),
            path: rest,
            sha: f.sha,
            content: content.toString('base64').replace(/(.{60})/g, '$1\n'),
            url: `https://api.github.com/repos/${fullName}/contents/${rest}?ref=${ref}`,
          },
        };
      }
      return NOT_FOUND;
    },
  };

  /** Whether commit `sha` has `ancestor` in its history (a fast-forward from it). */
  function descends(sha: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const todo = [sha];
    while (todo.length > 0) {
      const s = todo.pop() as string;
      if (s === ancestor) return true;
      if (seen.has(s)) continue;
      seen.add(s);
      todo.push(...(commits.get(s)?.parents ?? []));
    }
    return false;
  }
  return store;
}
