// The one redaction function (issue 13, item 1), as properties: random secrets embedded in
// random bodies, as servers spell them (raw, behind Bearer/Basic, Base64 of key-id:key-secret,
// JSON-escaped, URL- and form-encoded), cut at every offset — no sink ever holds a secret's
// spelling, nor ends a cut in the first 4 or more characters of one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/api/http.ts';
import { fitBody, utf16Length } from '../../src/report/fit.ts';
import { renderLog } from '../../src/report/log.ts';
import { createRedactor, MIN_TAIL, type Secrets } from '../../src/util/redact.ts';

// No `*` (what redaction writes) and no backtick (Markdown fences) in secrets; everything else that
// JSON escaping or URL encoding changes is in.
const SECRET_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"\\/+=%:-_.~!\'()&?#@ é€';
const secret = fc.array(fc.constantFrom(...Array.from(SECRET_CHARS)), { minLength: 8, maxLength: 32 }).map((cs) => cs.join(''));
const filler = fc.string({ maxLength: 40 }).map((s) => s.replace(/[*`]/g, ''));
const secrets = fc.record({ apiKey: secret, keySecret: secret, githubToken: secret, keyId: fc.stringMatching(/^[A-Za-z0-9]{8,20}$/) });

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const basicOf = (s: Secrets) => b64(`${s.keyId}:${s.keySecret}`);

/** How a server may echo one secret value (the issue's list), computed here independently of src. */
function spellings(v: string): string[] {
  return [v, JSON.stringify(v).slice(1, -1), encodeURIComponent(v), new URLSearchParams({ x: v }).toString().slice(2)];
}
/** Spellings that start with secret material (a cut must never end in their first characters). */
const material = (s: Secrets): string[] => [s.apiKey!, s.keySecret!, s.githubToken!, basicOf(s)].flatMap(spellings);
/** Everything that must never appear: the material, and the same behind the auth scheme. */
const forms = (s: Secrets): string[] => [...material(s), `Bearer ${s.apiKey}`, `Bearer ${s.githubToken}`, `Basic ${basicOf(s)}`];

/**
 * A body with spellings of the secrets among random text: whole, or cut short by the server
 * (its first characters only), so a cut of ours can land right after such a fragment.
 */
const body = (s: Secrets) =>
  fc
    .array(fc.tuple(filler, fc.constantFrom(...forms(s)), fc.option(fc.integer({ min: 1, max: 12 })), fc.constantFrom('', '"', '\n', ' ', '&', '\\')), {
      minLength: 1,
      maxLength: 4,
    })
    .map((parts) => parts.map(([f, form, short, sep]) => `${f}${sep}${short === null ? form : form.slice(0, short)}${sep}`).join(''));

function expectClean(out: string, s: Secrets, where: string): void {
  for (const form of forms(s)) expect(out.includes(form), `${where}: ${JSON.stringify(form)} in ${JSON.stringify(out)}`).toBe(false);
}

function expectCleanCut(head: string, s: Secrets, where: string): void {
  expectClean(head, s, where);
  for (const form of material(s)) {
    for (let k = MIN_TAIL; k < form.length; k++) {
      expect(head.endsWith(form.slice(0, k)), `${where}: ends in ${JSON.stringify(form.slice(0, k))}: ${JSON.stringify(head)}`).toBe(false);
    }
  }
}

describe('createRedactor (properties)', () => {
  it('text and value leave no spelling of any secret', () => {
    fc.assert(
      fc.property(
        secrets.chain((s) => fc.tuple(fc.constant(s), body(s))),
        ([s, text]) => {
          const r = createRedactor(s);
          expectClean(r.text(text), s, 'text');
          expectClean(JSON.stringify(r.value({ [text]: [text, { deep: text }] })), s, 'value');
          expectClean(r.json({ text }), s, 'json');
        },
      ),
    );
  });

  it('cut at every offset: no spelling, and never the first characters of one at the cut', () => {
    fc.assert(
      fc.property(
        secrets.chain((s) => fc.tuple(fc.constant(s), body(s))),
        ([s, text]) => {
          const r = createRedactor(s);
          const whole = r.text(text);
          expectClean(whole, s, 'uncut');
          for (let max = 0; max < whole.length; max++) {
            const out = r.cut(text, max, '…');
            expect(out.endsWith('…')).toBe(true);
            expect(out.length).toBeLessThanOrEqual(max + 1);
            expectCleanCut(out.slice(0, -1), s, `cut ${max}`);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('error bodies (text cut at 300, JSON cut at 500) keep no spelling and end in no secret', () => {
    fc.assert(
      fc.property(
        // Padding that puts the cut (300 for text, 500 for JSON) among the first characters of the body.
        secrets.chain((s) => fc.tuple(fc.constant(s), body(s), fc.integer({ min: 260, max: 299 }), fc.integer({ min: 440, max: 488 }))),
        ([s, text, pad, jsonPad]) => {
          const r = createRedactor(s);
          const long = `${'x'.repeat(pad)} ${text}`;
          const plain = errorText(long, r).message;
          if (plain.endsWith('…')) expectCleanCut(plain.slice(0, -1), s, 'text body');
          else expectClean(plain, s, 'text body');
          const raw = JSON.stringify({ detail: `${'x'.repeat(jsonPad)}${text}`, headers: { authorization: text } });
          const json = errorText(raw, r).message;
          if (r.text(raw).length > 500) expectCleanCut(json, s, 'JSON body');
          else expectClean(json, s, 'JSON body');
          expectClean(errorText(JSON.stringify({ message: long }), r).message, s, 'JSON message');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reports cut to a size (summary, comment) and log cells keep no spelling and end in no secret', () => {
    fc.assert(
      fc.property(
        secrets.chain((s) => {
          // Lines that often end in the first characters of a spelling: a cut between lines lands right after them.
          const line = fc.tuple(body(s), fc.constantFrom(...material(s)), fc.integer({ min: 0, max: 9 })).map(([l, form, n]) => l + form.slice(0, n));
          return fc.tuple(fc.constant(s), fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 400 }));
        }),
        ([s, lines, extra]) => {
          const r = createRedactor(s);
          // fitBody keeps 320 characters in reserve (note, closers): with a last line longer than that,
          // the body never fits, and the cut falls anywhere in the lines under test.
          const markdown = r.text([...lines, 'p'.repeat(400)].join('\n'));
          const fitted = fitBody(markdown, 320 + (extra % (markdown.length - 400)), utf16Length, () => '', r.dropTail);
          expect(fitted.cut).toBe(true);
          expectClean(fitted.body, s, 'fitBody');
          // No fence is open and the note is empty: the cut appends exactly three newlines to the kept head.
          expectCleanCut(fitted.body.slice(0, -3), s, 'fitBody');
          const log = renderLog({ title: 't', outcome: 'success', table: { columns: ['a'], rows: lines.map((l) => [l]) } }, r);
          for (const line of log) {
            expectClean(line, s, 'log');
            if (line.endsWith('…')) expectCleanCut(line.slice(0, -1), s, 'log cell');
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists every spelling to mask, and redacts nothing when given no secret', () => {
    const s = { apiKey: 'k/"ey+1234', keySecret: 'sec ret+/=', githubToken: 'ghs_tok3nvalue', keyId: 'KEYID0001' };
    const r = createRedactor(s);
    for (const form of forms(s)) expect(r.forms).toContain(form);
    const none = createRedactor({});
    expect(none.forms).toEqual([]);
    expect(none.text('anything at all')).toBe('anything at all');
    expect(none.cut('abcdef', 3)).toBe('abc…');
  });

  it('learns a secret received mid-run: every spelling (the new Basic credential too) from then on, and returns only the new spellings to mask', () => {
    fc.assert(
      fc.property(secrets, secrets, (first, later) => {
        const r = createRedactor(first);
        const before = new Set(r.forms);
        const added = r.add({ keyId: later.keyId, keySecret: later.keySecret, values: [later.apiKey] });
        const newcomer = { ...later, githubToken: later.apiKey };
        for (const form of added) expect(before.has(form)).toBe(false);
        for (const form of forms(newcomer)) {
          if (!before.has(form)) expect(added, `not masked: ${form}`).toContain(form);
          expectClean(r.text(`x ${form} y`), newcomer, 'after add');
        }
        // What it knew before still holds.
        for (const form of forms(first)) expectClean(r.text(`x ${form} y`), first, 'before add');
      }),
      { numRuns: 40 },
    );
  });

  it('also hides a secret a server cut short itself (8 or more of its first characters)', () => {
    const r = createRedactor({ apiKey: 'Q7zXe5mW-long-secret-value' });
    expect(r.text('key was Q7zXe5mW-lo; retry')).toBe('key was ***; retry');
    expect(r.text('short Q7zXe5m is left')).toBe('short Q7zXe5m is left');
  });
});

describe('createRedactor: secrets added after texts were read (the growing trie, then the rebuilt automaton)', () => {
  it('hides and cuts as the automaton does, before and after the fold', () => {
    fc.assert(
      fc.property(
        secrets.chain((s) => fc.tuple(fc.constant(s), body(s))),
        ([s, text]) => {
          const r = createRedactor({});
          expect(r.text('a first line, read before any secret')).toBe('a first line, read before any secret');
          r.add({ apiKey: s.apiKey });
          r.add({ keyId: s.keyId, keySecret: s.keySecret });
          r.add({ githubToken: s.githubToken });
          const built = createRedactor(s);
          // The fresh trie answers exactly as an automaton built with everything.
          expect(r.text(text)).toBe(built.text(text));
          expect(r.holdsCredential(text)).toBe(built.holdsCredential(text));
          const whole = r.text(text);
          for (let max = 0; max < whole.length; max += 3) expect(r.cut(text, max)).toBe(built.cut(text, max));
          expectClean(r.text(text), s, 'fresh');
          // Enough text read: folded into the automaton, the same answers.
          r.text('x'.repeat(20_000));
          expect(r.text(text)).toBe(built.text(text));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('createRedactor: exact (issue 30, finding 2)', () => {
  const HOOK = 'https://hooks.slack.com/services/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';
  const TOKEN_HOOK = 'https://ops:Pa55-w0rd-x@hooks.example.com/hook/a1b2c3d4e5f6?token=q9w8e7r6t5y4&lang=en#frag-7h6g5f4d';

  it('a URL secret never blanks other URLs: its scheme, host and plain path stay, whole or cut', () => {
    const r = createRedactor({ values: [HOOK, TOKEN_HOOK] });
    const issue = 'https://github.com/acme/shop/issues/100';
    expect(r.text(`drift: ${issue}`)).toBe(`drift: ${issue}`);
    expect(r.text('https://hooks.slack.com/services/ is where Slack hooks live')).toBe('https://hooks.slack.com/services/ is where Slack hooks live');
    expect(r.json({ url: 'https://hooks.example.com/hook/other' })).toBe('{"url":"https://hooks.example.com/hook/other"}');
    // Whole, in any spelling: one mark.
    expect(r.text(`to ${HOOK}.`)).toBe('to ***.');
    expect(r.text(`to ${JSON.stringify(HOOK).replace(/\//g, '\\/')}`)).toBe('to "***"');
    expect(r.text(`to ${encodeURIComponent(HOOK)}`)).toBe('to ***');
  });

  it("a URL secret's secret parts are hidden wherever they stand, and a cut one by its first characters", () => {
    const r = createRedactor({ values: [HOOK, TOKEN_HOOK] });
    expect(r.text('team T024BE7LD, channel B05QW3E1Z8R')).toBe('team ***, channel ***');
    expect(r.text('token Xj3kQ9pLm2NvB7cR4tY8wZ1a')).toBe('token ***');
    // A server that cut the URL: the host stays, the token's start does not.
    expect(r.text('posting to https://hooks.slack.com/services/T024BE7LD/B05QW3E1Z8R/Xj3kQ9pL…')).toBe(
      'posting to https://hooks.slack.com/services/***/***/***…',
    );
    // Userinfo's password (any length), query values and a fragment that look like tokens; never the host or `lang=en`.
    expect(r.text('password Pa55-w0rd-x, token q9w8e7r6t5y4, frag-7h6g5f4d')).toBe('password ***, token ***, ***');
    expect(r.text('https://hooks.example.com/hook/?lang=en')).toBe('https://hooks.example.com/hook/?lang=en');
  });

  it("an opaque secret is hidden by a run of its first characters; a structured one's shared start is not", () => {
    const r = createRedactor({ apiKey: 'Q7zXe5mW-long-secret-value', values: ['Bearer aB3dE5gH1j2K3m4N', 'https://hooks.example.com/migrate-s3cr3t'] });
    expect(r.text('key was Q7zXe5mW-lo; retry')).toBe('key was ***; retry');
    expect(r.text('Authorization: Bearer aB3dE5gH1j2K3m4N')).toBe('Authorization: ***');
    // `Bearer aB` is the start of the secret, and of every other bearer header.
    expect(r.text('Authorization: Bearer aBXYZ')).toBe('Authorization: Bearer aBXYZ');
    // Its token is a part, hidden alone, and cut: it looks random.
    expect(r.text('aB3dE5gH1j2K3m4N and aB3dE5gH1j')).toBe('*** and ***');
    // A part with words in it is hidden whole only: `migrate-` starts other names too.
    expect(r.text('migrate-s3cr3t, migrate-hook')).toBe('***, migrate-hook');
  });

  it('tells the runner each value once, with only the spellings its own encoders miss', () => {
    // Base64 of 20 bytes has padding: the unpadded and URL-safe forms are the runner's blind spots.
    const r = createRedactor({ apiKey: 'opaqueTokenABC123xyz' });
    expect(r.masks).toEqual(['opaqueTokenABC123xyz', Buffer.from('opaqueTokenABC123xyz').toString('base64').replace(/=+$/, '')]);
    const before = r.masks.length;
    r.add({ referenced: ['second-Token-4567'] });
    expect(r.masks.slice(before)[0]).toBe('second-Token-4567');
    // Adding a known value again announces nothing.
    const now = r.masks.length;
    r.add({ values: ['opaqueTokenABC123xyz'] });
    expect(r.masks.length).toBe(now);
  });

  it('knows the run’s own credentials in every spelling, and not the secrets a file references', () => {
    const r = createRedactor({ apiKey: 'api/key+value"1', keyId: 'KEYID0001', keySecret: 'key-secret-0002', githubToken: 'ghs_tokenvalue3' });
    r.add({ referenced: ['workflow-secret-4'] });
    for (const held of ['api/key+value"1', `Bearer ${encodeURIComponent('api/key+value"1')}`, JSON.stringify('api/key+value"1'), 'x ghs_tokenvalue3 y']) {
      expect(r.holdsCredential(held), held).toBe(true);
    }
    expect(r.holdsCredential(`Basic ${Buffer.from('KEYID0001:key-secret-0002').toString('base64')}`)).toBe(true);
    expect(r.holdsCredential(Buffer.from('ghs_tokenvalue3').toString('base64'))).toBe(true);
    expect(r.holdsCredential('workflow-secret-4')).toBe(false);
    expect(r.holdsCredential('KEYID0001')).toBe(false);
    expect(createRedactor({}).holdsCredential('anything')).toBe(false);
  });
});
