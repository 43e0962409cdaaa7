import { readFile } from 'node:fs/promises';
import { InputError } from '../api/errors.js';
import type { Inputs } from '../inputs.js';
import { checkId, type IdShape } from '../util/ids.js';
import { workspaceFile } from '../util/workspace.js';

/** The request body from `body` (JSON) or `body-file` (JSON or YAML); must be an object. */
export async function readBody(inputs: Inputs, operation: string): Promise<Record<string, unknown>> {
  let body = inputs.body;
  if (inputs.bodyFile) {
    const file = await workspaceFile('body-file', inputs.bodyFile);
    let text: string;
    try {
      text = await readFile(file.path, 'utf8');
    } catch (e) {
      throw new InputError(`Input \`body-file\`: cannot read ${inputs.bodyFile} (${(e as NodeJS.ErrnoException).code ?? e}).`);
    }
    // YAML is a superset of JSON, so one parser reads both; loaded only here to keep start-up short.
    const { parse } = await import('yaml');
    try {
      body = parse(text, { maxAliasCount: 100 });
    } catch (e) {
      const pos = (e as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
      const at = pos ? `:${pos.line}:${pos.col}` : '';
      throw new InputError(`Input \`body-file\` ${inputs.bodyFile}${at}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  if (body === undefined) throw new InputError(`Operation \`${operation}\` needs a request body: set \`body\` (JSON) or \`body-file\`.`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputError(`The request body for \`${operation}\` must be a JSON object.`);
  }
  return body as Record<string, unknown>;
}

/** Input `id`, checked to be one path segment (and of `shape`, where the edition's contract fixes it). */
export function requireId(inputs: Inputs, operation: string, shape?: IdShape): string {
  if (!inputs.id) throw new InputError(`Input \`id\` is required for \`${operation}\`.`);
  return checkId(inputs.id, 'id', shape);
}
