import type { InputName } from '../generated/action-inputs.js';
import { InputError, msg, theInput } from './input-error.js';

/** Id shapes a contract fixes: HyperDX's Mongo ObjectIds, ClickHouse Cloud's UUIDs. */
export type IdShape = 'object-id' | 'uuid';

const SHAPES: Record<IdShape, { re: RegExp; text: string }> = {
  'object-id': { re: /^[0-9a-f]{24}$/i, text: 'a 24-character hexadecimal ObjectId' },
  uuid: { re: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, text: 'a UUID' },
};

/**
 * Why `value` cannot be used as one path segment, or undefined. Encoding keeps `/`, `?` and `#`
 * inert, but not `.` and `..` (URL resolution collapses them), and an id that needs `%`, `\` or a
 * control character is not an id anyone meant: all of these are refused rather than encoded.
 */
export function segmentProblem(value: string): string | undefined {
  if (value === '') return 'it is empty';
  if (value === '.' || value === '..') return `\`${value}\` is a path step, not an id`;
  // Control characters are what these two patterns look for (no-control-regex guards against them by accident).
  // eslint-disable-next-line no-control-regex
  const bad = /[/\\?#%\s\u0000-\u001f\u007f]/.exec(value)?.[0];
  if (bad === undefined) return undefined;
  // eslint-disable-next-line no-control-regex
  return /[\s\u0000-\u001f\u007f]/.test(bad) ? 'it contains whitespace or a control character' : `\`${bad}\` is path syntax`;
}

/**
 * `value` as an id for the input named `input`, or an InputError naming it (before any request).
 * With `shape`, the id must also have the form the edition's contract gives it.
 */
export function checkId(value: string, input: InputName, shape?: IdShape): string {
  const problem = segmentProblem(value);
  if (problem) throw new InputError(msg`${theInput(input)} is not an id: ${problem} (got ${JSON.stringify(value)}).`);
  if (shape && !SHAPES[shape].re.test(value)) {
    throw new InputError(msg`${theInput(input)} must be ${SHAPES[shape].text} on this edition; got ${JSON.stringify(value)}.`);
  }
  return value;
}
