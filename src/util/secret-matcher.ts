// Every spelling of every secret as one Aho–Corasick automaton over UTF-16 code units: a text is
// read once, whatever the number of secrets and spellings (redact.ts scanned it once per
// spelling: 300 secret URLs made a 1,000-object apply 2.4 times slower).
//
// Written here rather than taken from a library: the libraries on npm (modern-ahocorasick,
// ahocorasick, @monyone/aho-corasick) report whole matches only, and redaction also needs the
// automaton's state itself — the longest start of a spelling ending at each character — to hide a
// secret a server cut short, and to keep a cut from ending in a secret's first characters; and they
// rebuild the automaton for every word added, where a run adds its secrets one by one between
// lines it writes (a stack file's 300 webhook URLs).
//
// The state after reading text[0..i] is the longest suffix of it that starts some spelling; its
// failure chain holds every shorter one. Per state, precomputed once along that chain:
//   run   — the longest such suffix that starts an opaque spelling and is ≥ minRun long (a cut secret),
//   whole — the longest whole spelling ending here,
//   cred  — whether a whole spelling of a credential ends here.
// Hiding [i - max(run, whole) + 1, i] at every i, merged, hides every occurrence and nothing else.
//
// Secrets added after the automaton was built join its trie (an insertion costs its length), and
// until the automaton is built again the trie itself is the matcher: a text is followed from each
// position as deep as it matches a spelling. It is rebuilt once the texts read since have cost as
// much as building it: a burst of additions between writes (a stack file's 300 webhook URLs,
// resolved one by one) costs no rebuild each, and a long run reads every text once.
//
// Most texts a run writes hold no secret at all, and a short process runs the automaton's loop as
// bytecode: reading a run's few kilobytes of log, report and outputs so cost a cold start ~5 ms.
// So a text is first checked for the spellings' first `minTail` code units with one regular
// expression (a shorter spelling whole), which V8 scans in native code; without one, it holds
// nothing to hide (every hidden stretch — a whole spelling, or a run of ≥ minRun first characters —
// begins with them), no tail a cut must avoid (such a tail is ≥ minTail first characters) and no
// credential.

/** One spelling to find. */
export interface Spelling {
  text: string;
  /** Its first `minRun` characters alone identify it: a run of them is hidden too (not so for a URL). */
  opaque: boolean;
  /** A spelling of one of the run's own credentials. */
  credential: boolean;
}

export interface MatchOptions {
  /** An opaque spelling's first characters hidden where at least this many stand. */
  minRun: number;
  /** A cut never ends in this many or more first characters of a spelling. */
  minTail: number;
  /** The native pre-check of the spellings' starts (default on; off only to test that it changes nothing). */
  precheck?: boolean;
}

/**
 * The pre-check stands aside above this many distinct starts: an alternation that long no longer
 * scans faster than the automaton reads (many random tokens; URLs share a few starts).
 */
const MAX_HEADS = 64;

const ROOT = 0;
/** Code units of the root's dense table. */
const SPAN = 0x10000;
/**
 * A node with fewer children than this finds one by walking its list (most nodes of a spelling's
 * trie have one); one with more, by a map keyed node × 65536 + code unit.
 */
const FEW = 8;

/** The spellings as a trie: per node its depth, whether it starts an opaque spelling, ends one, ends a credential's. */
class Trie {
  /** Children of the root by code unit (0: none), the hot path of ordinary text. */
  private readonly top = new Int32Array(SPAN);
  private readonly many = new Map<number, number>();
  readonly depth: number[] = [0];
  readonly opaquePrefix: number[] = [0];
  readonly ends: number[] = [0];
  readonly credEnds: number[] = [0];
  // Children as linked lists (newest first), for the lookup of a node with few and the automaton's breadth-first pass.
  readonly firstChild: number[] = [-1];
  readonly sibling: number[] = [-1];
  readonly unit: number[] = [0];
  private readonly children: number[] = [0];

  insert(s: Spelling): void {
    let node = ROOT;
    for (let i = 0; i < s.text.length; i++) {
      const c = s.text.charCodeAt(i);
      let next = this.child(node, c);
      if (next < 0) {
        next = this.depth.length;
        this.depth.push((this.depth[node] as number) + 1);
        this.opaquePrefix.push(0);
        this.ends.push(0);
        this.credEnds.push(0);
        this.firstChild.push(-1);
        this.children.push(0);
        this.unit.push(c);
        this.sibling.push(this.firstChild[node] as number);
        this.firstChild[node] = next;
        const count = ((this.children[node] as number) += 1);
        if (node === ROOT) this.top[c] = next;
        else if (count === FEW) {
          // From now on by the map: every child so far goes in.
          for (let w = next; w >= 0; w = this.sibling[w] as number) this.many.set(node * SPAN + (this.unit[w] as number), w);
        } else if (count > FEW) this.many.set(node * SPAN + c, next);
      }
      node = next;
      if (s.opaque) this.opaquePrefix[node] = 1;
    }
    this.ends[node] = 1;
    if (s.credential) this.credEnds[node] = 1;
  }

