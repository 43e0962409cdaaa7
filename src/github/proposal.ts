// One pull request per file, kept by this tool on a branch of a fixed name (issue 33): opened with
// the file as a run rewrote it, updated in place by the next run (never a second pull request),
// closed with a note when there is nothing left to propose. Never merges, never writes the base
// branch, and never touches a pull request or branch it did not make — the rules of the sticky
// comment and the drift issue: a pull request is ours when the token's identity opened it and its
// body starts with our marker line; the branch is ours while its head is a commit this tool made
// (its message carries the key's trailer). Someone who pushes to the branch takes it over: the
// next run leaves it, and the pull request on it, alone and says so.
import { blobSha, GitDataError, type GitData, type PullRequest } from './git-data.js';
import { sameLogin } from './identity.js';

export interface ProposedFile {
  /** Repository path (`/`-separated, relative to the root). */
  path: string;
  /** The text the run read: the base branch must still hold it, or the proposal would undo someone's change. */
  read: string;
  /** The text proposed. */
  text: string;
}

export interface Proposal {
  /** What makes the pull request this one (the comment key of the file). */
  key: string;
  /** The first line of the body: the key's marker. */
  marker: string;
  base: string;
  branch: string;
  files: readonly ProposedFile[];
  title: string;
  /** Starts with `marker`. */
  body: string;
  /** The commit's message, without the trailer (added here). */
  message: string;
}

/** `failed` is the caller's: a request GitHub refused (proposal functions throw GitDataError). */
export type ProposalAction = 'created' | 'updated' | 'unchanged' | 'closed' | 'none' | 'skipped' | 'failed';

export interface ProposalOutcome {
  action: ProposalAction;
  branch: string;
  number?: number;
  url?: string;
  /** Why it was skipped: someone else's pull request or commit, or a base that moved. */
  reason?: string;
}

/** The trailer that marks a commit of ours for `key` (a key holds no line break once encoded). */
export function commitTrailer(key: string): string {
  return `Observability-Ops-Pull: ${encodeURIComponent(key)}`;
}

const isOurCommit = (message: string, key: string): boolean => message.split('\n').some((line) => line.trimEnd() === commitTrailer(key));

/** The pull request is this key's and the token's own (never someone else's quoting the marker). */
function isOurs(p: PullRequest, marker: string, me: string): boolean {
  return sameLogin(p.author, me) && (p.body.split('\n', 1)[0] ?? '').replace(/\r$/, '').trimEnd() === marker;
}

/** What stands on the branch: our pull request, if any, or why the branch is not ours to write. */
async function standing(
  git: GitData,
  me: string,
  p: Pick<Proposal, 'key' | 'marker' | 'branch'>,
): Promise<{ ours?: PullRequest; head?: string; refused?: string }> {
  const open = await git.openPullRequests(p.branch);
  const theirs = open.find((pr) => !isOurs(pr, p.marker, me));
  if (theirs)
    return {
      refused: `branch ${p.branch} is the head of pull request #${theirs.number}, which this tool did not open (its author or first line differs): left alone`,
    };
  const ours = open[0];
  const head = await git.branch(p.branch);
  if (head !== undefined) {
    const commit = await git.commit(head);
    if (!isOurCommit(commit.message, p.key)) {
      const where = ours ? ` (pull request #${ours.number})` : '';
      return {
        refused: `someone else committed to branch ${p.branch}${where}: its head ${head.slice(0, 7)} is not a commit of this tool, so the branch and its pull request are left as they are; merge or close the pull request, or delete the branch, and the next run proposes again`,
      };
    }
  }
  return { ours, head };
}

/**
 * Opens or updates the pull request of `p.key` holding `p.files` on `p.branch`, based on the head
 * of `p.base`. The branch is rebuilt on that head each time (one commit: the pull request's diff
 * is exactly the proposal); an unchanged proposal writes nothing. A request GitHub refuses throws
 * GitDataError (with the permission it needed).
 */
