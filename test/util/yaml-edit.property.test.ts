import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editYaml, type YamlEdit } from '../../src/util/yaml-edit.ts';

/**
 * An edit of N entries of a file changes only those entries' lines: files of every style this
 * project meets (comments above entries and at line ends, blank lines or none between entries,
 * indented or flush lists, 2 or 4 spaces, quoted and plain scalars, flow and block lists and maps,
 * literal blocks, nested lists of tiles), N entries changed, removed or appended at random. Every
 * line of the generated file is unique, so a line diff of before and after says exactly which lines
 * changed: each must belong to an edited entry (or the blank lines beside it), and the result must
 * read as the intended value.
 */

type Json = Record<string, unknown>;

interface Style {
  quote: 'plain' | 'single' | 'double';
  commentAbove: boolean;
  trailing: boolean;
  flowTags: boolean;
}

interface Entry {
  value: Json;
  style: Style;
}

interface Section {
  key: string;
  indentSeq: boolean;
  entries: Entry[];
  /** Blank lines before each entry but the first. */
  gaps: number[];
}

interface Doc {
  unit: number;
  sections: Section[];
}

/** The text, and for each entry of each section its lines (first, last), comment above included. */
function render(doc: Doc): { text: string; spans: Array<Array<[number, number]>> } {
  const lines: string[] = ['# a stack file', 'version: 1', ''];
  const spans: Array<Array<[number, number]>> = [];
  const pad = (n: number) => ' '.repeat(n);
  const scalar = (v: unknown, quote: Style['quote']): string => {
    if (typeof v !== 'string') return String(v);
    return quote === 'double' ? JSON.stringify(v) : quote === 'single' ? `'${v}'` : v;
  };
  for (const section of doc.sections) {
    const dash = section.indentSeq ? doc.unit : 0;
    const body = dash + 2; // an item's keys
    lines.push(`${section.key}:`);
    const mine: Array<[number, number]> = [];
    section.entries.forEach((e, i) => {
      if (i > 0) for (let k = 0; k < (section.gaps[i - 1] ?? 0); k++) lines.push('');
      const first = lines.length;
      const v = e.value;
      const id = String(v.name);
      if (e.style.commentAbove) lines.push(`${pad(dash)}# about ${id}`);
      lines.push(`${pad(dash)}- name: ${scalar(v.name, e.style.quote)}${e.style.trailing ? `   # ${id} trailing` : ''}`);
      for (const [k, x] of Object.entries(v)) {
        if (k === 'name') continue;
        if (k === 'url') lines.push(`${pad(body)}url: { env: ${(x as { env: string }).env} }`);
        else if (k === 'tags' && e.style.flowTags) lines.push(`${pad(body)}tags: [${(x as string[]).join(', ')}]`);
        else if (k === 'tags') {
          lines.push(`${pad(body)}tags: # ${id} tags`);
          for (const t of x as string[]) lines.push(`${pad(body + doc.unit)}- ${t}`);
        } else if (k === 'description') {
          lines.push(`${pad(body)}description: | # ${id} description`);
          for (const l of String(x).replace(/\n$/, '').split('\n')) lines.push(`${pad(body + doc.unit)}${l}`);
        } else if (k === 'config') {
          lines.push(`${pad(body)}config: # ${id} config`);
          for (const [ck, cv] of Object.entries(x as Json)) lines.push(`${pad(body + doc.unit)}${ck}: ${scalar(cv, e.style.quote)}`);
        } else if (k === 'tiles') {
          lines.push(`${pad(body)}tiles: # ${id} tiles`);
          for (const t of x as Json[]) {
            lines.push(`${pad(body + doc.unit)}- name: ${String(t.name)}`);
            lines.push(`${pad(body + doc.unit + 2)}x: ${String(t.x)}`);
          }
        } else lines.push(`${pad(body)}${k}: ${scalar(x, e.style.quote)}`);
      }
      mine.push([first, lines.length - 1]);
    });
    spans.push(mine);
    lines.push('');
  }
  return { text: `${lines.join('\n')}\n`, spans };
}

const styleArb = fc.record({
  quote: fc.constantFrom('plain' as const, 'single' as const, 'double' as const),
  commentAbove: fc.boolean(),
  trailing: fc.boolean(),
  flowTags: fc.boolean(),
});

/** An entry whose every value carries its id, so no two lines of a file are alike. */
function entryArb(id: number): fc.Arbitrary<Entry> {
  return fc
    .record({
      style: styleArb,
      threshold: fc.boolean(),
      url: fc.boolean(),
      tags: fc.integer({ min: 0, max: 3 }),
      description: fc.boolean(),
      config: fc.boolean(),
      tiles: fc.integer({ min: 0, max: 3 }),
    })
    .map((o) => {
      const value: Json = { name: `entry-${id}` };
      if (o.threshold) value.threshold = id * 1000 + 1;
      if (o.url) value.url = { env: `URL_${id}` };
      if (o.tags > 0) value.tags = Array.from({ length: o.tags }, (_, k) => `t${id}-${k}`);
      if (o.description) value.description = `Line one of ${id}.\nLine two of ${id}.\n`;
      if (o.config) value.config = { select: `count-${id}`, where: `w-${id}` };
      if (o.tiles > 0) value.tiles = Array.from({ length: o.tiles }, (_, k) => ({ name: `tile-${id}-${k}`, x: id * 1000 + 10 + k }));
      return { value, style: o.style };
    });
}

const docArb: fc.Arbitrary<Doc> = fc
  .record({
    unit: fc.constantFrom(2, 4),
    counts: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
    indent: fc.tuple(fc.boolean(), fc.boolean()),
  })
  .chain(({ unit, counts, indent }) => {
    const section = (key: string, base: number, n: number, indentSeq: boolean) =>
      fc
        .tuple(fc.tuple(...Array.from({ length: n }, (_, i) => entryArb(base + i))), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }))
        .map(([entries, gaps]): Section => ({ key, indentSeq, entries, gaps }));
    return fc
      .tuple(section('webhooks', 10, counts[0], indent[0]), section('alerts', 50, counts[1], indent[1]))
      .map(([a, b]): Doc => ({ unit, sections: [a, b] }));
  });

