// `@actions/core` as the action uses it, with every text the step writes — log lines, annotations,
// the failure message, outputs, the job summary — passed through the run's one redactor right
// before it is written. `protect` installs the redactor and has the runner mask every secret (each
// value once, with the spellings the runner's own encoders do not derive: Redactor.masks), so the
// runner hides them in later log lines too (a second line of defence).
import * as core from '@actions/core';
import { inertText, plainLines } from '../report/escape.js';
import type { Log } from '../util/log.js';
import { NO_SECRETS, type GrowingRedactor, type Redactor, type Secrets } from '../util/redact.js';

export type { AnnotationProperties } from '@actions/core';
export { getInput, isDebug } from '@actions/core';

let redactor: Redactor = NO_SECRETS;
let growing: GrowingRedactor | undefined;

/** What the runner has been told to mask: Redactor.masks only grows, so the rest is new. */
let announced = 0;

function announce(r: Redactor): void {
  for (const mask of r.masks.slice(announced)) core.setSecret(mask);
  announced = r.masks.length;
}

/** Called once, first thing in a run: masks every secret and redacts everything written after. */
export function protect(r: GrowingRedactor): void {
  redactor = growing = r;
  announced = 0;
  announce(r);
}

/**
 * A secret received mid-run (a key the run created): masked and redacted before anything else
 * is written, in every spelling, by the same redactor every client and sink already holds.
 */
export function addSecrets(secrets: Secrets): void {
  if (!growing) throw new Error('addSecrets before protect: nothing would redact the new secret');
  growing.add(secrets);
  announce(growing);
}

const clean = (text: string): string => redactor.text(text);

/**
 * An annotation's text (warning, error, the failure): core escapes its newlines (no workflow command can start inside it), but
 * not ESC or CSI — a server's name or error text (keys.rotate, the raw writes' echo) would drive
 * the log's colours or hide text. Control characters are removed, lines kept.
 */
const annotation = (text: string): string => plainLines(clean(text)).join('\n');

/** A log line as written, unlike the commands core escapes: it may carry a file name or a server's text. */
export function info(message: string): void {
  core.info(inertText(clean(message)));
}

/** A debug line, written only with step debug on: off, the runner would drop it (and it costs a start its redaction). */
export function debug(message: string): void {
  if (core.isDebug()) core.debug(clean(message));
}

export function warning(message: string, props: core.AnnotationProperties = {}): void {
  core.warning(annotation(message), redactor.value(props));
}

export function error(message: string, props: core.AnnotationProperties = {}): void {
  core.error(annotation(message), redactor.value(props));
}

export function setFailed(message: string): void {
  core.setFailed(annotation(message)); // an error annotation too, often quoting the server's text
}

export function setOutput(name: string, value: string): void {
  core.setOutput(name, clean(value));
}

export function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  return core.group(clean(name), fn);
}

/** Appends Markdown to the job summary; throws (with nothing left buffered) when there is none to write to. */
export async function appendSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(clean(markdown)).write();
  } catch (e) {
    core.summary.emptyBuffer();
    throw e;
  }
}

/** The engine's Log on the runner: debug lines show with step debug on, phases are log groups. */
export const log: Log = { debug, info, warning: (message) => warning(message), group };