  /** The child of `node` by code unit `c`, or -1. */
  child(node: number, c: number): number {
    if (node === ROOT) return (this.top[c] as number) || -1;
    if ((this.children[node] as number) >= FEW) return this.many.get(node * SPAN + c) ?? -1;
    for (let w = this.firstChild[node] as number; w >= 0; w = this.sibling[w] as number) if (this.unit[w] === c) return w;
    return -1;
  }
}

/** What every matcher tells about a text. */
interface Matcher {
  /** Pushes the stretches to hide, [start, end), merged, in order (by end or by start). */
  stretches(input: string, starts: number[], ends: number[]): void;
  /** For cutting: the length of the longest suffix of input[0, end) that starts a spelling (0: none), for each `end`. */
  tails(input: string): (end: number) => number;
  holdsCredential(input: string): boolean;
}

/** The Aho–Corasick automaton of a trie (frozen: built once, never added to). */
class Automaton implements Matcher {
  private readonly fail: Int32Array;
  private readonly run: Int32Array;
  private readonly whole: Int32Array;
  private readonly cred: Uint8Array;
  private readonly trie: Trie;

  constructor(trie: Trie, opts: MatchOptions) {
    this.trie = trie;
    const { depth, opaquePrefix, ends, credEnds, firstChild, sibling, unit } = trie;
    const n = depth.length;
    this.fail = new Int32Array(n);
    this.run = new Int32Array(n);
    this.whole = new Int32Array(n);
    this.cred = new Uint8Array(n);
    const queue = new Int32Array(n);
    let tail = 0;
    for (let c = firstChild[ROOT] as number; c >= 0; c = sibling[c] as number) queue[tail++] = c;
    for (let head = 0; head < tail; head++) {
      const v = queue[head] as number;
      const d = depth[v] as number;
      const f = this.fail[v] as number;
      this.run[v] = opaquePrefix[v] && d >= opts.minRun ? d : (this.run[f] as number);
      this.whole[v] = ends[v] ? d : (this.whole[f] as number);
      this.cred[v] = credEnds[v] ? 1 : (this.cred[f] as number);
      for (let w = firstChild[v] as number; w >= 0; w = sibling[w] as number) {
        const c = unit[w] as number;
        let g = f;
        let t = trie.child(g, c);
        while (t < 0 && g !== ROOT) {
          g = this.fail[g] as number;
          t = trie.child(g, c);
        }
        this.fail[w] = t > 0 ? t : ROOT;
        queue[tail++] = w;
      }
    }
  }

  /** The state after reading `c` in state `s`. */
  private step(s: number, c: number): number {
    for (;;) {
      const t = this.trie.child(s, c);
      if (t > 0) return t;
      if (s === ROOT) return ROOT;
      s = this.fail[s] as number;
    }
  }

  stretches(input: string, starts: number[], ends: number[]): void {
    let s = ROOT;
    for (let i = 0; i < input.length; i++) {
      s = this.step(s, input.charCodeAt(i));
      if (s === ROOT) continue;
      const len = Math.max(this.run[s] as number, this.whole[s] as number);
      if (len > 0) push(starts, ends, i + 1 - len, i + 1);
    }
  }

  tails(input: string): (end: number) => number {
    const states = new Int32Array(input.length);
    let s = ROOT;
    for (let i = 0; i < input.length; i++) {
      s = this.step(s, input.charCodeAt(i));
      states[i] = s;
    }
    return (end) => (end > 0 ? (this.trie.depth[states[end - 1] as number] as number) : 0);
  }

  holdsCredential(input: string): boolean {
    let s = ROOT;
    for (let i = 0; i < input.length; i++) {
      s = this.step(s, input.charCodeAt(i));
      if (this.cred[s]) return true;
    }
    return false;
  }
}

/**
 * The trie itself as a matcher, while it grows: a text is followed from each position as deep as it
 * matches a spelling (each insertion costs its length, no rebuild).
 */
class Walker implements Matcher {
  private readonly trie: Trie;
  private readonly opts: MatchOptions;
  /** The longest spelling: no match reaches further back than this. */
  private readonly longest: () => number;

  constructor(trie: Trie, opts: MatchOptions, longest: () => number) {
    this.trie = trie;
    this.opts = opts;
    this.longest = longest;
  }

  /** From `at`: how far the deepest whole spelling, and the deepest opaque start ≥ minRun, reach; and whether a credential ends. */
  private walk(input: string, at: number, stop = input.length): { reach: number; credential: boolean; node: number } {
    const { trie } = this;
    let node = ROOT;
    let reach = 0;
    let credential = false;
    for (let i = at; i < stop; i++) {
      const next = trie.child(node, input.charCodeAt(i));
      if (next < 0) break;
      node = next;
      const d = i + 1 - at;
      if (trie.ends[node] || (trie.opaquePrefix[node] && d >= this.opts.minRun)) reach = d;
      if (trie.credEnds[node]) credential = true;
    }
    return { reach, credential, node };
  }

