// Rewriting given entries of a YAML file in place (stack.pull, issue 33): the `yaml` library's
// Document (with its source tokens) finds each node and where it is written, and renders what
// replaces it; the file's text is then changed only there, by splices. Everything else —
// comments, key order, anchors, quoting, blank lines, indentation — stays byte for byte, because
// it is never re-rendered.
//
// A change goes as deep as it can before it writes: a changed threshold replaces one scalar
// (keeping its quoting), a changed tile the tile's changed fields, a new key is added after the
// map's last one, a removed one takes its lines (and the comment lines right above them) with it.
// Lists are aligned item by item (a longest common subsequence of equal items), so a tile added or
// removed leaves its neighbours' text alone. Flow collections (`{ env: X }`, `[a, b]`) keep their
// style.
//
// What a change must not overwrite is held, never written, and said: a scalar whose value was
// substituted from a placeholder (a values file's `${{ values.X }}`: the value in the text is not
// the value read), a node an alias shares (an anchor), and what the caller freezes (a secret
// reference). The caller reports those for a human.
import { Document, isAlias, isMap, isScalar, isSeq, parseDocument, Scalar, visit, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { canonicalJson } from './fingerprint.js';
import type { YamlPath } from './yaml-path.js';

/** One change of a document: an entry set to a value, removed, or appended to a list (created with it when the root map has no such key). */
export type YamlEdit = { op: 'set'; path: YamlPath; value: unknown } | { op: 'remove'; path: YamlPath } | { op: 'append'; path: YamlPath; value: unknown };

/** A part of a change not written, and why. */
export interface HeldEdit {
  path: YamlPath;
  reason: string;
}

export interface EditOptions {
  /**
   * The document's value as it was read (a values file's placeholders substituted): the same tree
   * as the text's, some scalars replaced. Where it differs from the text's own value, the text holds
   * a placeholder, which a change never overwrites. Default: the text's own value.
   */
  current?: unknown;
  /** A value a change must never replace (a secret reference): the reason, or undefined. */
  frozen?: (value: unknown) => string | undefined;
  /** A scalar a change must never write (text a later reader would take for a placeholder): the reason, or undefined. */
  unwritable?: (value: unknown) => string | undefined;
}

export interface EditResult {
  text: string;
  held: HeldEdit[];
}

/** Thrown for an edit that names no node of the document, or a document that cannot be edited. */
export class YamlEditError extends Error {}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlainScalar = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
const keyOf = (p: Pair): string => String(isScalar(p.key) ? p.key.value : p.key);

/** Where a node sits: the value of a pair, an item of a list, or the document itself. */
type Slot = { kind: 'pair'; map: YAMLMap; pair: Pair } | { kind: 'item'; seq: YAMLSeq; index: number } | { kind: 'root' };

interface Splice {
  from: number;
  to: number;
  text: string;
  order: number;
}

export function editYaml(text: string, edits: readonly YamlEdit[], opts: EditOptions = {}): EditResult {
  if (edits.length === 0) return { text, held: [] };
  return new Editor(text, opts).run(edits);
}

class Editor {
  private readonly text: string;
  private readonly doc: Document.Parsed;
  private readonly current: unknown;
  private readonly frozen: (value: unknown) => string | undefined;
  private readonly unwritable: (value: unknown) => string | undefined;
  private readonly splices: Splice[] = [];
  private readonly held: HeldEdit[] = [];
  /** Anchors some alias names: their nodes are shared, never edited through one path. */
  private readonly shared = new Set<string>();
  private readonly unit: number;
  private readonly indentSeq: boolean;

  constructor(text: string, opts: EditOptions) {
    this.text = text;
    this.doc = parseDocument(text, { keepSourceTokens: true, uniqueKeys: true });
    if (this.doc.errors.length > 0) throw new YamlEditError(`the file does not parse: ${this.doc.errors[0]?.message ?? ''}`);
    this.current = opts.current === undefined ? this.doc.toJS({ maxAliasCount: 100 }) : opts.current;
    this.frozen = opts.frozen ?? (() => undefined);
    this.unwritable = opts.unwritable ?? (() => undefined);
    visit(this.doc, {
      Alias: (_, alias) => {
        this.shared.add(alias.source);
      },
    });
    const style = this.detectStyle();
    this.unit = style.unit;
    this.indentSeq = style.indentSeq;
  }

  run(edits: readonly YamlEdit[]): EditResult {
    // Edits of one list's items are made together: removals and additions change its shape at once.
    const lists = new Map<string, { path: YamlPath; sets: Map<number, unknown>; removes: Set<number>; appends: unknown[] }>();
    const listOf = (path: YamlPath) => {
      const k = JSON.stringify(path);
      let l = lists.get(k);
      if (!l) lists.set(k, (l = { path, sets: new Map(), removes: new Set(), appends: [] }));
      return l;
    };
    for (const e of edits) {
      if (e.op === 'append') {
        listOf(e.path).appends.push(e.value);
        continue;
      }
      const last = e.path.at(-1);
      const parent = e.path.slice(0, -1);
      if (typeof last === 'number') {
        if (e.op === 'set') listOf(parent).sets.set(last, e.value);
        else listOf(parent).removes.add(last);
        continue;
      }
      const found = this.find(e.path);
      if (e.op === 'set') this.diff(found.node, found.slot, at(this.current, e.path), e.value, e.path, found.inFlow);
      else if (found.slot.kind === 'pair') this.removePairs(found.slot.map, [found.slot.pair], parent, at(this.current, parent));
    }
    for (const l of lists.values()) this.editList(l.path, l.sets, l.removes, l.appends);
    return { text: this.apply(), held: this.held };
  }

  // ── finding ────────────────────────────────────────────────────────────────────────────────

  private find(path: YamlPath): { node: Node | null; slot: Slot; inFlow: boolean } {
    let node: unknown = this.doc.contents;
    let slot: Slot = { kind: 'root' };
    let inFlow = false;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyOf(p) === String(step));
        if (!pair) throw new YamlEditError(`no key ${JSON.stringify(step)} at ${JSON.stringify(path)}`);
        inFlow ||= node.flow === true;
        slot = { kind: 'pair', map: node, pair };
        node = pair.value;
      } else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
        inFlow ||= node.flow === true;
        slot = { kind: 'item', seq: node, index: step };
        node = node.items[step];
      } else throw new YamlEditError(`no node at ${JSON.stringify(path)}`);
    }
    return { node: (node ?? null) as Node | null, slot, inFlow };
  }

  // ── the diff ───────────────────────────────────────────────────────────────────────────────

  /** Makes the node at `slot` (holding `cur`) hold `to`, writing as little as it can. */
  private diff(node: Node | null, slot: Slot, cur: unknown, to: unknown, path: YamlPath, inFlow: boolean): void {
    if (same(cur, to)) return;
    const frozen = this.frozen(cur);
    if (frozen) {
      this.hold(path, frozen);
      return;
    }
    if (isAlias(node)) {
      this.hold(path, `an alias (*${node.source}) stands here: changing it would change what the anchor holds everywhere`);
      return;
    }
    if (node?.anchor && this.shared.has(node.anchor)) {
      this.hold(path, `the anchor &${node.anchor} is shared by aliases: changing it here would change them too`);
      return;
    }
    if (isScalar(node) && isPlainScalar(to) && isPlainScalar(cur)) {
      if (node.value !== cur) {
        this.hold(path, this.placeholderText(node, cur, to));
        return;
      }
      const refused = this.refused(to);
      if (refused) {
        this.hold(path, refused);
        return;
      }
      // `key:` with nothing after it: the value is written as a whole pair.
      if (node.range?.[0] === node.range?.[1] && slot.kind === 'pair' && !inFlow) {
        this.replace(node, slot, cur, to, path, inFlow);
        return;
      }
      this.setScalar(node, slot, to, inFlow);
      return;
    }
    if (isMap(node) && isObject(to) && isObject(cur)) {
      const keys = node.items.map(keyOf);
      const flow = inFlow || node.flow === true;
      // A key whose value is undefined is no key (as in JSON).
      const wanted = Object.keys(to).filter((k) => to[k] !== undefined);
      const sameShape = keys.length === wanted.length && keys.every((k) => wanted.includes(k));
      if (flow && !sameShape) {
        this.replace(node, slot, cur, to, path, inFlow);
        return;
      }
      for (const pair of node.items) {
        const k = keyOf(pair);
        if (wanted.includes(k)) this.diff((pair.value ?? null) as Node | null, { kind: 'pair', map: node, pair }, cur[k], to[k], [...path, k], flow);
      }
      const gone = node.items.filter((p) => !wanted.includes(keyOf(p)));
      const added = wanted.filter((k) => !keys.includes(k)).map((k): [string, unknown] => [k, to[k]]);
      if (gone.length === node.items.length && added.length === 0) {
        this.replace(node, slot, cur, to, path, inFlow);
        return;
      }
      this.removePairs(node, gone, path, cur);
      const writable = added.filter(([k, v]) => {
        const refused = this.refused(v);
        if (refused) this.hold([...path, k], refused);
        return !refused;
      });
      if (writable.length > 0) this.addPairs(node, writable);
      return;
    }
    if (isSeq(node) && Array.isArray(to) && Array.isArray(cur)) {
      const flow = inFlow || node.flow === true;
      if (flow) {
        if (node.items.length !== to.length) {
          this.replace(node, slot, cur, to, path, inFlow);
          return;
        }
        node.items.forEach((item, i) => {
          this.diff((item ?? null) as Node | null, { kind: 'item', seq: node, index: i }, cur[i], to[i], [...path, i], true);
        });
        return;
      }
      this.alignList(node, slot, cur, to, path);
      return;
    }
    this.replace(node, slot, cur, to, path, inFlow);
  }

  /** A list's items aligned by equality (longest common subsequence); the rest changed, removed or added in place. */
  private alignList(node: YAMLSeq, slot: Slot, cur: unknown[], to: unknown[], path: YamlPath): void {
    const a = cur.map(canonicalJson);
    const b = to.map(canonicalJson);
    const n = a.length;
    const m = b.length;
    // common(i, j): the longest common subsequence of a[i..] and b[j..] (a flat table, row by row).
    const table = new Int32Array((n + 1) * (m + 1));
    const common = (i: number, j: number): number => table[i * (m + 1) + j] ?? 0;
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) table[i * (m + 1) + j] = a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
    const sets = new Map<number, unknown>();
    const removes = new Set<number>();
    const inserts: Array<{ before: number; value: unknown }> = [];
    let i = 0;
    let j = 0;
    const gone: number[] = [];
    const come: unknown[] = [];
    const flush = (before: number) => {
      // Between two equal items: the first removed ones become the first added ones (changed in place).
      gone.forEach((g, k) => {
        if (k < come.length) sets.set(g, come[k]);
        else removes.add(g);
      });
      for (const c of come.slice(gone.length)) inserts.push({ before, value: c });
      gone.length = 0;
      come.length = 0;
    };
    while (i < n || j < m) {
      if (i < n && j < m && a[i] === b[j]) {
        flush(i);
        i++;
        j++;
      } else if (j < m && (i === n || common(i, j + 1) >= common(i + 1, j))) come.push(to[j++]);
      else gone.push(i++);
    }
    flush(n);
    this.listChanges(node, slot, path, cur, sets, removes, inserts);
  }

  /** The explicit edits of one list (entries of a section): by index, removed, appended. */
  private editList(path: YamlPath, sets: Map<number, unknown>, removes: Set<number>, appends: unknown[]): void {
    const last = path.at(-1);
    const root = this.doc.contents;
    if (appends.length > 0 && path.length === 1 && isMap(root) && !root.items.some((p) => keyOf(p) === String(last))) {
      // A section the file does not have yet: added after the last key.
      this.addPairs(root, [[String(last), appends]]);
      return;
    }
    const found = this.find(path);
    const value = at(this.current, path);
    if (!isSeq(found.node) || !Array.isArray(value)) throw new YamlEditError(`${JSON.stringify(path)} is not a list`);
    const cur: unknown[] = value;
    if (found.inFlow || found.node.flow) {
      // A flow list (`alerts: []`): written whole, in block style once it holds entries.
      const to = [...cur.flatMap((v, i) => (removes.has(i) ? [] : [sets.has(i) ? sets.get(i) : v])), ...appends];
      this.replace(found.node, found.slot, cur, to, path, found.inFlow);
      return;
    }
    for (const i of sets.keys()) if (i >= cur.length) throw new YamlEditError(`no item ${i} at ${JSON.stringify(path)}`);
    this.listChanges(
      found.node,
      found.slot,
      path,
      cur,
      sets,
      removes,
      appends.map((value) => ({ before: cur.length, value })),
    );
  }

  private listChanges(
    node: YAMLSeq,
    slot: Slot,
    path: YamlPath,
    cur: unknown[],
    sets: Map<number, unknown>,
    removes: Set<number>,
    inserts: ReadonlyArray<{ before: number; value: unknown }>,
  ): void {
    for (const [i, value] of sets) this.diff((node.items[i] ?? null) as Node | null, { kind: 'item', seq: node, index: i }, cur[i], value, [...path, i], false);
    const removable = [...removes].filter((i) => {
      const why = this.unmovable(node.items[i] ?? null, cur[i]);
      if (why) this.hold([...path, i], `not removed: ${why}`);
      return !why;
    });
    // A list left empty is written `[]`: an empty block list would read as null.
    if (removable.length === cur.length && inserts.length === 0 && cur.length > 0) this.write(node, slot, [], false);
    else this.removeItems(node, removable);
    for (const { before, value } of inserts) {
      const refused = this.refused(value);
      if (refused) this.hold([...path, before], `not added: ${refused}`);
      else this.insertItem(node, before, value);
    }
  }

  // ── writing ────────────────────────────────────────────────────────────────────────────────

  /** Replaces a whole node (of any kind) with `to`, unless it holds what must not be overwritten. */
  private replace(node: Node | null, slot: Slot, cur: unknown, to: unknown, path: YamlPath, inFlow: boolean): void {
    const why = this.unmovable(node, cur, to) ?? this.refused(to);
    if (why) {
      this.hold(path, why);
      return;
    }
    this.write(node, slot, to, inFlow);
  }

  /** Writes `to` in place of the node at `slot`, whole. */
  private write(node: Node | null, slot: Slot, to: unknown, inFlow: boolean): void {
    if (node && (inFlow || ((isMap(node) || isSeq(node)) && node.flow && !(isEmpty(node) && !isEmpty(to))))) {
      // Kept in flow style: `{ env: X }` stays on its line.
      const [from, end] = [node.range?.[0] ?? 0, node.range?.[1] ?? 0];
      // Padded as the file writes it: `{ env: X }` or `{env: X}`, `[ {...} ]` or `[{...}]`.
      const padded = !(isMap(node) || isSeq(node)) || /[[{] /.test(this.text.slice(from, end));
      this.splice(from, end, renderFlow(to, padded));
      return;
    }
    if (slot.kind === 'pair') {
      const key = slot.pair.key as Node;
      const keyFrom = key.range?.[0] ?? 0;
      const keyText = this.text.slice(keyFrom, key.range?.[1] ?? keyFrom);
      const lines = this.renderPairLines(to);
      const end = this.contentEnd(slot.pair);
      this.splice(keyFrom, end, place([`${keyText}${lines[0] ?? ''}`, ...lines.slice(1)], this.column(keyFrom)));
      return;
    }
    if (slot.kind === 'item' && node) {
      const from = node.range?.[0] ?? 0;
      this.splice(from, this.contentEnd(node), place(this.renderItemLines(to), this.column(from)));
      return;
    }
    throw new YamlEditError('the document itself cannot be replaced');
  }

  /** One scalar, its quoting kept where the new value allows it. */
  private setScalar(node: Scalar, slot: Slot, to: unknown, inFlow: boolean): void {
    const from = node.range?.[0] ?? 0;
    const end = trimEnd(this.text, node.range?.[1] ?? from);
    const scalar = new Scalar(to);
    if (typeof to === 'string' && typeof node.value === 'string' && node.type) scalar.type = node.type;
    if (inFlow) {
      this.splice(from, end, renderFlow(scalar, true));
      return;
    }
    const lines = this.renderItemLines(scalar);
    // A block scalar's lines are indented from the pair's key (or the item's content).
    const base = slot.kind === 'pair' ? this.column((slot.pair.key as Node).range?.[0] ?? 0) + this.unit : this.column(from);
    this.splice(from, end, place(lines, base));
  }

  private removePairs(map: YAMLMap, pairs: readonly Pair[], path: YamlPath, cur: unknown): void {
    if (pairs.length === 0) return;
    const kept = pairs.filter((p) => {
      const why = this.unmovable(p.value ?? null, isObject(cur) ? cur[keyOf(p)] : undefined);
      if (why) this.hold([...path, keyOf(p)], `not removed: ${why}`);
      return !why;
    });
    for (const pair of kept) {
      const key = pair.key as Node;
      const keyFrom = key.range?.[0] ?? 0;
      const lineFrom = this.lineStart(keyFrom);
      const onItemLine = this.text.slice(lineFrom, keyFrom).includes('-');
      if (onItemLine) {
        // `- was: Old` opening an item: the next key moves up onto the item's line.
        const next = map.items[map.items.indexOf(pair) + 1];
        if (!next) throw new YamlEditError('cannot remove the only key of an item');
        this.splice(keyFrom, (next.key as Node).range?.[0] ?? keyFrom, '');
        continue;
      }
      this.splice(this.blockStart(keyFrom), this.lineEnd(this.contentEnd(pair)), '');
    }
  }

  private addPairs(map: YAMLMap, entries: ReadonlyArray<[string, unknown]>): void {
    const first = map.items[0]?.key as Node | undefined;
    const column = first ? this.column(first.range?.[0] ?? 0) : 0;
    const at = this.lineEnd(this.contentEnd(map));
    const lead = at === this.text.length && !this.text.endsWith('\n') ? '\n' : '';
    const text = entries.map(([k, v]) => `${' '.repeat(column)}${place(this.renderPairLines(v, k), column)}\n`).join('');
    this.splice(at, at, `${lead}${text}`);
  }

  private removeItems(seq: YAMLSeq, indexes: readonly number[]): void {
    const separated = this.blankSeparated(seq);
    for (const i of indexes) {
      const item = seq.items[i] as Node;
      let from = this.blockStart(this.dashOf(seq, i));
      let end = this.lineEnd(this.contentEnd(item));
      if (separated) {
        // One blank line goes with the item: the one before it, or after the first.
        if (i > 0 && this.isBlankLine(this.lineStart(from - 1))) from = this.lineStart(from - 1);
        else if (i === 0 && this.isBlankLine(end)) end = this.lineEnd(end);
      }
      this.splice(from, end, '');
    }
  }

  private insertItem(seq: YAMLSeq, before: number, value: unknown): void {
    const dash = this.dashOf(seq, 0);
    const column = this.column(dash);
    const separated = this.blankSeparated(seq);
    const lines = this.renderItemLines(value);
    const item = `${' '.repeat(column)}- ${place(lines, column + 2)}\n`;
    if (before < seq.items.length) {
      this.splice(this.blockStart(this.dashOf(seq, before)), this.blockStart(this.dashOf(seq, before)), `${item}${separated ? '\n' : ''}`);
      return;
    }
    const last = seq.items[seq.items.length - 1] as Node;
    const at = this.lineEnd(this.contentEnd(last));
    const lead = at === this.text.length && !this.text.endsWith('\n') ? '\n' : '';
    this.splice(at, at, `${lead}${separated ? '\n' : ''}${item}`);
  }

  // ── what may not be overwritten ────────────────────────────────────────────────────────────

  /**
   * Why a node may not be replaced by `to`, or removed (`to` undefined): it holds a placeholder, an
   * alias or a shared anchor, or a frozen value that `to` would change (removing one writes no value).
   */
  private unmovable(node: unknown, cur: unknown, to?: unknown): string | undefined {
    const frozen = to === undefined ? undefined : this.frozen(cur);
    if (frozen && !same(cur, to)) return frozen;
    if (isAlias(node)) return `an alias (*${node.source}) stands here`;
    if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor && this.shared.has(node.anchor)) return `the anchor &${node.anchor} is shared by aliases`;
    if (isScalar(node)) return node.value === cur ? undefined : `it holds ${this.source(node)}, a placeholder of the values file`;
    if (isMap(node)) {
      for (const p of node.items) {
        const k = keyOf(p);
        const why = this.unmovable(p.value, isObject(cur) ? cur[k] : undefined, isObject(to) ? (to[k] ?? null) : to === undefined ? undefined : null);
        if (why) return why;
      }
    }
    if (isSeq(node)) {
      for (const [i, item] of node.items.entries()) {
        const why = this.unmovable(item, Array.isArray(cur) ? cur[i] : undefined, Array.isArray(to) ? (to[i] ?? null) : to === undefined ? undefined : null);
        if (why) return why;
      }
    }
    return undefined;
  }

  /** A scalar as written in the file. */
  private source(node: Scalar): string {
    return `\`${this.text.slice(node.range?.[0] ?? 0, node.range?.[1] ?? 0)}\``;
  }

  /** Why a value (any scalar in it) may not be written, or undefined. */
  private refused(value: unknown): string | undefined {
    if (Array.isArray(value)) return value.map((v) => this.refused(v)).find((r) => r !== undefined);
    if (isObject(value))
      return Object.values(value)
        .map((v) => this.refused(v))
        .find((r) => r !== undefined);
    return this.unwritable(value);
  }

  private placeholderText(node: Scalar, cur: unknown, to: unknown): string {
    return `${this.source(node)} is ${JSON.stringify(cur)} with this values file; the server has ${JSON.stringify(to)}: a placeholder is never replaced by a literal, change the value or the file by hand`;
  }

  private hold(path: YamlPath, reason: string): void {
    this.held.push({ path, reason });
  }

  // ── text positions ─────────────────────────────────────────────────────────────────────────

  private lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The offset after the line holding `offset - 1` (its trailing comment included). */
  private lineEnd(offset: number): number {
    const nl = this.text.indexOf('\n', offset);
    return nl < 0 ? this.text.length : nl + 1;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  private isBlankLine(lineFrom: number): boolean {
    const nl = this.text.indexOf('\n', lineFrom);
    return lineFrom < this.text.length && this.text.slice(lineFrom, nl < 0 ? this.text.length : nl).trim() === '';
  }

  /** The line of `offset`, moved up over the comment lines written right above it at its column. */
  private blockStart(offset: number): number {
    const column = this.column(offset);
    let from = this.lineStart(offset);
    while (from > 0) {
      const prev = this.lineStart(from - 1);
      const line = this.text.slice(prev, from - 1);
      if (!line.trim().startsWith('#') || line.length - line.trimStart().length !== column) break;
      from = prev;
    }
    return from;
  }

  /** Where a node's own text ends: its last scalar or closing bracket, trailing blank lines not included. */
  private contentEnd(node: unknown): number {
    if (isMap(node) && !node.flow && node.items.length > 0) return this.contentEnd(node.items[node.items.length - 1]);
    if (isSeq(node) && !node.flow && node.items.length > 0) return this.contentEnd(node.items[node.items.length - 1]);
    if (node && typeof node === 'object' && 'key' in node) {
      const pair = node as Pair;
      const value = pair.value as Node | null;
      return value && (value.range?.[1] ?? 0) > (value.range?.[0] ?? 0) ? this.contentEnd(value) : ((pair.key as Node).range?.[1] ?? 0);
    }
    return trimEnd(this.text, (node as Node).range?.[1] ?? 0);
  }

  /** The offset of item `i`'s `-`. */
  private dashOf(seq: YAMLSeq, i: number): number {
    const token = (seq.srcToken as { items?: Array<{ start: Array<{ type: string; offset: number }> }> } | undefined)?.items?.[i];
    const dash = token?.start.find((t) => t.type === 'seq-item-ind');
    if (!dash) throw new YamlEditError('a list item without its `-`');
    return dash.offset;
  }

  /** The file separates this list's items with blank lines. */
  private blankSeparated(seq: YAMLSeq): boolean {
    return seq.items.length > 1 && seq.items.slice(1).every((_, k) => this.isBlankLine(this.lineStart(this.blockStart(this.dashOf(seq, k + 1)) - 1)));
  }

  // ── rendering ──────────────────────────────────────────────────────────────────────────────

  private toString(doc: Document): string {
    return doc.toString({ indent: this.unit, indentSeq: this.indentSeq, lineWidth: 0 }).replace(/\n+$/, '');
  }

  /** `value` as a list item: its first line (after `- `), then its other lines relative to the item's content. */
  private renderItemLines(value: unknown): string[] {
    const lines = this.toString(new Document([value])).split('\n');
    return [(lines[0] ?? '').slice(2), ...lines.slice(1).map((l) => l.slice(2))];
  }

  /** `key: value`: the part after the key on its first line, then its other lines relative to the key. */
  private renderPairLines(value: unknown, key?: string): string[] {
    const doc = new Document({ k: value });
    const lines = this.toString(doc).split('\n');
    const head = (lines[0] ?? '').slice(1);
    if (key === undefined) return [head, ...lines.slice(1)];
    const keyText = this.toString(new Document(key));
    return [`${keyText}${head}`, ...lines.slice(1)];
  }

  /** The file's indentation: the step of its nested maps, and whether a list under a key is indented. */
  private detectStyle(): { unit: number; indentSeq: boolean } {
    let unit: number | undefined;
    let indentSeq: boolean | undefined;
    visit(this.doc, {
      Pair: (_, pair) => {
        const key = pair.key as Node | null;
        const value = pair.value as Node | null;
        if (!key?.range || !value?.range) return undefined;
        if (isMap(value) && !value.flow && unit === undefined) {
          const child = value.items[0]?.key as Node | undefined;
          if (child?.range) unit = this.column(child.range[0]) - this.column(key.range[0]);
        }
        if (isSeq(value) && !value.flow && indentSeq === undefined && value.items.length > 0)
          indentSeq = this.column(this.dashOf(value, 0)) > this.column(key.range[0]);
        return unit !== undefined && indentSeq !== undefined ? visit.BREAK : undefined;
      },
    });
    return { unit: unit !== undefined && unit > 0 && unit <= 8 ? unit : 2, indentSeq: indentSeq ?? true };
  }

  // ── applying ───────────────────────────────────────────────────────────────────────────────

  private splice(from: number, to: number, text: string): void {
    this.splices.push({ from, to, text, order: this.splices.length });
  }

  private apply(): string {
    // Last first, so earlier offsets stay valid; two insertions at one place keep their order.
    const list = [...this.splices].sort((a, b) => b.from - a.from || b.order - a.order);
    let out = this.text;
    let previous: Splice | undefined;
    for (const s of list) {
      if (previous && s.to > previous.from) {
        // Two deletions that overlap (removed neighbours sharing a blank line) are one.
        if (s.text !== '' || previous.text !== '') throw new YamlEditError(`two changes overlap at offset ${s.from}`);
        const to = Math.max(s.to, previous.to);
        out = out.slice(0, s.from) + out.slice(previous.from + (to - previous.to));
        previous = { ...s, to };
        continue;
      }
      out = out.slice(0, s.from) + s.text + out.slice(s.to);
      previous = s;
    }
    return out;
  }
}

/** The value at `path` of a parsed document. */
function at(value: unknown, path: YamlPath): unknown {
  let v = value;
  for (const step of path) {
    if (Array.isArray(v) && typeof step === 'number') v = v[step];
    else if (isObject(v)) v = v[String(step)];
    else return undefined;
  }
  return v;
}

function isEmpty(v: unknown): boolean {
  if (isMap(v) || isSeq(v)) return v.items.length === 0;
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.keys(v).length === 0;
}

/** An offset moved back over the line breaks and spaces that end a node's range. */
function trimEnd(text: string, offset: number): number {
  let end = offset;
  while (end > 0 && /[\s]/.test(text[end - 1] ?? '')) end--;
  return end;
}

/** Lines of a rendering, placed: the first where the splice begins, the others indented by `column`. */
function place(lines: readonly string[], column: number): string {
  return lines.map((line, i) => (i === 0 || line === '' ? line : `${' '.repeat(column)}${line}`)).join('\n');
}

/** A value in flow style, on one line: `{ env: X }`, `[a, b]`, a quoted or plain scalar. */
function renderFlow(value: unknown, padded: boolean): string {
  const doc = new Document([value]);
  if (isSeq(doc.contents)) doc.contents.flow = true;
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: padded }).trim();
  return padded ? text.slice(2, -2) : text.slice(1, -1);
}
