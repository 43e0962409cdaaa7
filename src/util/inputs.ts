import { INPUT_DEFAULTS, OPERATION_DEFAULTS, type InputName } from '../generated/action-inputs.js';
import { InputError, msg, theInput } from './input-error.js';

/**
 * Reads one input by its name (kebab-case, as in action.yml): the action reads `INPUT_*` through
 * `@actions/core`, a command line its flags and environment. Input names are the interface.
 */
export type Reader = (name: InputName) => string;

/**
 * Typed readers over a Reader: each checks its input when it is read and throws an InputError
 * naming it, so an operation that never reads an input is never failed by it. An input left unset
 * reads as its default in action.yml — the operation's own where it has one — through the generated
 * tables (scripts/action-inputs.ts), so the action and the command line read the same defaults and
 * no operation restates one.
 */
export class Inputs {
  readonly read: Reader;
  /** The operation whose defaults apply (`concurrency`, `max-deletions`), once it is known. */
  readonly operation?: string;

  constructor(read: Reader, operation?: string) {
    this.read = read;
    this.operation = operation;
  }

  /** The same inputs, with `operation`'s defaults. */
  of(operation: string): Inputs {
    return operation === this.operation ? this : new Inputs(this.read, operation);
  }

  /** The default an unset input reads, if any. */
  defaultOf(name: InputName): string | undefined {
    return (this.operation !== undefined ? OPERATION_DEFAULTS[this.operation]?.[name] : undefined) ?? INPUT_DEFAULTS[name];
  }

  /** The value, trimmed; the default when unset; '' when it has none. */
  text(name: InputName): string {
    return this.read(name).trim() || (this.defaultOf(name) ?? '');
  }

  /** Accepts what YAML users write: true/false, yes/no, on/off, 1/0 (any case). */
  bool(name: InputName): boolean {
    const value = this.required(name);
    const v = value.toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(v)) return true;
    if (['false', 'no', 'off', '0'].includes(v)) return false;
    throw new InputError(msg`${theInput(name)} must be \`true\` or \`false\`; got \`${value}\`.`);
  }

  number(name: InputName, opts: NumberRange = {}): number {
    this.required(name);
    return this.optionalNumber(name, opts) as number;
  }

  /** Undefined when unset and without a default. */
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

  /** One of `allowed`; `fallback` only for an input whose default action.yml cannot state (the edition, inferred). */
  oneOf<T extends string>(name: InputName, allowed: readonly T[], fallback?: T): T {
    const value = this.text(name) || fallback || this.required(name);
    if ((allowed as readonly string[]).includes(value)) return value as T;
    throw new InputError(msg`${theInput(name)} must be one of ${allowed.map((a) => `\`${a}\``).join(', ')}; got \`${value}\`.`);
  }

  /** The value or its default: an input read this way has one in action.yml (a programming error otherwise). */
  private required(name: InputName): string {
    const value = this.text(name);
    if (value === '') throw new Error(`input \`${name}\` has no default in action.yml${this.operation ? ` for ${this.operation}` : ''}`);
    return value;
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
