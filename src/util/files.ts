import { execFileSync } from 'node:child_process';
import { glob, readFile, stat } from 'node:fs/promises';
import type { InputName } from '../generated/action-inputs.js';
import { InputError, msg, theInput } from './input-error.js';
import { workspaceFile, type Workspace, type WorkspaceFile } from './workspace.js';

export type FoundFile = WorkspaceFile;

/** `<owner/repo>:<path>`: two repositories, or two files of one, never share a scope. */
export function defaultScope(ws: Workspace, display: string): string {
  return `${repository(ws)}:${display}`;
}

const remotes = new Map<string, string | undefined>();

/**
 * `owner/repo`: the run's (GITHUB_REPOSITORY in CI, the command line's `--repository`); else the
 * workspace's git remote `origin`, so that a plan made on a laptop has the scope, and so the
 * fingerprint, that CI computes; `local` outside a git repository or without `origin`.
 */
function repository(ws: Workspace): string {
  if (ws.repository) return ws.repository;
  const { root } = ws;
  if (!remotes.has(root)) remotes.set(root, repositoryFromRemote(originUrl(root)));
  return remotes.get(root) ?? 'local';
}

function originUrl(cwd: string): string {
  try {
    // `remote get-url` applies the user's `insteadOf` rewrites, as `git fetch` would.
    return execFileSync('git', ['remote', 'get-url', 'origin'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
  } catch {
    return ''; // no git, not a repository, or no origin
  }
}

/**
 * `owner/repo` from a remote URL: `https://github.com/owner/repo(.git)`, `git@github.com:owner/repo.git`,
 * `ssh://git@github.com(:22)/owner/repo.git` (any host, for GitHub Enterprise Server); undefined
 * for anything else (a local path, a deeper path such as GitLab subgroups).
 */
export function repositoryFromRemote(url: string): string | undefined {
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/]+\/(.*)$/i.exec(url)?.[1] ?? /^[^/@:]+@[^/:]+:(?!\/)(.*)$/.exec(url)?.[1];
  const parts = path?.replace(/\.git\/?$|\/+$/g, '').split('/');
  return parts?.length === 2 && parts.every((p) => /^[\w.-]+$/.test(p) && p !== '.' && p !== '..') ? parts.join('/') : undefined;
}

/**
 * The file input `input` names — a path or a glob, relative to the workspace — as files, sorted;
 * nothing found is an error, and so is any file (a glob match included) whose real path is
 * outside the workspace.
 */
export async function findFiles(ws: Workspace, input: InputName, pattern: string): Promise<FoundFile[]> {
  const { root } = ws;
  if (!/[*?[\]{}]/.test(pattern)) {
    const file = await workspaceFile(ws, input, pattern);
    const st = await stat(file.path).catch(() => undefined);
    if (!st?.isFile()) throw new InputError(msg`${theInput(input)}: no file at \`${pattern}\` (relative to ${root}).`);
    return [file];
  }
  const found: FoundFile[] = [];
  for await (const entry of glob(pattern, { cwd: root })) {
    const file = await workspaceFile(ws, input, entry);
    if ((await stat(file.path).catch(() => undefined))?.isFile()) found.push(file);
  }
  if (found.length === 0) throw new InputError(msg`${theInput(input)}: the glob \`${pattern}\` matches no file (relative to ${root}).`);
  return found.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
}

/** The text of a file `input` named; an error naming the input when it cannot be read. */
export async function readText(input: InputName, file: FoundFile): Promise<string> {
  try {
    return await readFile(file.path, 'utf8');
  } catch (e) {
    throw new InputError(msg`${theInput(input)}: cannot read \`${file.display}\`: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
