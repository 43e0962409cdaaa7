import { glob, readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError } from '../api/errors.js';

export interface FoundFile {
  /** Absolute path, for reading. */
  path: string;
  /** What users know: relative to the workspace when inside it (annotations, scope). */
  display: string;
}

export function workspace(): string {
  return process.env.GITHUB_WORKSPACE || process.cwd();
}

export function displayPath(abs: string): string {
  const rel = relative(workspace(), abs);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

/** `<owner/repo>:<path>`: two repositories, or two files of one, never share a scope. */
export function defaultScope(display: string): string {
  return `${process.env.GITHUB_REPOSITORY || 'local'}:${display}`;
}

/** A path or a glob (relative to the workspace) → the files, sorted; nothing found is an error. */
export async function findAlertFiles(pattern: string): Promise<FoundFile[]> {
  const root = workspace();
  if (!/[*?[\]{}]/.test(pattern)) {
    const path = resolve(root, pattern);
    const st = await stat(path).catch(() => undefined);
    if (!st?.isFile()) throw new InputError(`Input \`alert-file\`: no file at \`${pattern}\` (relative to ${root}).`);
    return [{ path, display: displayPath(path) }];
  }
  const found: string[] = [];
  for await (const entry of glob(pattern, { cwd: root })) {
    const path = resolve(root, entry);
    if ((await stat(path).catch(() => undefined))?.isFile()) found.push(path);
  }
  if (found.length === 0) throw new InputError(`Input \`alert-file\`: the glob \`${pattern}\` matches no file (relative to ${root}).`);
  return found.sort().map((path) => ({ path, display: displayPath(path) }));
}

export async function readText(file: FoundFile): Promise<string> {
  try {
    return await readFile(file.path, 'utf8');
  } catch (e) {
    throw new InputError(`Input \`alert-file\`: cannot read \`${file.display}\`: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
