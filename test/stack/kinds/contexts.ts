// Fake render and export contexts for the kinds' tests: names and ids come from plain maps (the
// engine's own resolution is tested with the engine), problems are collected in order.
import type { Edition } from '../../../src/api/types.ts';
import type { ExportContext, RenderContext, SecretRef, StackKind } from '../../../src/stack/kinds/kind.ts';
import { createClient } from '../../../src/api/index.ts';
import { NO_SECRETS } from '../../../src/util/redact.ts';
import type { YamlPath } from '../../../src/util/yaml.ts';
import type { Emulator } from '../../../packages/emulator/src/index.ts';

export interface Names {
  connections?: Record<string, string>;
  sources?: Record<string, string>;
}

export function renderContext(edition: Edition, names: Names = {}, secrets: Record<string, string> = {}) {
  const problems: Array<{ at: YamlPath; message: string }> = [];
  const ctx: RenderContext = {
    edition,
    idOf(kind: StackKind, name: string, at: YamlPath) {
      const id = names[kind as keyof Names]?.[name];
      if (id === undefined) problems.push({ at, message: `no ${kind} named ${name}` });
      return id;
    },
    secret(ref: SecretRef, at: YamlPath) {
      const value = secrets[ref.env];
      if (!value) problems.push({ at, message: `${ref.env} is not set` });
      return value;
    },
    problem(at, message) {
      problems.push({ at, message });
    },
  };
  return { ctx, problems };
}

/** Ids → names: the inverse of `names`. */
export function exportContext(edition: Edition, names: Names = {}): ExportContext {
  return {
    edition,
    nameOf(kind, id) {
      const found = Object.entries(names[kind as keyof Names] ?? {}).find(([, v]) => v === id);
      return found?.[0];
    },
    secretRef: (objectName, field) => ({ env: `${objectName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${field.toUpperCase()}` }),
  };
}

/** Our real client on one edition of an in-process emulator. */
export function clientOf(emu: Emulator, edition: Edition) {
  const limits = { timeoutMs: 10_000, maxRetries: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } };
  return edition === 'self-hosted'
    ? createClient({ edition, ...emu.selfHosted, ...limits }, { redactor: NO_SECRETS })
    : createClient({ edition, ...emu.managed, ...limits }, { redactor: NO_SECRETS });
}
