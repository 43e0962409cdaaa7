// The engine's apply loop, driven with a handler of plain functions (no HTTP: what is under test
// is the order, the recovery and the bookkeeping; the handlers' own writes are covered end to end
// in test/operations/*-sync.test.ts and test/stress/fault-matrix.test.ts).
import { describe, expect, it } from 'vitest';
import { applyWrites, type Done, type Writer } from '../../src/reconcile/apply.ts';

type W = { action: 'create'; name: string; second?: boolean } | { action: 'update'; name: string; id: string } | { action: 'delete'; name: string; id: string };

class Lost extends Error {}

/** A writer whose writes log themselves; `fail` names the writes that throw (and with what). */
function writer(opts: { fail?: Record<string, Error>; live?: Array<{ id: string; name: string }>; listFails?: boolean; changed?: string[]; phased?: boolean }) {
  const log: string[] = [];
  const step = async (what: string, name: string, done: Done): Promise<Done> => {
    log.push(`${what} ${name}`);
    await Promise.resolve();
    const e = opts.fail?.[`${what} ${name}`];
    if (e) throw e;
    return done;
  };
  const w: Writer<W, { id: string; name: string }> = {
    create: (a) => step('create', a.name, { id: `new-${a.name}` }),
    update: (a) => step('update', a.name, { id: a.id, echo: a.name === 'echoed' ? ['`x` (sent 1, stored 2)'] : undefined }),
    delete: (a) => step('delete', a.name, { id: a.id }),
    reread: (a) => {
      log.push(`read ${a.name}`);
      return opts.changed?.includes(a.name) ? Promise.reject(new Error('changed since plan — re-run')) : Promise.resolve();
    },
    lost: {
      is: (e) => e instanceof Lost,
      list: () => {
        log.push('list');
        return opts.listFails ? Promise.reject(new Error('list down')) : Promise.resolve(opts.live ?? []);
      },
      find: (live, a) => live.find((l) => l.name === a.name),
      found: (_a, l) => ({ id: l.id }),
      notCreated: 'none was created (checked)',
      unchecked: (e) => `could not check (${e})`,
      mark: true,
    },
    second: { needs: (a) => a.second === true, write: (a, id) => step('second', a.name, { id }) },
  };
  /** The writes in phases (creates, then the rest), or one phase; each sent by `w`. */
  const apply = (writes: W[], concurrency: number) =>
    applyWrites(
      opts.phased ? [writes.filter((a) => a.action === 'create'), writes.filter((a) => a.action !== 'create')] : [writes],
      () => w as Writer<W>,
      concurrency,
    );
  return { w, log, apply };
}

describe('the reconcile apply loop', () => {
  it('runs the phases one after another, re-reads before each update and delete, and reports in the order sent', async () => {
    const { apply, log } = writer({ phased: true });
    const writes: W[] = [
      { action: 'update', name: 'u', id: 'U' },
      { action: 'create', name: 'c' },
      { action: 'delete', name: 'd', id: 'D' },
    ];
    const out = await apply(writes, 4);
    expect(log.slice(0, 1)).toEqual(['create c']);
    expect(log.slice(1).sort()).toEqual(['delete d', 'read d', 'read u', 'update u']);
    expect(log.indexOf('read u')).toBeLessThan(log.indexOf('update u'));
    expect(out.map((o) => [o.action.name, o.status, o.id])).toEqual([
      ['c', 'created', 'new-c'],
      ['u', 'updated', 'U'],
      ['d', 'deleted', 'D'],
    ]);
  });

  it('does not write what changed since the plan, and one failure stops nothing else', async () => {
    const { apply, log } = writer({ changed: ['u1'], fail: { 'delete d': new Error('boom') } });
    const out = await apply(
      [
        { action: 'update', name: 'u1', id: 'U1' },
        { action: 'delete', name: 'd', id: 'D' },
        { action: 'update', name: 'u2', id: 'U2' },
      ],
      1,
    );
    expect(log).not.toContain('update u1');
    expect(log).toContain('update u2');
    expect(out.map((o) => [o.action.name, o.status, o.id, o.error])).toEqual([
      ['u1', 'failed', 'U1', 'changed since plan — re-run'],
      ['d', 'failed', 'D', 'boom'],
      ['u2', 'updated', 'U2', undefined],
    ]);
  });

  it('never re-sends a create whose answer was lost: one re-list for all of them finds what landed', async () => {
    const { apply, log } = writer({
      fail: { 'create a': new Lost('lost a'), 'create b': new Lost('lost b'), 'create c': new Error('refused') },
      live: [{ id: 'A1', name: 'a' }],
    });
    const out = await apply(
      [
        { action: 'create', name: 'a' },
        { action: 'create', name: 'b' },
        { action: 'create', name: 'c' },
      ],
      4,
    );
    expect(log.filter((l) => l === 'list')).toHaveLength(1);
    expect(log.filter((l) => l.startsWith('create'))).toHaveLength(3);
    expect(out.map((o) => [o.action.name, o.status, o.id, o.recovered, o.error])).toEqual([
      ['a', 'created', 'A1', true, undefined],
      ['b', 'failed', undefined, undefined, 'lost b; none was created (checked)'],
      ['c', 'failed', undefined, undefined, 'refused'],
    ]);
  });

  it('says so when the re-list itself fails', async () => {
    const { apply } = writer({ fail: { 'create a': new Lost('lost a') }, listFails: true });
    const [o] = await apply([{ action: 'create', name: 'a' }], 4);
    expect(o).toMatchObject({ status: 'failed', error: 'lost a; could not check (list down)' });
  });

  it('sends second writes with the phase after their creates, only for creates that landed; a failed one fails its create (not a lost answer)', async () => {
    const { apply, log } = writer({ phased: true, fail: { 'create y': new Error('no'), 'second z': new Lost('lost z') } });
    const out = await apply(
      [
        { action: 'create', name: 'x', second: true },
        { action: 'create', name: 'y', second: true },
        { action: 'create', name: 'z', second: true },
        { action: 'update', name: 'u', id: 'U' },
      ],
      4,
    );
    expect(log).toContain('second x');
    expect(log).not.toContain('second y');
    expect(log).not.toContain('list');
    expect(log.indexOf('second x')).toBeGreaterThan(log.indexOf('create z'));
    expect(out.map((o) => [o.action.name, o.status, o.id, o.error])).toEqual([
      ['x', 'created', 'new-x', undefined],
      ['y', 'failed', undefined, 'no'],
      ['z', 'failed', undefined, 'lost z'],
      ['u', 'updated', 'U', undefined],
    ]);
  });

  it('keeps what the answer held differently (echo) on its outcome', async () => {
    const { apply } = writer({ fail: { 'update bad': new Error('x') } });
    const out = await apply(
      [
        { action: 'update', name: 'echoed', id: 'E' },
        { action: 'update', name: 'bad', id: 'B' },
      ],
      2,
    );
    expect(out[0]?.echo).toEqual(['`x` (sent 1, stored 2)']);
    expect(out[1]?.error).toBe('x');
  });
});
