// The runner's side of a step: inputs from INPUT_* variables, outputs and the job summary through
// the files the runner names, everything else as `::command::` lines on stdout. Written here, not
// taken from @actions/core: its index also evaluates @actions/http-client (all of undici) and
// @actions/exec for OIDC tokens and platform details this action never asks for, which cost a third
// of a cold start. test/runner/commands.test.ts holds this module to @actions/core's exact output.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';

/** Where an annotation points (GitHub shows it on that line of the file in the PR diff). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** The input `name` (`INPUT_<NAME upper-cased, spaces → _>`), trimmed; '' when not given. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** Step debug logging is on (the `ACTIONS_STEP_DEBUG` secret or a re-run with debug logging). */
export function isDebug(): boolean {
  return process.env.RUNNER_DEBUG === '1';
}

export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (!file) {
    // Runners before GITHUB_OUTPUT existed (and local runs) read the deprecated command.
    process.stdout.write(EOL);
    issue('set-output', value, { name });
    return;
  }
  // A fresh random delimiter, so no value can end the block early and inject another output.
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${name}: value contains the delimiter`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

/** Masks `value` in every later log line of the job. */
export function setSecret(value: string): void {
  issue('add-mask', value);
}

export function debug(message: string): void {
  issue('debug', message);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function warning(message: string, props: AnnotationProperties = {}): void {
  issue('warning', message, annotation(props));
}

export function error(message: string, props: AnnotationProperties = {}): void {
  issue('error', message, annotation(props));
}

/** Fails the step (exit code 1) with `message` as an error annotation; the process goes on. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** Runs `fn` inside a collapsible log group. */
export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  issue('group', name);
  try {
    return await fn();
  } finally {
    issue('endgroup');
  }
}

/** Appends Markdown to the job summary (the file the runner names in GITHUB_STEP_SUMMARY). */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set: no job summary to write to');
  await appendFile(file, markdown, 'utf8');
}

function annotation(p: AnnotationProperties): Record<string, string | number | undefined> {
  return { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn };
}

/** `::name key=value,…::message`, escaped so that no value can end the line or the command early. */
function issue(name: string, message = '', props: Record<string, string | number | undefined> = {}): void {
  const given = Object.entries(props).filter(([, v]) => v !== undefined && v !== '' && v !== 0);
  const list = given.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  process.stdout.write(`::${name}${list ? ` ${list}` : ''}::${escapeData(message)}${EOL}`);
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
