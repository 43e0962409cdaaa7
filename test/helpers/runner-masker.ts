// The GitHub runner's own masking, modelled for tests from actions/runner (HostContext.cs registers
// the value encoders of src/Sdk/DTLogging/Logging/ValueEncoders.cs; SecretMasker.AddValue runs every
// `::add-mask::` value through each of them and hides every result wherever it stands). Written
// apart from src/util/runner-masks.ts, so a mistake there cannot hide itself here.

/** What the runner hides for one masked value: the value and each encoder's output. */
function encoded(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const json = JSON.stringify(value).slice(1, -1); // Newtonsoft's, for the characters tests use
  const uri = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const xml = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
  return [
    value,
    bytes.toString('base64'),
    bytes.subarray(1).toString('base64'),
    bytes.subarray(2).toString('base64'),
    value.replace(/"/g, '\\"'),
    value.replace(/'/g, "''"),
    json,
    uri,
    xml,
  ].filter((f) => f.length > 0);
}

/** `text` as the runner would log it after these `::add-mask::` values: every encoded form as `***`, longest first. */
export function runnerMasked(text: string, masks: Iterable<string>): string {
  const forms = [...new Set([...masks].flatMap(encoded))].sort((a, b) => b.length - a.length);
  let out = text;
  for (const f of forms) out = out.split(f).join('***');
  return out;
}

/** The values a run's stdout told the runner to mask (`::add-mask::<value>` lines, command escaping undone). */
export function maskCommands(stdout: string): Set<string> {
  return new Set(
    stdout
      .split(/\r?\n/)
      .filter((l) => l.startsWith('::add-mask::'))
      .map((l) => l.slice('::add-mask::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')),
  );
}
