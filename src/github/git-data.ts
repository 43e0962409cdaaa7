// One repository's Git database and pull requests over GitHub's REST API, as `stack.pull` uses
// them: read a branch, create blobs, a tree, a commit, move or create a branch, find, open,
// update and close pull requests — no git binary, no checkout. Every call names the permission it
// needs, so a refusal can say which one the workflow lacks. Knows no feature: what to commit, and
// whether a pull request is this tool's, is the caller's (proposal.ts).
import { createHash } from 'node:crypto';
import { GitHubError, type GitHubRequests } from './secrets.js';

export interface Repository {
  owner: string;
  repo: string;
}

/** The permission of the workflow's token a request needs (`permissions:` in the workflow). */
export type Permission = 'contents: read' | 'contents: write' | 'pull-requests: read' | 'pull-requests: write';

/** A GitHub request refused or failed, with the permission it needed. */
export class GitDataError extends GitHubError {
  readonly permission: Permission;
  constructor(cause: GitHubError, permission: Permission) {
    super(cause.message, cause.status, cause.mayHaveLanded);
    this.name = 'GitDataError';
    this.permission = permission;
  }
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
}

export interface PullRequest {
  number: number;
  state: 'open' | 'closed';
  title: string;
  body: string;
  /** Who opened it (REST form: `github-actions[bot]`). */
  author: string | undefined;
  head: string;
  /** The head branch is in this repository (not a fork's branch of the same name). */
  sameRepository: boolean;
  base: string;
  url: string;
}

export interface GitData {
  readonly repository: Repository;
  /** The commit a branch points at; undefined when there is no such branch. */
  branch(name: string): Promise<string | undefined>;
  commit(sha: string): Promise<CommitInfo>;
  /** The blob SHA of a file at a commit; undefined when the commit has no such file. */
  fileSha(path: string, commit: string): Promise<string | undefined>;
  createBlob(text: string): Promise<string>;
  /** A tree: `base` with these files (path → blob SHA) put in. */
  createTree(base: string, files: ReadonlyArray<{ path: string; blob: string }>): Promise<string>;
  createCommit(message: string, tree: string, parents: readonly string[]): Promise<string>;
  createBranch(name: string, commit: string): Promise<void>;
  /** Moves a branch, also where that is not a fast-forward (the caller has checked whose it is). */
  moveBranch(name: string, commit: string): Promise<void>;
  deleteBranch(name: string): Promise<void>;
  /** The open pull requests whose head is `branch` of this repository. */
  openPullRequests(branch: string): Promise<PullRequest[]>;
  openPullRequest(p: { title: string; body: string; head: string; base: string }): Promise<PullRequest>;
  updatePullRequest(number: number, p: { title?: string; body?: string; state?: 'closed' }): Promise<PullRequest>;
  comment(number: number, body: string): Promise<void>;
  /** A pull request's state; undefined when there is none of that number. */
  pullRequestState(number: number): Promise<'open' | 'closed' | undefined>;
}

/** The SHA Git gives a file's content (`git hash-object`): what GitHub answers for it at a commit. */
export function blobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');
}

const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new GitHubError(`GitHub's answer has no ${what}`, undefined, false);
  return v;
};
const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

function pullRequest(data: unknown, repo: Repository): PullRequest {
  const d = record(data);
  const head = record(d.head);
  const base = record(d.base);
  const user = record(d.user);
  const headRepo = record(head.repo);
  return {
    number: Number(d.number),
    state: d.state === 'open' ? 'open' : 'closed',
    title: typeof d.title === 'string' ? d.title : '',
    body: typeof d.body === 'string' ? d.body : '',
    author: typeof user.login === 'string' ? user.login : undefined,
    head: typeof head.ref === 'string' ? head.ref : '',
    sameRepository: typeof headRepo.full_name === 'string' && headRepo.full_name.toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase(),
    base: typeof base.ref === 'string' ? base.ref : '',
    url: typeof d.html_url === 'string' ? d.html_url : '',
  };
}

