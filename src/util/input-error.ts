import type { InputName } from '../generated/action-inputs.js';

/**
 * An input named in a message, rendered by the run's InputNamer: the user reads it as they wrote
 * it (the action's `api-key`, the command line's `--api-key`). `lead` is the word before it in the
 * action's words ("Input `api-key` is required"), which a flag does not need ("`--api-key` is required").
 */
export interface InputRef {
  readonly input: InputName;
  readonly lead: '' | 'Input ' | 'Inputs ';
}

/** How a front end names an input to its user; the run context carries it (operations/types.ts). */
export type InputNamer = (input: InputName, lead: InputRef['lead']) => string;

/** The action's words: "Input `api-key`". */
export const actionNamer: InputNamer = (input, lead) => `${lead}\`${input}\``;

/** `name` in a message: "`name`" to the action. */
export const named = (name: InputName): InputRef => ({ input: name, lead: '' });
/** `name` opening a message: "Input `name`" to the action. */
export const theInput = (name: InputName): InputRef => ({ input: name, lead: 'Input ' });
/** The first of several inputs opening a message: "Inputs `a` and `b`" to the action. */
export const theInputs = (name: InputName): InputRef => ({ input: name, lead: 'Inputs ' });

/** A message that names inputs: text and InputRefs, rendered for one user when it is shown. */
export class Message {
  readonly parts: ReadonlyArray<string | InputRef>;

  constructor(parts: ReadonlyArray<string | InputRef>) {
    this.parts = parts;
  }

  render(namer: InputNamer): string {
    return this.parts.map((p) => (typeof p === 'string' ? p : namer(p.input, p.lead))).join('');
  }

  /** In the action's words. */
  toString(): string {
    return this.render(actionNamer);
  }
}

/** A message naming inputs: msg`${theInput('base-url')} is not a URL: \`${raw}\`.` — a Message inside is spliced in. */
export function msg(strings: TemplateStringsArray, ...values: ReadonlyArray<InputRef | Message | string | number>): Message {
  const parts: Array<string | InputRef> = [];
  strings.forEach((text, i) => {
    parts.push(text);
    if (i >= values.length) return;
    const v = values[i];
    if (v instanceof Message) parts.push(...v.parts);
    else if (typeof v === 'object') parts.push(v);
    else parts.push(String(v));
  });
  return new Message(parts);
}

/** An error's message for one user: an InputError's or ApiError's inputs named by `namer`, any other error's message as is. */
export function messageFor(error: unknown, namer: InputNamer): string {
  if (error instanceof Error && 'text' in error && error.text instanceof Message) return error.text.render(namer);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Bad input (an input, a file, an id) found before any request was sent. Its `message` is in the
 * action's words; a front end shows `render(namer)`, naming each input as its user wrote it.
 */
export class InputError extends Error {
  readonly text: Message;

  constructor(message: string | Message) {
    const text = typeof message === 'string' ? new Message([message]) : message;
    super(text.toString());
    this.name = 'InputError';
    this.text = text;
  }

  render(namer: InputNamer): string {
    return this.text.render(namer);
  }
}