export async function propose(git: GitData, me: string, p: Proposal): Promise<ProposalOutcome> {
  const at = await standing(git, me, p);
  if (at.refused) return { action: 'skipped', branch: p.branch, reason: at.refused };
  const base = await git.branch(p.base);
  if (base === undefined) return { action: 'skipped', branch: p.branch, reason: `the base branch ${p.base} does not exist` };
  const baseCommit = await git.commit(base);
  for (const f of p.files) {
    if ((await git.fileSha(f.path, base)) !== blobSha(f.read)) {
      return {
        action: 'skipped',
        branch: p.branch,
        reason: `${f.path} on ${p.base} (${base.slice(0, 7)}) is not the file this run read: it changed since the checkout; the next run proposes against it`,
      };
    }
  }
  const blobs = await Promise.all(p.files.map(async (f) => ({ path: f.path, blob: await git.createBlob(f.text) })));
  const tree = await git.createTree(baseCommit.tree, blobs);
  let moved = false;
  const headCommit = at.head === undefined ? undefined : await git.commit(at.head);
  if (headCommit?.tree !== tree || headCommit.parents[0] !== base) {
    const commit = await git.createCommit(`${p.message}\n\n${commitTrailer(p.key)}`, tree, [base]);
    if (at.head === undefined) await git.createBranch(p.branch, commit);
    else await git.moveBranch(p.branch, commit);
    moved = true;
  }
  if (at.ours) {
    if (at.ours.title === p.title && at.ours.body === p.body)
      return { action: moved ? 'updated' : 'unchanged', branch: p.branch, number: at.ours.number, url: at.ours.url };
    const pr = await git.updatePullRequest(at.ours.number, { title: p.title, body: p.body });
    return { action: 'updated', branch: p.branch, number: pr.number, url: pr.url };
  }
  const pr = await git.openPullRequest({ title: p.title, body: p.body, head: p.branch, base: p.base });
  return { action: 'created', branch: p.branch, number: pr.number, url: pr.url };
}

/**
 * Nothing to propose: our open pull request of `p.key`, if any, gets `note` as a comment and is
 * closed, and its branch deleted (while its head is still our commit). Someone else's is left.
 */
export async function withdraw(git: GitData, me: string, p: Pick<Proposal, 'key' | 'marker' | 'branch'> & { note: string }): Promise<ProposalOutcome> {
  const at = await standing(git, me, p);
  if (at.refused) return { action: 'skipped', branch: p.branch, reason: at.refused };
  if (!at.ours) return { action: 'none', branch: p.branch };
  await git.comment(at.ours.number, p.note);
  const pr = await git.updatePullRequest(at.ours.number, { state: 'closed' });
  if (at.head !== undefined) await git.deleteBranch(p.branch);
  return { action: 'closed', branch: p.branch, number: pr.number, url: pr.url };
}

/**
 * Why a proposal failed, for people: the permission the workflow lacks (`contents: write` to write
 * the branch, `pull-requests: write` to open the pull request), the repository setting that
 * forbids GitHub Actions to open pull requests, a rate limit, or GitHub's own words.
 */
export function describeProposalFailure(e: unknown, where: string): string {
  const message = e instanceof Error ? e.message : String(e);
  if (!(e instanceof GitDataError)) return `Could not propose the change in ${where}: ${message}`;
  const what = `Could not propose the change in ${where}`;
  if (/not permitted to create or approve pull requests/i.test(message))
    return `${what}: the repository (or its organization) does not allow GitHub Actions to create pull requests (${message}). Turn on Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests", or give \`github-token\` a token that may.`;
  if ((e.status === 403 || e.status === 429) && /rate limit/i.test(message)) return `${what}: GitHub API rate limit (${message}).`;
  if (e.status === 403 || (e.status === 404 && /not accessible by integration/i.test(message)))
    return `${what}: the token lacks \`${e.permission}\` (${message}). Grant \`permissions: ${e.permission}\` to the job (a stack.pull job needs \`contents: write\` and \`pull-requests: write\`).`;
  if (e.status === 404)
    return `${what}: not found (${message}). The token cannot see the repository or the request needs \`${e.permission}\`; check \`github-token\` and the job's \`permissions:\`.`;
  return `${what}: ${message}`;
}