export function createGitData(octokit: GitHubRequests, repository: Repository): GitData {
  const at = { owner: repository.owner, repo: repository.repo };
  /** One request; a failure carries the permission it needed. */
  const call = async (permission: Permission, route: string, params: Record<string, unknown>): Promise<{ status: number; data: unknown }> => {
    try {
      return await octokit.request(route, { ...at, ...params });
    } catch (e) {
      throw e instanceof GitHubError ? new GitDataError(e, permission) : e;
    }
  };
  /** A read whose 404 means "there is none". */
  const maybe = async (permission: Permission, route: string, params: Record<string, unknown>): Promise<unknown> => {
    try {
      return (await call(permission, route, params)).data;
    } catch (e) {
      if (e instanceof GitHubError && e.status === 404) return undefined;
      throw e;
    }
  };

  return {
    repository,
    async branch(name) {
      const data = record(await maybe('contents: read', 'GET /repos/{owner}/{repo}/git/ref/{ref}', { ref: `heads/${name}` }));
      // A prefix of other refs answers a list (older GitHub): no such branch.
      return Array.isArray(data) || data.object === undefined ? undefined : str(record(data.object).sha, 'commit SHA');
    },
    async commit(sha) {
      const d = record((await call('contents: read', 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { commit_sha: sha })).data);
      const parents = Array.isArray(d.parents) ? d.parents.map((p) => str(record(p).sha, 'parent SHA')) : [];
      return { sha: str(d.sha, 'commit SHA'), tree: str(record(d.tree).sha, 'tree SHA'), parents, message: typeof d.message === 'string' ? d.message : '' };
    },
    async fileSha(path, commit) {
      const d = await maybe('contents: read', 'GET /repos/{owner}/{repo}/contents/{path}', { path, ref: commit });
      // A directory answers a list: no file there.
      return Array.isArray(d) || record(d).type !== 'file' ? undefined : str(record(d).sha, 'blob SHA');
    },
    async createBlob(text) {
      const d = record((await call('contents: write', 'POST /repos/{owner}/{repo}/git/blobs', { content: text, encoding: 'utf-8' })).data);
      return str(d.sha, 'blob SHA');
    },
    async createTree(base, files) {
      const tree = files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', sha: f.blob }));
      const d = record((await call('contents: write', 'POST /repos/{owner}/{repo}/git/trees', { base_tree: base, tree })).data);
      return str(d.sha, 'tree SHA');
    },
    async createCommit(message, tree, parents) {
      const d = record((await call('contents: write', 'POST /repos/{owner}/{repo}/git/commits', { message, tree, parents })).data);
      return str(d.sha, 'commit SHA');
    },
    async createBranch(name, commit) {
      await call('contents: write', 'POST /repos/{owner}/{repo}/git/refs', { ref: `refs/heads/${name}`, sha: commit });
    },
    async moveBranch(name, commit) {
      await call('contents: write', 'PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ref: `heads/${name}`, sha: commit, force: true });
    },
    async deleteBranch(name) {
      await call('contents: write', 'DELETE /repos/{owner}/{repo}/git/refs/{ref}', { ref: `heads/${name}` });
    },
    async openPullRequests(branch) {
      const { data } = await call('pull-requests: read', 'GET /repos/{owner}/{repo}/pulls', {
        state: 'open',
        head: `${repository.owner}:${branch}`,
        per_page: 100,
      });
      return (Array.isArray(data) ? data : []).map((p) => pullRequest(p, repository)).filter((p) => p.head === branch && p.sameRepository);
    },
    async openPullRequest(p) {
      const { data } = await call('pull-requests: write', 'POST /repos/{owner}/{repo}/pulls', p);
      return pullRequest(data, repository);
    },
    async updatePullRequest(number, p) {
      const { data } = await call('pull-requests: write', 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}', { pull_number: number, ...p });
      return pullRequest(data, repository);
    },
    async pullRequestState(number) {
      const d = await maybe('pull-requests: read', 'GET /repos/{owner}/{repo}/pulls/{pull_number}', { pull_number: number });
      return d === undefined ? undefined : record(d).state === 'open' ? 'open' : 'closed';
    },
    async comment(number, body) {
      await call('pull-requests: write', 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { issue_number: number, body });
    },
  };
}
