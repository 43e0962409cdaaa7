// Reading the files of one kind, the same for every kind: the input's path or glob, each file
// parsed with its scope (`scope` for a single file, else the file's own or its default), and the
// rule that two files of one run never own the same objects. Nothing is requested before this.
import { defaultScope, findFiles, readText } from '../util/files.js';
import type { named } from '../util/input-error.js';
import type { Workspace } from '../util/workspace.js';
import type { YamlPath } from '../util/yaml.js';
import { distinctScopes, oneScopePerFile } from './guards.js';

interface ScopedFile {
  file: string;
  scope: string;
  yaml: { problem(path: YamlPath, message: string): void };
}

/** The files `pattern` (input `input`) matches, parsed by `parse`, each scope checked. */
export async function readScopedFiles<F extends ScopedFile>(
  ws: Workspace,
  input: Parameters<typeof named>[0],
  pattern: string,
  scope: string,
  parse: (display: string, text: string, scopes: { scope: string; defaultScope: string }) => F,
): Promise<F[]> {
  const found = await findFiles(ws, input, pattern);
  oneScopePerFile(scope, input, found.length);
  const files: F[] = [];
  for (const f of found) files.push(parse(f.display, await readText(input, f), { scope, defaultScope: defaultScope(ws, f.display) }));
  distinctScopes(files);
  return files;
}
