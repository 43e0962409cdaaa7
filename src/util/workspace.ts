import { lstat, readlink, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { InputName } from '../generated/action-inputs.js';
import { InputError, msg, theInput } from './input-error.js';

/**
 * Files the action reads or writes come from the workspace: a pull request controls its files,
 * its file names and its symlinks, and must not point the action at a runner file (a token, a
 * credential, `/etc/…`) or make it write outside the checkout. Paths are checked after resolving
 * every symlink, before the file is opened.
 */

/**
 * Where a run's files live, as its front end says (the engine reads no environment): the action
 * GITHUB_WORKSPACE and GITHUB_REPOSITORY; the command line the top of the git repository it runs
 * in and `--repository`, so a plan made on a laptop has CI's scopes and fingerprint.
 */
export interface Workspace {
  /** Absolute: files are read from and written to it only. */
  readonly root: string;
  /** `owner/name`; unset: the workspace's git remote `origin` names it, for scopes. */
  readonly repository?: string;
}

/** `path` is `root` or lies below it (both absolute). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** What users know: the path relative to the workspace when inside it, with `/`. */
export function displayPath(ws: Workspace, abs: string): string {
  const { root } = ws;
  return isInside(root, abs) && abs !== root ? relative(root, abs).split(sep).join('/') : abs;
}

export interface WorkspaceFile {
  /** The real path (symlinks resolved): what is opened. */
  path: string;
  /** The path as given, relative to the workspace: what annotations and scopes show. */
  display: string;
}

/**
 * A file to read, named by input `input` (relative to the workspace, or absolute). Refused with an
 * InputError naming the input when its real path lies outside the workspace. A file that does not
 * exist is returned as is, for the reader to report.
 */
export async function workspaceFile(ws: Workspace, input: InputName, given: string): Promise<WorkspaceFile> {
  const root = await realRoot(ws);
  const lexical = resolve(ws.root, given);
  const real = await realpath(lexical).catch(() => undefined);
  const checked = real ?? lexical;
  if (!isInside(root, checked)) throw outside(ws, input, given, checked, root, 'read');
  return { path: checked, display: displayPath(ws, lexical) };
}

/**
 * A file to write, named by input `input`. An existing file (or symlink, dangling ones included)
 * must resolve inside the workspace; a new one must land in a directory whose real path is
 * inside it (its missing directories are for the caller to create). Returns the real path.
 */
export async function workspaceOutput(ws: Workspace, input: InputName, given: string): Promise<string> {
  const root = await realRoot(ws);
  let target = resolve(ws.root, given);
  // Follow symlinks by hand, so a dangling one is judged by where the write would land.
  for (let hops = 0; ; hops++) {
    const st = await lstat(target).catch(() => undefined);
    if (!st?.isSymbolicLink()) break;
    if (hops >= 40) throw new InputError(msg`${theInput(input)}: \`${given}\` is a loop of symlinks.`);
    target = resolve(dirname(target), await readlink(target));
  }
  let dir = dirname(target);
  while (!(await lstat(dir).catch(() => undefined))) dir = dirname(dir);
  const realDir = await realpath(dir);
  const final = join(realDir, relative(dir, target));
  if (!isInside(root, final) || final === root) throw outside(ws, input, given, final, root, 'write');
  return final;
}

async function realRoot(ws: Workspace): Promise<string> {
  const root = resolve(ws.root);
  return realpath(root).catch(() => root);
}

function outside(ws: Workspace, input: InputName, given: string, real: string, root: string, verb: 'read' | 'write'): InputError {
  const where = resolve(ws.root, given) === real ? ' is' : ` resolves to ${real}, which is`;
  return new InputError(
    msg`${theInput(input)}: \`${given}\`${where} outside the workspace (${root}); files are only ${verb === 'read' ? 'read from' : 'written to'} the workspace, so a symlink or path in a pull request cannot reach runner files.`,
  );
}
