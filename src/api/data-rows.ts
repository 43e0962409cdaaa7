// A large answer read as it arrives. `POST /charts/series` answers `{"data": [row, …]}`, and a
// week of a grouped series is a million rows: held whole, its text and then its tree of objects
// cost half a gigabyte. Here the bytes of `data` are cut at the commas between its rows and parsed a
// slice of whole rows at a time, each row handed on and let go; only one slice is ever held.
// A structural scan (strings and escapes, nesting depth) finds those commas: a group value is
// telemetry, and a comma, a bracket or a quote inside one is text, not structure.

/**
 * Bytes of whole rows parsed per JSON.parse. Small: the rows of a slice are alive together while they
 * are handed on, and a collection that finds them alive promotes them to the old generation, which
 * then grows for garbage (a million rows read in 1 MB slices peaked ~80 MB higher than in 64 KB ones,
 * `npm run bench` j); more calls cost nothing measurable.
 */
const SLICE = 1 << 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
/** Longest top-level key kept while scanning: only `data` matters. */
const KEY_BYTES = 8;

/** UTF-8's byte-order mark. */
const BOM = [0xef, 0xbb, 0xbf];

const isSpace = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Reads a JSON object's `data` list from `body`, calling `each` with every item in order. The other
 * fields of the object are skipped. Throws when the body is not such an object (truncated, not
 * JSON, no `data` list).
 */
export async function eachDataItem(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, each: (item: unknown) => void): Promise<void> {
  const scan = new DataScanner(each);
  for await (const chunk of body) scan.push(chunk);
  scan.end();
}

class DataScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private started = false;
  /** The last string closed at depth 1 (a key, when a colon follows), its first KEY_BYTES bytes. */
  private key = '';
  private keyBytes: number[] = [];
  private capturing = false;
  /** A colon after the key `data` was read: the next value must be its list. */
  private awaitingData = false;
  private seenData = false;
  private inData = false;
  /** The bytes of `data` not parsed yet, and where its last comma between rows stands in them (-1: none). */
  private pending = new Uint8Array(SLICE * 2);
  private pendingLength = 0;
  private lastComma = -1;
  private readonly decoder = new TextDecoder();
  private readonly each: (item: unknown) => void;

  constructor(each: (item: unknown) => void) {
    this.each = each;
  }

  push(chunk: Uint8Array): void {
    let i = 0;
    if (!this.started) i = this.start(chunk);
    // Where in this chunk the bytes of `data` begin (-1: outside it).
    let segment = this.inData ? i : -1;
    for (const n = chunk.length; i < n; i++) {
      const b = chunk[i] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (b === BACKSLASH) this.escaped = true;
        else if (b === QUOTE) {
          this.inString = false;
          if (this.capturing) {
            this.capturing = false;
            this.key = String.fromCharCode(...this.keyBytes);
          }
        } else if (this.capturing && this.keyBytes.length < KEY_BYTES) this.keyBytes.push(b);
        continue;
      }
      if (isSpace(b)) continue;
      if (this.awaitingData) {
        this.awaitingData = false;
        if (b !== OPEN_LIST || this.seenData) throw new Error(this.seenData ? 'the answer has two `data` fields' : 'expected `data` to be a list');
        this.depth++;
        this.inData = true;
        this.seenData = true;
        segment = i + 1;
        continue;
      }
      switch (b) {
        case QUOTE:
          this.inString = true;
          if (this.depth === 1) {
            this.capturing = true;
            this.keyBytes = [];
          }
          break;
        case OPEN_OBJECT:
        case OPEN_LIST:
          this.depth++;
          break;
        case CLOSE_OBJECT:
        case CLOSE_LIST:
          this.depth--;
          if (this.depth < 0) throw new Error('not JSON (a bracket closes nothing)');
          if (this.inData && this.depth === 1) {
            this.append(chunk, segment, i);
            segment = -1;
            this.inData = false;
            this.flush(this.pendingLength);
          }
          break;
        case COMMA:
          if (this.inData && this.depth === 2) this.lastComma = this.pendingLength + (i - segment);
          else if (this.depth === 1) this.key = '';
          break;
        case COLON:
          if (this.depth === 1 && this.key === 'data') this.awaitingData = true;
          break;
      }
    }
    if (this.inData) this.append(chunk, segment, chunk.length);
  }

  end(): void {
    if (!this.started || this.depth !== 0 || this.inString) throw new Error('not JSON (truncated?)');
    if (!this.seenData) throw new Error('expected `data` to be a list');
  }

  /** Bytes read before the object began, and whether they are all a byte-order mark so far (it may be cut between chunks). */
  private leading = 0;
  private onlyMark = true;

  /** Skips a byte-order mark and white space; the answer must be an object. Returns where its body starts. */
  private start(chunk: Uint8Array): number {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i] as number;
      const mark = this.onlyMark && this.leading < BOM.length && b === BOM[this.leading];
      this.leading++;
      if (mark) continue;
      this.onlyMark = false;
      if (isSpace(b)) continue;
      if (b !== OPEN_OBJECT) throw new Error('expected an object');
      this.started = true;
      this.depth = 1;
      return i + 1;
    }
    return chunk.length;
  }

  /** Keeps chunk[from, to) of `data`; parses the whole rows before the last comma once a slice is full. */
  private append(chunk: Uint8Array, from: number, to: number): void {
    if (from < 0 || to <= from) return;
    const length = to - from;
    if (this.pendingLength + length > this.pending.length) {
      const grown = new Uint8Array(Math.max(this.pending.length * 2, this.pendingLength + length));
      grown.set(this.pending.subarray(0, this.pendingLength));
      this.pending = grown;
    }
    this.pending.set(chunk.subarray(from, to), this.pendingLength);
    this.pendingLength += length;
    if (this.pendingLength >= SLICE && this.lastComma >= 0) this.flush(this.lastComma);
  }

  /** Parses pending[0, upTo) as whole rows and keeps what follows the comma at `upTo` (or nothing, at the end). */
  private flush(upTo: number): void {
    const text = this.decoder.decode(this.pending.subarray(0, upTo));
    const rest = upTo < this.pendingLength ? upTo + 1 : this.pendingLength;
    this.pending.copyWithin(0, rest, this.pendingLength);
    this.pendingLength -= rest;
    this.lastComma = -1;
    if (text.trim() === '') return;
    let items: unknown;
    try {
      items = JSON.parse(`[${text}]`);
    } catch {
      throw new Error('not JSON (truncated?)');
    }
    for (const item of items as unknown[]) this.each(item);
  }
}
