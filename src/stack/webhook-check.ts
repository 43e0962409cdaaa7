// Webhook validation in the plan (docs/stack.md "Webhooks"): every webhook a run creates or
// changes is put to the server's own rules — `POST …/webhooks/validate`, which runs the create
// schema, URL rules (private and reserved hosts, the server's allow-list this tool cannot see) and
// body-template check and stores nothing — before the run's first write. A refusal is a problem at
// the entry's line, so nothing is sent. A server without the route (404: releases before it) gets
// the product's own checks (./kinds/webhooks.ts), which every body has passed already.
import type { ObservabilityClient } from '../api/client.js';
import { mapSettled } from '../util/pool.js';
import type { YamlPath } from '../util/yaml.js';
import type { Json } from './kinds/kind.js';

/** A webhook the plan writes: the body as it will be sent (secrets in it), and where its entry is. */
export interface WebhookWrite {
  name: string;
  send: Json;
  /** The entry's path in its file; a refusal lands there (at the field the server names, when the entry has it). */
  path: YamlPath;
  problem(at: YamlPath, message: string): void;
}

export interface WebhookCheck {
  /** `server`: validated by the server's route; `product`: the server has none, the product's checks stand; `none`: nothing to check. */
  by: 'server' | 'product' | 'none';
  /** How many webhooks the server refused (each a problem at its line). */
  refused: number;
}

/** The body fields a webhook entry writes as they are named in the file: the server's path lands on them. */
const FIELDS = new Set(['name', 'service', 'url', 'description', 'body', 'headers', 'queryParams']);

/**
 * Validates each write with the server, the first alone (its 404 says the route is missing, and
 * then no other is sent), the rest a few at a time. Reads only: safe in a dry run.
 */
export async function validateWebhookWrites(client: ObservabilityClient, writes: readonly WebhookWrite[], concurrency = 4): Promise<WebhookCheck> {
  const [first, ...rest] = writes;
  if (!first) return { by: 'none', refused: 0 };
  let refused = 0;
  const check = async (w: WebhookWrite): Promise<boolean> => {
    const verdict = await client.validateWebhook(w.send);
    if (!verdict) return false;
    if (verdict.valid) return true;
    refused++;
    const errors = verdict.errors.length > 0 ? verdict.errors : [{ path: '', message: 'refused (no reason given)' }];
    for (const e of errors) {
      const field = e.path.split(/[.[]/)[0] ?? '';
      w.problem(
        FIELDS.has(field) ? [...w.path, field] : w.path,
        `the server refuses webhook "${w.name}": ${e.message}${e.path && !FIELDS.has(field) ? ` (at ${e.path})` : ''}`,
      );
    }
    return true;
  };
  if (!(await check(first))) return { by: 'product', refused: 0 };
  const settled = await mapSettled(rest, concurrency, check);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return { by: 'server', refused };
}
