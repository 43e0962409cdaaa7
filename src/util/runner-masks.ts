// What the GitHub runner masks by itself once told a value (its add-mask command, which @actions/core's
// setSecret sends): actions/runner's SecretMasker runs every masked value through its value encoders
// (src/Runner.Common/HostContext.cs registers them; src/Sdk/DTLogging/Logging/ValueEncoders.cs)
// and hides each result wherever it stands in a later log line:
// - the value; Base64 of its UTF-8 bytes (padded), and of the bytes from the 2nd and 3rd on;
// - `"` escaped as `\"` (command lines), `'` as `''` (expressions);
// - JSON string escaping (Newtonsoft's: `"`, `\` and control characters; not `/`, not non-ASCII);
// - RFC 3986 data escaping (Uri.EscapeDataString: all but A–Z a–z 0–9 `-._~`, upper-case hex);
// - XML escaping, and the value inside double quotes.
// So the runner is told each value once, plus those of our spellings none of these derive
// (unpadded and URL-safe Base64, `\/`, `\uXXXX`, lower-case hex, `+` for spaces): a dozen mask
// lines per secret become one to four.

/** Characters whose JSON escaping Newtonsoft and JSON.stringify may spell differently: there, no encoder is assumed. */
// eslint-disable-next-line no-control-regex
const JSON_UNSURE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\uD800-\uDFFF]/;

/**
 * The forms of the whole value the runner hides once told it (those this module is sure of; the
 * shifted Base64 forms stand for parts of a value, so they cover no spelling here).
 */
export function runnerEncodings(value: string): string[] {
  const out = [value, Buffer.from(value, 'utf8').toString('base64'), value.replace(/"/g, '\\"'), value.replace(/'/g, "''")];
  if (!JSON_UNSURE.test(value)) {
    out.push(value.replace(/[\\"]/g, (c) => `\\${c}`));
    out.push(encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
  }
  return out.filter((f) => f !== '');
}

/**
 * The masks to announce for one secret value whose spellings are `spellings`: the value, then each
 * spelling that holds none of the forms the runner derives from what is announced so far.
 */
export function runnerMasks(value: string, spellings: readonly string[]): string[] {
  const announced = [value];
  const covered = runnerEncodings(value);
  for (const s of [...spellings].sort((a, b) => a.length - b.length)) {
    if (covered.some((c) => s.includes(c))) continue;
    announced.push(s);
    covered.push(...runnerEncodings(s));
  }
  return announced;
}