  stretches(input: string, starts: number[], ends: number[]): void {
    for (let at = 0; at < input.length; at++) {
      const { reach } = this.walk(input, at);
      if (reach > 0) push(starts, ends, at, at + reach);
    }
  }

  tails(input: string): (end: number) => number {
    return (end) => {
      // The earliest start whose walk reaches `end` exactly: the longest suffix that starts a spelling.
      for (let at = Math.max(0, end - this.longest()); at < end; at++) {
        const walked = this.walk(input, at, end);
        if (walked.node !== ROOT && this.trie.depth[walked.node] === end - at) return end - at;
      }
      return 0;
    };
  }

  holdsCredential(input: string): boolean {
    for (let at = 0; at < input.length; at++) if (this.walk(input, at).credential) return true;
    return false;
  }
}

/** Adds stretch [start, end) to a list sorted by end, merging those it overlaps or touches (it may reach back over several). */
function push(starts: number[], ends: number[], start: number, end: number): void {
  let s = start;
  let e = end;
  while (ends.length > 0 && s <= (ends[ends.length - 1] as number)) {
    s = Math.min(s, starts.pop() as number);
    e = Math.max(e, ends.pop() as number);
  }
  starts.push(s);
  ends.push(e);
}

/**
 * Every spelling added so far, in one trie: matched by its automaton, or — after additions, until
 * the texts read have cost as much as building it again — by walking the trie itself.
 */
export class SecretIndex {
  private readonly trie = new Trie();
  private readonly walker: Walker;
  private automaton?: Automaton;
  /** Spellings were added since the automaton was built: it is stale, the walker matches. */
  private grown = false;
  /** Code units matched by walking since the trie grew. */
  private walked = 0;
  /** Code units of every spelling: what building the automaton costs. */
  private size = 0;
  private longest = 0;
  private readonly opts: MatchOptions;
  /** Each spelling's first `minTail` code units (a shorter one whole), for the pre-check. */
  private readonly heads = new Set<string>();
  /** The pre-check, built on first use after the spellings changed (null: it stands aside). */
  private precheck?: RegExp | null;

  constructor(opts: MatchOptions) {
    this.opts = opts;
    this.walker = new Walker(this.trie, opts, () => this.longest);
  }

  /** False only when `input` holds no spelling's first `minTail` code units: then it holds nothing of any. */
  private mayHold(input: string): boolean {
    if (this.precheck === undefined) {
      this.precheck =
        this.opts.precheck === false || this.heads.size > MAX_HEADS
          ? null
          : new RegExp([...this.heads].map((h) => h.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')).join('|'));
    }
    return this.precheck === null || this.precheck.test(input);
  }

  get empty(): boolean {
    return this.size === 0;
  }

  add(spellings: readonly Spelling[]): void {
    for (const s of spellings) {
      this.trie.insert(s);
      this.size += s.text.length;
      this.longest = Math.max(this.longest, s.text.length);
      this.heads.add(s.text.slice(0, this.opts.minTail));
    }
    if (spellings.length > 0) this.precheck = undefined;
    // Before any text the automaton is built on the first; after, it is stale until rebuilt.
    if (this.automaton && spellings.length > 0) this.grown = true;
  }

  /** The matcher for a text of `length` code units: the automaton, rebuilt once walking has cost as much. */
  private matcher(length: number): Matcher {
    if (this.grown) {
      this.walked += length;
      if (this.walked < this.size) return this.walker;
    }
    if (!this.automaton || this.grown) {
      this.automaton = new Automaton(this.trie, this.opts);
      this.grown = false;
      this.walked = 0;
    }
    return this.automaton;
  }

  /** `input` with every stretch to hide replaced by `mark`. */
  redact(input: string, mark: string): string {
    if (this.empty || input.length === 0 || !this.mayHold(input)) return input;
    const starts: number[] = [];
    const ends: number[] = [];
    this.matcher(input.length).stretches(input, starts, ends);
    if (starts.length === 0) return input;
    let out = '';
    let pos = 0;
    for (let k = 0; k < starts.length; k++) {
      out += input.slice(pos, starts[k]) + mark;
      pos = ends[k] as number;
    }
    return out + input.slice(pos);
  }

  /** Where `input` may be cut so that it does not end in the first `minTail` or more characters of a spelling. */
  safeEnd(input: string): number {
    if (this.empty || !this.mayHold(input)) return input.length;
    const tail = this.matcher(input.length).tails(input);
    let end = input.length;
    while (end > 0) {
      const d = tail(end);
      if (d < this.opts.minTail) break;
      end -= d;
    }
    return end;
  }

  /** Whether `input` holds a whole spelling of a credential. */
  holdsCredential(input: string): boolean {
    return !this.empty && this.mayHold(input) && this.matcher(input.length).holdsCredential(input);
  }
}
