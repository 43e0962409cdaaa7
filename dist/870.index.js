export const id = 870;
export const ids = [870];
export const modules = {

/***/ 6870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eachDataItem: () => (/* binding */ eachDataItem)
/* harmony export */ });
const SLICE = 1 << 16;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const KEY_BYTES = 8;
const BOM = [0xef, 0xbb, 0xbf];
const isSpace = (b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
async function eachDataItem(body, each) {
    const scan = new DataScanner(each);
    for await (const chunk of body)
        scan.push(chunk);
    scan.end();
}
class DataScanner {
    depth = 0;
    inString = false;
    escaped = false;
    started = false;
    key = '';
    keyBytes = [];
    capturing = false;
    awaitingData = false;
    seenData = false;
    inData = false;
    pending = new Uint8Array(SLICE * 2);
    pendingLength = 0;
    lastComma = -1;
    decoder = new TextDecoder();
    each;
    constructor(each) {
        this.each = each;
    }
    push(chunk) {
        let i = 0;
        if (!this.started)
            i = this.start(chunk);
        let segment = this.inData ? i : -1;
        for (const n = chunk.length; i < n; i++) {
            const b = chunk[i];
            if (this.inString) {
                if (this.escaped)
                    this.escaped = false;
                else if (b === BACKSLASH)
                    this.escaped = true;
                else if (b === QUOTE) {
                    this.inString = false;
                    if (this.capturing) {
                        this.capturing = false;
                        this.key = String.fromCharCode(...this.keyBytes);
                    }
                }
                else if (this.capturing && this.keyBytes.length < KEY_BYTES)
                    this.keyBytes.push(b);
                continue;
            }
            if (isSpace(b))
                continue;
            if (this.awaitingData) {
                this.awaitingData = false;
                if (b !== OPEN_LIST || this.seenData)
                    throw new Error(this.seenData ? 'the answer has two `data` fields' : 'expected `data` to be a list');
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
                    if (this.depth < 0)
                        throw new Error('not JSON (a bracket closes nothing)');
                    if (this.inData && this.depth === 1) {
                        this.append(chunk, segment, i);
                        segment = -1;
                        this.inData = false;
                        this.flush(this.pendingLength);
                    }
                    break;
                case COMMA:
                    if (this.inData && this.depth === 2)
                        this.lastComma = this.pendingLength + (i - segment);
                    else if (this.depth === 1)
                        this.key = '';
                    break;
                case COLON:
                    if (this.depth === 1 && this.key === 'data')
                        this.awaitingData = true;
                    break;
            }
        }
        if (this.inData)
            this.append(chunk, segment, chunk.length);
    }
    end() {
        if (!this.started || this.depth !== 0 || this.inString)
            throw new Error('not JSON (truncated?)');
        if (!this.seenData)
            throw new Error('expected `data` to be a list');
    }
    leading = 0;
    onlyMark = true;
    start(chunk) {
        for (let i = 0; i < chunk.length; i++) {
            const b = chunk[i];
            const mark = this.onlyMark && this.leading < BOM.length && b === BOM[this.leading];
            this.leading++;
            if (mark)
                continue;
            this.onlyMark = false;
            if (isSpace(b))
                continue;
            if (b !== OPEN_OBJECT)
                throw new Error('expected an object');
            this.started = true;
            this.depth = 1;
            return i + 1;
        }
        return chunk.length;
    }
    append(chunk, from, to) {
        if (from < 0 || to <= from)
            return;
        const length = to - from;
        if (this.pendingLength + length > this.pending.length) {
            const grown = new Uint8Array(Math.max(this.pending.length * 2, this.pendingLength + length));
            grown.set(this.pending.subarray(0, this.pendingLength));
            this.pending = grown;
        }
        this.pending.set(chunk.subarray(from, to), this.pendingLength);
        this.pendingLength += length;
        if (this.pendingLength >= SLICE && this.lastComma >= 0)
            this.flush(this.lastComma);
    }
    flush(upTo) {
        const text = this.decoder.decode(this.pending.subarray(0, upTo));
        const rest = upTo < this.pendingLength ? upTo + 1 : this.pendingLength;
        this.pending.copyWithin(0, rest, this.pendingLength);
        this.pendingLength -= rest;
        this.lastComma = -1;
        if (text.trim() === '')
            return;
        let items;
        try {
            items = JSON.parse(`[${text}]`);
        }
        catch {
            throw new Error('not JSON (truncated?)');
        }
        for (const item of items)
            this.each(item);
    }
}


/***/ })

};
