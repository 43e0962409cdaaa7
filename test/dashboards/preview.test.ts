import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../packages/emulator/src/index.ts';
import { createClient, type ClosableClient } from '../../src/api/index.ts';
import { previewMark, previewOf, syncPreviews, type Planned } from '../../src/dashboards/preview.ts';
import { ownerTag, ownershipOf } from '../../src/reconcile/owner.ts';
import { refText } from '../../src/reconcile/ref.ts';
import { NO_SECRETS } from '../../src/util/redact.ts';

/**
 * Live previews against the emulator: a pull request's dashboards copied (named for it, marked as
 * this repository's preview and no scope's), updated on the next push, removed when the pull
 * request no longer changes them or closes, and cleaned up by a scheduled run once closed.
 */
const REPO = 'acme/shop';
const SCOPE = 'acme/shop:dashboards.yml';

let emu: Emulator;
let client: ClosableClient;
beforeEach(async () => {
  emu = await startEmulator({ selfHosted: { rateLimit: false }, managed: { rateLimit: false } });
  client = createClient(
    { edition: 'self-hosted', ...emu.selfHosted, timeoutMs: 10_000, maxRetries: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } },
    { redactor: NO_SECRETS },
  );
});
afterEach(async () => {
  await client.close();
  await emu.close();
});

function planned(name: string, select: Record<string, string> = { aggFn: 'count' }): Planned {
  const sourceId = emu.state.selfHosted.sources[0]?.id ?? '';
  return {
    scope: SCOPE,
    name,
    body: {
      name,
      tags: ['team:checkout', ownerTag(SCOPE)],
      tiles: [{ id: 'a1b2c3', name: 'Errors', x: 0, y: 0, w: 12, h: 4, config: { displayType: 'line', sourceId, select: [select] } }],
      filters: [],
    },
  };
}

const previews = () => emu.state.selfHosted.dashboards.filter((d) => previewOf(d as never, REPO));

describe('syncPreviews', () => {
  it('copies the dashboards a pull request changes, updates them on the next push, and removes them when it closes', async () => {
    const opened = await syncPreviews({
      client,
      repository: REPO,
      pullRequest: { number: 12, closed: false },
      planned: [
        planned('Checkout'),
        planned('Payments'),
        {
          ...planned('New one'),
          body: { ...planned('New one').body, tiles: [{ config: { sourceId: refText({ pending: 'object', kind: 'sources', name: 'New logs' }) } }] },
        },
      ],
      uiUrl: 'https://hyperdx.example.com/',
    });
    expect(opened.map((r) => [r.action, r.name, r.url?.replace(/[0-9a-f]{24}$/, ':id')])).toEqual([
      ['created', 'PR #12 · Checkout', 'https://hyperdx.example.com/dashboards/:id'],
      ['created', 'PR #12 · Payments', 'https://hyperdx.example.com/dashboards/:id'],
      ['skipped', 'PR #12 · New one', undefined],
    ]);
    const copies = previews();
    expect(copies.map((d) => d.name).sort()).toEqual(['PR #12 · Checkout', 'PR #12 · Payments']);
    for (const d of copies) {
      // Another owner for every sync of every scope (never matched, adopted or pruned), the original's other tags kept.
      expect(ownershipOf(d.tags, ownerTag(SCOPE)).kind).toBe('other');
      expect(d.tags).toEqual(expect.arrayContaining(['team:checkout', previewMark(REPO), 'obs-ops-pr:12']));
      expect(d.tiles[0]?.id).not.toBe('a1b2c3');
    }

    // The next push: Checkout changed again, Payments no longer changed by the pull request.
    const pushed = await syncPreviews({
      client,
      repository: REPO,
      pullRequest: { number: 12, closed: false },
      planned: [planned('Checkout', { aggFn: 'max', valueExpression: 'Duration' })],
      uiUrl: '',
    });
    expect(pushed.map((r) => [r.action, r.name])).toEqual([
      ['updated', 'PR #12 · Checkout'],
      ['deleted', 'PR #12 · Payments'],
    ]);
    expect(previews().map((d) => [d.name, (d.tiles[0]?.config.select as Array<{ aggFn: string }>)[0]?.aggFn])).toEqual([['PR #12 · Checkout', 'max']]);

    // Another pull request's copies are its own.
    await syncPreviews({ client, repository: REPO, pullRequest: { number: 13, closed: false }, planned: [planned('Checkout')], uiUrl: '' });
    const closed = await syncPreviews({ client, repository: REPO, pullRequest: { number: 12, closed: true }, planned: [], uiUrl: '' });
    expect(closed.map((r) => [r.action, r.name])).toEqual([['deleted', 'PR #12 · Checkout']]);
    expect(previews().map((d) => d.name)).toEqual(['PR #13 · Checkout']);
  });

  it('a scheduled run deletes the copies whose pull request is closed, reading each pull request once', async () => {
    for (const n of [20, 21])
      await syncPreviews({ client, repository: REPO, pullRequest: { number: n, closed: false }, planned: [planned('A'), planned('B')], uiUrl: '' });
    // Another repository's previews are not this one's.
    await syncPreviews({ client, repository: 'acme/other', pullRequest: { number: 20, closed: false }, planned: [planned('A')], uiUrl: '' });
    const asked: number[] = [];
    const rows = await syncPreviews({
      client,
      repository: REPO,
      planned: [],
      uiUrl: '',
      stateOf: (n) => {
        asked.push(n);
        return Promise.resolve(n === 20 ? 'closed' : 'open');
      },
    });
    expect(asked.sort()).toEqual([20, 21]);
    expect(rows.map((r) => [r.action, r.name]).sort()).toEqual([
      ['deleted', 'PR #20 · A'],
      ['deleted', 'PR #20 · B'],
    ]);
    // acme/other's copy of its own pull request 20 stays.
    expect(
      emu.state.selfHosted.dashboards
        .filter((d) => d.name.startsWith('PR #'))
        .map((d) => d.name)
        .sort(),
    ).toEqual(['PR #20 · A', 'PR #21 · A', 'PR #21 · B']);
  });
});
