import { readFile } from 'node:fs/promises';
import { InputError, msg, named, theInput, theInputs } from '../util/input-error.js';
import { checkId, type IdShape } from '../util/ids.js';
import type { Inputs } from '../util/inputs.js';
import { workspaceFile, type Workspace } from '../util/workspace.js';
import { fileSizeProblem } from '../util/file-size.js';

/**
 * The request body from `body` (JSON) or `body-file` (JSON or YAML, read from the workspace);
 * must be an object. Checked before any request.
 */
export async function readBody(input: Inputs, operation: string, ws: Workspace): Promise<Record<string, unknown>> {
  const text = input.read('body');
  const bodyFile = input.text('body-file');
  if (text.trim() && bodyFile) throw new InputError(msg`${theInputs('body')} and ${named('body-file')} are exclusive: set one.`);
  let body: unknown;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch (e) {
      throw new InputError(msg`${theInput('body')} is not valid JSON: ${(e as Error).message}`);
    }
  } else if (bodyFile) {
    const file = await workspaceFile(ws, 'body-file', bodyFile);
    let content: string;
    try {
      content = await readFile(file.path, 'utf8');
    } catch (e) {
      throw new InputError(msg`${theInput('body-file')}: cannot read ${bodyFile} (${String((e as NodeJS.ErrnoException).code ?? e)}).`);
    }
    const tooLarge = fileSizeProblem(content);
    if (tooLarge) throw new InputError(msg`${theInput('body-file')} ${bodyFile}: ${tooLarge}.`);
    // YAML is a superset of JSON, so one parser reads both; loaded only here to keep start-up short.
    const { parse } = await import('yaml');
    try {
      body = parse(content, { maxAliasCount: 100 });
    } catch (e) {
      const pos = (e as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
      const at = pos ? `:${pos.line}:${pos.col}` : '';
      throw new InputError(msg`${theInput('body-file')} ${bodyFile}${at}: ${(e as Error).message.split('\n')[0] ?? ''}`);
    }
  }
  if (body === undefined) throw new InputError(msg`Operation \`${operation}\` needs a request body: set ${named('body')} (JSON) or ${named('body-file')}.`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputError(`The request body for \`${operation}\` must be a JSON object.`);
  }
  return body as Record<string, unknown>;
}

/** Input `id`, checked to be one path segment (and of `shape`, where the edition's contract fixes it). */
export function requireId(input: Inputs, operation: string, shape?: IdShape): string {
  const id = input.text('id');
  if (!id) throw new InputError(msg`${theInput('id')} is required for \`${operation}\`.`);
  return checkId(id, 'id', shape);
}

/** `dry-run`: plan and report, send nothing. */
export function dryRun(input: Inputs): boolean {
  return input.bool('dry-run');
}