/** A change of one entry's value: some of its fields changed, added or removed; its tiles changed, added or removed. */
const mutationArb = fc.record({
  threshold: fc.boolean(),
  rename: fc.boolean(),
  select: fc.boolean(),
  note: fc.boolean(),
  drop: fc.constantFrom('none', 'tags', 'description', 'config', 'threshold'),
  tile: fc.constantFrom('none', 'move', 'add', 'remove'),
  tag: fc.boolean(),
});

type Mutation = typeof mutationArb extends fc.Arbitrary<infer T> ? T : never;

function mutate(value: Json, m: Mutation, id: number): Json {
  const v: Json = structuredClone(value);
  if (m.threshold) v.threshold = id * 1000 + 500;
  if (m.rename) v.name = `renamed-${id}`;
  if (m.select && v.config) (v.config as Json).select = `changed-${id}`;
  if (m.note) v.note = `note-${id}`;
  if (m.drop !== 'none') v[m.drop] = undefined;
  const tiles = v.tiles as Json[] | undefined;
  if (tiles && m.tile === 'move' && tiles[0]) tiles[0] = { ...tiles[0], x: id * 1000 + 99 };
  if (m.tile === 'add') v.tiles = [...(tiles ?? []), { name: `tile-${id}-new`, x: id * 1000 + 77 }];
  if (tiles && m.tile === 'remove') tiles.splice(0, 1);
  if (Array.isArray(v.tags) && m.tag) v.tags = [...(v.tags as string[]), `t${id}-added`];
  return v;
}

type Plan = Array<{ section: number; index: number; change: 'set' | 'remove'; value?: Json }>;

/**
 * Lines of `before` that a line diff removes, and the positions of `before` where it inserts: the
 * common subsequence of greatest weight, a blank line weighing less than a line of text (blank lines
 * are alike, every other line of these files is unique; a diff keeping one more blank line instead
 * of a unique line would blame the wrong lines).
 */
function lineDiff(before: string[], after: string[]): { removed: Set<number>; insertedAt: Set<number> } {
  const n = before.length;
  const m = after.length;
  const weight = (line: string) => (line.trim() === '' ? 1 : 4);
  const lcs = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = Math.max(before[i] === after[j] ? lcs[i + 1]![j + 1]! + weight(before[i]!) : 0, lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed = new Set<number>();
  const insertedAt = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j] && lcs[i]![j] === lcs[i + 1]![j + 1]! + weight(before[i]!)) {
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      insertedAt.add(i);
      j++;
    } else removed.add(i++);
  }
  return { removed, insertedAt };
}

