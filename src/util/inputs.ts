import type { InputName } from '../generated/action-inputs.js';
import { InputError, msg, theInput } from './input-error.js';

/**
 * Reads one input by its name (kebab-case, as in action.yml): the action reads `INPUT_*` through
 * `@actions/core`, a command line its flags and environment. Input names are the interface.
 */
export type Reader = (name: InputName) => string;

/**
 * Typed readers over a Reader: each checks its input when it is read and throws an InputError
 * naming it, so an operation that never reads an input is never failed by it.
 */
export class Inputs {
  readonly read: Reader;

  constructor(read: Reader) {
    this.read = read;
  }

  /** The value, trimmed; '' when unset. */
  text(name: InputName): string {
    return this.read(name).trim();
  }

  /** Accepts what YAML users write: true/false, yes/no, on/off, 1/0 (any case). */
  bool(name: InputName, fallback: boolean): boolean {
    const value = this.text(name);
    if (value === '') return fallback;
    const v = value.toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(v)) return true;
    if (['false', 'no', 'off', '0'].includes(v)) return false;
    throw new InputError(msg`${theInput(name)} must be \`true\` or \`false\`; got \`${value}\`.`);
  }

  number(name: InputName, fallback: number, opts: NumberRange = {}): number {
    return this.optionalNumber(name, opts) ?? fallback;
  }

  /** Undefined when unset: the caller applies its own default. */
  optionalNumber(name: InputName, opts: NumberRange = {}): number | undefined {
    const value = this.text(name);
    if (value === '') return undefined;
    const n = Number(value);
    const ok =
      Number.isFinite(n) && (!opts.integer || Number.isInteger(n)) && (opts.min === undefined || n >= opts.min) && (opts.max === undefined || n <= opts.max);
    if (ok) return n;
    // `1e400` and `Infinity` read as Infinity, `.nan` as nothing: say what they are, not "a number".
    if (Math.abs(n) === Infinity || /^[-+]?\.?(?:inf|infinity|nan)$/i.test(value.trim())) {
      throw new InputError(msg`${theInput(name)}: \`${value}\` is not a finite number.`);
    }
    const range = [opts.min !== undefined && `≥ ${opts.min}`, opts.max !== undefined && `≤ ${opts.max}`].filter(Boolean).join(' and ');
    throw new InputError(msg`${theInput(name)} must be ${opts.integer ? 'a whole number' : 'a number'}${range ? ` ${range}` : ''}; got \`${value}\`.`);
  }

  oneOf<T extends string>(name: InputName, allowed: readonly T[], fallback: T): T {
    const value = this.text(name) || fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    throw new InputError(msg`${theInput(name)} must be one of ${allowed.map((a) => `\`${a}\``).join(', ')}; got \`${value}\`.`);
  }

  /** Newline- or comma-separated, blanks dropped. */
  list(name: InputName): string[] {
    return this.read(name)
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean);
  }
}

export interface NumberRange {
  min?: number;
  max?: number;
  integer?: boolean;
}
