// What a managed API answer reveals of a key's credentials (src/api/revealed.ts): every shape a
// create answer can be quoted in, so the run's redactor learns them before the answer is read.
import { describe, expect, it } from 'vitest';
import { revealedKeys } from '../../src/api/revealed.ts';
import { createRedactor } from '../../src/util/redact.ts';

const ID = 'Nw3kQ7pLx2Vb9RtY5DcA';
const SECRET = '4b1dZ8yXw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa';
const answer = JSON.stringify({ status: 200, result: { key: { id: 'a11ce000-0000-4000-8000-000000000002', name: 'ci-2026' }, keyId: ID, keySecret: SECRET } });

describe('revealedKeys', () => {
  it('finds the pair in a create answer, in a gateway message quoting it (escaped once or twice), and as form fields', () => {
    const pair = [{ keyId: ID, keySecret: SECRET, values: [ID] }];
    expect(revealedKeys(answer)).toEqual(pair);
    expect(revealedKeys(JSON.stringify({ status: 504, error: `Gateway Timeout: upstream said ${answer}` }))).toEqual(pair);
    expect(revealedKeys(JSON.stringify({ detail: JSON.stringify({ body: answer }) }))).toEqual(pair);
    expect(revealedKeys(`<html>upstream: key_id=${ID}&key_secret=${SECRET}</html>`)).toEqual(pair);
  });

  it('a value spelled with escapes is revealed whole: JSON \\/, URL-encoded (field, quotes and value), \\u escapes', () => {
    const secret = 'Zx9/Yw8+Vu7=Ts6/Rq5Po4';
    const whole = [{ keyId: ID, keySecret: secret, values: [ID] }];
    expect(revealedKeys(`{"keyId":"${ID}","keySecret":"${secret.replaceAll('/', '\\/')}"}`)).toEqual(whole);
    expect(revealedKeys(`{"error":"{\\"keyId\\":\\"${ID}\\",\\"keySecret\\":\\"${secret.replaceAll('/', '\\\\\\/')}\\"}"}`)).toEqual(whole);
    expect(revealedKeys(`upstream=${encodeURIComponent(JSON.stringify({ keyId: ID, keySecret: secret }))}&next=1`)).toEqual(whole);
    expect(revealedKeys(`key_id=${ID}&key_secret=${encodeURIComponent(secret)}&x=1`)).toEqual(whole);
    expect(revealedKeys(`{"keyId":"${ID}","keySecret":"${secret.replaceAll('/', '\\u002f').replaceAll('+', '\\u002B')}"}`)).toEqual(whole);

    const redactor = createRedactor({});
    const body = `gateway: ${encodeURIComponent(JSON.stringify({ keyId: ID, keySecret: secret }))} / {"keySecret":"${secret.replaceAll('/', '\\/')}"}`;
    for (const s of revealedKeys(body)) redactor.add(s);
    const out = redactor.text(body);
    for (const part of secret.split(/[/+=]/)) expect(out).not.toContain(part);
  });

  it('a lone id or secret is still revealed; ordinary words and bodies without the fields reveal nothing', () => {
    expect(revealedKeys(`{"keySecret":"${SECRET}"}`)).toEqual([{ values: [SECRET] }]);
    expect(revealedKeys(`{"keyId":"${ID}"}`)).toEqual([{ values: [ID] }]);
    expect(revealedKeys('{"error":"Invalid keyId: must be a UUID"}')).toEqual([]);
    expect(revealedKeys('{"status":200,"result":[{"id":"k1","keySuffix":"DcA5"}]}')).toEqual([]);
  });

  it('registered with a redactor, no spelling of the pair survives in the text it came from', () => {
    const redactor = createRedactor({});
    const body = JSON.stringify({ error: `Gateway Timeout: ${answer}` });
    for (const s of revealedKeys(body)) redactor.add(s);
    const out = redactor.text(body);
    for (const s of [ID, SECRET, Buffer.from(`${ID}:${SECRET}`).toString('base64')]) expect(out).not.toContain(s);
    expect(out).toContain('ci-2026');
  });
});