describe('editYaml: an edit of N entries changes only those entries’ lines', () => {
  it('holds for files of every style and any set of changed, removed and appended entries', () => {
    fc.assert(
      fc.property(
        docArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('set', 'set', 'remove'), mutationArb), { maxLength: 5 }),
        fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
        (doc, picks, appends) => {
          const { text, spans } = render(doc);
          // Distinct entries, each changed once.
          const plan: Plan = [];
          for (const [s, i, change, m] of picks) {
            const section = s % 2;
            const index = i % (doc.sections[section]?.entries.length ?? 1);
            if (plan.some((p) => p.section === section && p.index === index)) continue;
            const entry = doc.sections[section]!.entries[index]!;
            plan.push({ section, index, change, value: change === 'set' ? mutate(entry.value, m, section * 100 + index) : undefined });
          }
          const edits: YamlEdit[] = plan.map((p) =>
            p.change === 'set'
              ? { op: 'set', path: [doc.sections[p.section]!.key, p.index], value: p.value }
              : { op: 'remove', path: [doc.sections[p.section]!.key, p.index] },
          );
          const added = appends.map((count, s) =>
            Array.from({ length: count }, (_, k): Json => ({ name: `new-${s}-${k}`, threshold: 900_000 + s * 10 + k, url: { env: `NEW_${s}_${k}` } })),
          );
          added.forEach((list, s) => list.forEach((value) => edits.push({ op: 'append', path: [doc.sections[s]!.key], value })));

          const out = editYaml(text, edits);
          expect(out.held).toEqual([]);

          // The result reads as intended.
          const expected: Json = { version: 1 };
          doc.sections.forEach((section, s) => {
            const list = section.entries.flatMap((e, i) => {
              const p = plan.find((x) => x.section === s && x.index === i);
              return p?.change === 'remove' ? [] : [p?.value ?? e.value];
            });
            expected[section.key] = [...list, ...(added[s] ?? [])];
          });
          expect(parse(out.text)).toEqual(expected);

          // Only the edited entries' lines (and the blank lines beside them, or an append's place) changed.
          const before = text.split('\n');
          const allowedLines = new Set<number>();
          const allowedInserts = new Set<number>();
          // The blank lines after line `l` (where a line diff may place an insertion among equal blank lines).
          const blanksAfter = (l: number) => {
            let k = l;
            while (before[k + 1] === '' && k + 1 < before.length) k++;
            return k;
          };
          const around = (s: number, i: number) => {
            const mine = spans[s]!;
            const [first, last] = mine[i]!;
            const from = i > 0 ? mine[i - 1]![1] + 1 : first;
            const to = i + 1 < mine.length ? mine[i + 1]![0] - 1 : blanksAfter(last);
            for (let l = from; l <= to; l++) if (l >= first && l <= last ? true : before[l] === '') allowedLines.add(l);
            for (let l = from; l <= to + 1; l++) allowedInserts.add(l);
          };
          for (const p of plan) around(p.section, p.index);
          // A list left empty is written `key: []` on its key's line.
          doc.sections.forEach((section, si) => {
            const keyLine = spans[si]![0]![0] - 1;
            if ((expected[section.key] as unknown[]).length > 0) return;
            for (const l of [keyLine, keyLine + 1]) {
              allowedLines.add(l);
              allowedInserts.add(l);
            }
          });
          added.forEach((list, s) => {
            if (list.length === 0) return;
            const last = spans[s]!.at(-1)!;
            for (let l = last[1] + 1; l <= blanksAfter(last[1]) + 1; l++) allowedInserts.add(l);
          });
          const { removed, insertedAt } = lineDiff(before, out.text.split('\n'));
          for (const l of removed) expect(allowedLines, `line ${l + 1} removed: ${before[l]}\n--- before\n${text}\n--- after\n${out.text}`).toContain(l);
          for (const l of insertedAt) expect(allowedInserts, `lines inserted before line ${l + 1}\n--- before\n${text}\n--- after\n${out.text}`).toContain(l);
        },
      ),
      { numRuns: 300 },
    );
  });
});
