import { lstat, readlink, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { InputName } from '../generated/action-inputs.js';
import { InputError } from './input-error.js';

/**
 * Files the action reads or writes come from the workspace: a pull request controls its files,
 * its file names and its symlinks, and must not point the action at a runner file (a token, a
 * credential, `/etc/…`) or make it write outside the checkout. Paths are checked after resolving
 * every symlink, before the file is opened.
 */

/** GITHUB_WORKSPACE, or the working directory when run outside Actions. */
export function workspace(): string {
  return process.env.GITHUB_WORKSPACE || process.cwd();
}

/** `path` is `root` or lies below it (both absolute). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** What users know: the path relative to the workspace when inside it, with `/`. */
export function displayPath(abs: string): string {
  const root = workspace();
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
export async function workspaceFile(input: InputName, given: string): Promise<WorkspaceFile> {
  const root = await realRoot();
  const lexical = resolve(workspace(), given);
  const real = await realpath(lexical).catch(() => undefined);
  const checked = real ?? lexical;
  if (!isInside(root, checked)) throw outside(input, given, checked, root, 'read');
  return { path: checked, display: displayPath(lexical) };
}

/**
 * A file to write, named by input `input`. An existing file (or symlink, dangling ones included)
 * must resolve inside the workspace; a new one must land in a directory whose real path is
 * inside it (its missing directories are for the caller to create). Returns the real path.
 */
export async function workspaceOutput(input: InputName, given: string): Promise<string> {
  const root = await realRoot();
  let target = resolve(workspace(), given);
  // Follow symlinks by hand, so a dangling one is judged by where the write would land.
  for (let hops = 0; ; hops++) {
    const st = await lstat(target).catch(() => undefined);
    if (!st?.isSymbolicLink()) break;
    if (hops >= 40) throw new InputError(`Input \`${input}\`: \`${given}\` is a loop of symlinks.`);
    target = resolve(dirname(target), await readlink(target));
  }
  let dir = dirname(target);
  while (!(await lstat(dir).catch(() => undefined))) dir = dirname(dir);
  const realDir = await realpath(dir);
  const final = join(realDir, relative(dir, target));
  if (!isInside(root, final) || final === root) throw outside(input, given, final, root, 'write');
  return final;
}

async function realRoot(): Promise<string> {
  const root = resolve(workspace());
  return realpath(root).catch(() => root);
}

function outside(input: InputName, given: string, real: string, root: string, verb: 'read' | 'write'): InputError {
  const where = resolve(workspace(), given) === real ? ' is' : ` resolves to ${real}, which is`;
  return new InputError(
    `Input \`${input}\`: \`${given}\`${where} outside the workspace (${root}); files are only ${verb === 'read' ? 'read from' : 'written to'} the workspace, so a symlink or path in a pull request cannot reach runner files.`,
  );
}
