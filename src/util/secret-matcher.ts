// Every spelling of every secret as one Aho–Corasick automaton over UTF-16 code units: a text is
// read once, whatever the number of secrets and spellings (redact.ts scanned it once per
// spelling: 300 secret URLs made a 1,000-object apply 2.4 times slower).
//
// Written here rather than taken from a library: the libraries on npm (modern-ahocorasick,
// ahocorasick, @monyone/aho-corasick) report whole matches only, and redaction also needs the
// automaton's state itself — the longest start of a spelling ending at each character — to hide a
// secret a server cut short, and to keep a cut from ending in a secret's first characters.
//
// The state after reading text[0..i] is the longest suffix of it that starts some spelling; its
// failure chain holds every shorter one. Per state, precomputed once along that chain:
//   run   — the longest such suffix that starts an opaque spelling and is ≥ minRun long (a cut secret),
//   whole — the longest whole spelling ending here,
//   cred  — whether a whole spelling of a credential ends here.
// Hiding [i - max(run, whole) + 1, i] at every i, merged, hides every occurrence and nothing else.

/** One spelling to find. */
export interface Spelling {
  text: string;
  /** Its first `minRun` characters alone identify it: a run of them is hidden too (not so for a URL). */
  opaque: boolean;
  /** A spelling of one of the run's own credentials. */
  credential: boolean;
}

const ROOT = 0;
/** Node × this + code unit: the key of an edge (below 2^53 for any node count a run reaches). */
const SPAN = 0x10000;

export class SecretMatcher {
  /** Children of the root by code unit (0: none), the hot path of ordinary text. */
  private readonly top = new Int32Array(SPAN);
  private readonly edges = new Map<number, number>();
  private readonly depth: number[] = [0];
  private readonly fail: Int32Array;
  private readonly run: Int32Array;
  private readonly whole: Int32Array;
  private readonly cred: Uint8Array;
  private readonly minTail: number;

  constructor(spellings: readonly Spelling[], opts: { minRun: number; minTail: number }) {
    this.minTail = opts.minTail;
    const opaquePrefix: number[] = [0];
    const ends: number[] = [0];
    const credEnds: number[] = [0];
    // Children as linked lists, for the breadth-first pass.
    const firstChild: number[] = [-1];
    const sibling: number[] = [-1];
    const unit: number[] = [0];
    for (const s of spellings) {
      let node = ROOT;
      for (let i = 0; i < s.text.length; i++) {
        const c = s.text.charCodeAt(i);
        let next = this.child(node, c);
        if (next < 0) {
          next = this.depth.length;
          this.depth.push((this.depth[node] as number) + 1);
          opaquePrefix.push(0);
          ends.push(0);
          credEnds.push(0);
          firstChild.push(-1);
          unit.push(c);
          sibling.push(firstChild[node] as number);
          firstChild[node] = next;
          if (node === ROOT) this.top[c] = next;
          else this.edges.set(node * SPAN + c, next);
        }
        node = next;
        if (s.opaque) opaquePrefix[node] = 1;
      }
      ends[node] = 1;
      if (s.credential) credEnds[node] = 1;
    }
    const n = this.depth.length;
    this.fail = new Int32Array(n);
    this.run = new Int32Array(n);
    this.whole = new Int32Array(n);
    this.cred = new Uint8Array(n);
    const queue = new Int32Array(n);
    let tail = 0;
    for (let c = firstChild[ROOT] as number; c >= 0; c = sibling[c] as number) queue[tail++] = c;
    for (let head = 0; head < tail; head++) {
      const v = queue[head] as number;
      const d = this.depth[v] as number;
      const f = this.fail[v] as number;
      this.run[v] = opaquePrefix[v] && d >= opts.minRun ? d : (this.run[f] as number);
      this.whole[v] = ends[v] ? d : (this.whole[f] as number);
      this.cred[v] = credEnds[v] ? 1 : (this.cred[f] as number);
      for (let w = firstChild[v] as number; w >= 0; w = sibling[w] as number) {
        const c = unit[w] as number;
        let g = f;
        let t = this.child(g, c);
        while (t < 0 && g !== ROOT) {
          g = this.fail[g] as number;
          t = this.child(g, c);
        }
        this.fail[w] = t > 0 ? t : ROOT;
        queue[tail++] = w;
      }
    }
  }

  /** The child of `node` by code unit `c`, or -1. */
  private child(node: number, c: number): number {
    if (node === ROOT) return (this.top[c] as number) || -1;
    return this.edges.get(node * SPAN + c) ?? -1;
  }

  /** The state after reading `c` in state `s`. */
  private step(s: number, c: number): number {
    for (;;) {
      const t = this.child(s, c);
      if (t > 0) return t;
      if (s === ROOT) return ROOT;
      s = this.fail[s] as number;
    }
  }

  /** `input` with every occurrence (and every run of an opaque spelling's first characters) replaced by `mark`. */
  redact(input: string, mark: string): string {
    // Hidden stretches, merged as they come: a later one may reach back over several.
    const starts: number[] = [];
    const ends: number[] = [];
    let s = ROOT;
    for (let i = 0; i < input.length; i++) {
      s = this.step(s, input.charCodeAt(i));
      if (s === ROOT) continue;
      const len = Math.max(this.run[s] as number, this.whole[s] as number);
      if (len === 0) continue;
      let start = i + 1 - len;
      while (ends.length > 0 && start <= (ends[ends.length - 1] as number)) {
        start = Math.min(start, starts.pop() as number);
        ends.pop();
      }
      starts.push(start);
      ends.push(i + 1);
    }
    if (starts.length === 0) return input;
    let out = '';
    let pos = 0;
    for (let k = 0; k < starts.length; k++) {
      out += input.slice(pos, starts[k]) + mark;
      pos = ends[k] as number;
    }
    return out + input.slice(pos);
  }

  /** Whether `input` holds a whole spelling of a credential. */
  holdsCredential(input: string): boolean {
    let s = ROOT;
    for (let i = 0; i < input.length; i++) {
      s = this.step(s, input.charCodeAt(i));
      if (this.cred[s]) return true;
    }
    return false;
  }

  /**
   * Where `input` may be cut so that it does not end in the first `minTail` or more characters of
   * a spelling: the end, less every such trailing start (again, after each one dropped).
   */
  safeEnd(input: string): number {
    const states = new Int32Array(input.length);
    let s = ROOT;
    for (let i = 0; i < input.length; i++) {
      s = this.step(s, input.charCodeAt(i));
      states[i] = s;
    }
    let end = input.length;
    while (end > 0) {
      const d = this.depth[states[end - 1] as number] as number;
      if (d < this.minTail) break;
      end -= d;
    }
    return end;
  }
}
