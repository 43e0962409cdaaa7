// `npm run demo`: starts the emulator on loopback and runs the bundled action (dist/index.js) for
// real jobs on both editions, printing each job summary as a user would see it.
import { startEmulator, type Emulator } from '../test/emulator/index.ts';
import { runAction, type ActionRun } from '../test/helpers/action.ts';

const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
let failures = 0;

async function step(title: string, inputs: Record<string, string>, expectCode = 0): Promise<ActionRun> {
  console.log(`\n${bold(`━━ ${title}`)}`);
  console.log(Object.entries(inputs).filter(([k]) => !/key|secret/.test(k)).map(([k, v]) => `   ${k}: ${v}`).join('\n'));
  const run = await runAction(inputs);
  console.log(`   → exit ${run.code}, changed=${run.outputs.changed ?? ''}\n`);
  console.log(run.summary.replace(/^<!--.*-->\n/m, '').trim().split('\n').map((l) => `   │ ${l}`).join('\n'));
  if (run.code !== expectCode) {
    failures++;
    console.log(`   ✗ expected exit ${expectCode}\n${run.stdout}\n${run.stderr}`);
  }
  return run;
}

const selfHosted = (emu: Emulator) => ({ 'base-url': emu.url, 'api-key': emu.selfHosted.apiKey });
const managed = (emu: Emulator) => ({
  edition: 'managed',
  'base-url': emu.url,
  'key-id': emu.managed.keyId,
  'key-secret': emu.managed.keySecret,
  'organization-id': emu.managed.organizationId,
  'service-id': emu.managed.serviceId,
  // The emulator enforces the real 10 requests / 10 s; the client paces itself to it.
});

const emu = await startEmulator();
console.log(`Emulator on ${emu.url} (self-hosted /api/v2, managed /v1) with demo data.`);
try {
  await step('Self-hosted: list dashboards', { ...selfHosted(emu), operation: 'dashboards.list' });
  await step('Managed: list ClickStack sources', { ...managed(emu), operation: 'sources.list' });
  await step('Managed: list organization API keys', { ...managed(emu), operation: 'keys.list' });
  await step('Managed: refuse an operation the edition lacks (no request sent)', { ...managed(emu), operation: 'charts.series', body: '{}' }, 1);
  // One check passes, one fails on the seeded checkout error spike, one warns: the step goes red.
  await step('Self-hosted: deploy gates from examples/checks.yml', { ...selfHosted(emu), 'checks-file': 'examples/checks.yml' }, 1);
} finally {
  await emu.close();
}
console.log(failures ? `\n${failures} demo step(s) did not behave as expected.` : '\nDemo finished: every step behaved as expected.');
process.exit(failures ? 1 : 0);
