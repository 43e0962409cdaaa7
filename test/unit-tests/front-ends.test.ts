// alerts.test through the bundled action and the bundled command line, as processes, with no server:
// no key, no URL; and with a URL given, not one request reaches it.
import { createServer, type Server } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.ts';
import { runCli } from '../helpers/cli.ts';
import { IN_WORKSPACE, TEST_WORKSPACE } from '../stress/stress-helpers.ts';
import { ALERTS } from './helpers.ts';

interface TestOut {
  name: string;
  status: string;
  failures: Array<{ line: number; expected: string; computed: string }>;
}

/** A server that only counts what reaches it: alerts.test must send nothing, wherever `base-url` points. */
let server: Server;
let requests = 0;
let url = '';
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(500).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  await mkdir(join(TEST_WORKSPACE, 'alert-tests'), { recursive: true });
  await writeFile(join(TEST_WORKSPACE, 'alert-tests', 'alerts.yml'), ALERTS);
  await writeFile(join(TEST_WORKSPACE, 'alert-tests', 'pass.test.yml'), test('fires'));
  await writeFile(join(TEST_WORKSPACE, 'alert-tests', 'fail.test.yml'), test('ok'));
  await writeFile(join(TEST_WORKSPACE, 'alert-tests', 'bad.test.yml'), test('fires').replace('values: "5 20"', 'values: "5 2O"'));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function test(outcome: string): string {
  return `version: 1
alertFile: alerts.yml
tests:
  - name: errors page
    alert: Errors
    values: "5 20"
    expect:
      - { at: 0, outcome: ok }
      - { at: 1, outcome: ${outcome} }
`;
}

describe('alerts.test in the action', () => {
  it('runs the shipped example: every test passes, no key or URL needed', async () => {
    const r = await runAction({ operation: 'alerts.test', 'test-file': 'examples/alert-tests.yml' });
    expect(r.code, r.stdout).toBe(0);
    const result = r.result as { tests: TestOut[]; passed: number; failed: number };
    expect(result.failed).toBe(0);
    expect(result.passed).toBeGreaterThanOrEqual(4);
    expect(r.outputs.failed).toBe('0');
    expect(r.summary).toContain('Alert unit tests');
  });

  it('`test-file` alone selects alerts.test; on the managed edition too; a base-url given receives no request', async () => {
    requests = 0;
    const self = await runAction({ 'test-file': 'alert-tests/pass.test.yml', 'base-url': url, 'api-key': 'not-used' }, IN_WORKSPACE);
    expect(self.code, self.stdout).toBe(0);
    const managed = await runAction({ 'test-file': 'alert-tests/*.test.yml', edition: 'managed', 'base-url': url }, IN_WORKSPACE);
    // The glob takes the failing and the bad file too: the bad one stops the run before any test, at its line.
    expect(managed.code).toBe(1);
    expect(managed.annotations.filter((a) => a.level === 'error').map((a) => [a.props.file, a.props.line])).toContainEqual(['alert-tests/bad.test.yml', '6']);
    const ok = await runAction({ operation: 'alerts.test', 'test-file': 'alert-tests/pass.test.yml', edition: 'managed' }, IN_WORKSPACE);
    expect(ok.code, ok.stdout).toBe(0);
    expect(requests).toBe(0);
  });

  it('a failing expectation fails the step: an error at the test file line, expected vs computed in the result', async () => {
    const r = await runAction({ operation: 'alerts.test', 'test-file': 'alert-tests/fail.test.yml' }, IN_WORKSPACE);
    expect(r.code).toBe(1);
    const result = r.result as { tests: TestOut[]; failed: number };
    expect(result.failed).toBe(1);
    expect(result.tests[0]?.failures).toMatchObject([{ line: 9, expected: 'ok', computed: 'fires' }]);
    const errors = r.annotations.filter((a) => a.level === 'error' && a.props.file === 'alert-tests/fail.test.yml');
    expect(errors.map((a) => a.props.line)).toEqual(['9']);
    expect(errors[0]?.message).toContain('expected ok, computed fires at window 1');
    expect(r.outputs.failed).toBe('1');
  });

  it('without `test-file`: an input error, nothing read', async () => {
    const r = await runAction({ operation: 'alerts.test' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('`alerts.test` needs `test-file`');
  });
});

describe('observability-ops alerts test', () => {
  it('passes on the example (exit 0), with no credentials in the environment', async () => {
    const r = await runCli(['alerts', 'test', '--file', 'examples/alert-tests.yml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Alert unit tests');
  });

  it('a failing test exits 1 and says where; a bad file exits 3 (bad input); --json has the result', async () => {
    const fail = await runCli(['alerts', 'test', '--file', 'alert-tests/fail.test.yml', '--json'], { cwd: TEST_WORKSPACE });
    expect(fail.code).toBe(1);
    const doc = JSON.parse(fail.stdout) as { result: { tests: TestOut[] } };
    expect(doc.result.tests[0]?.failures[0]).toMatchObject({ line: 9, expected: 'ok', computed: 'fires' });
    const bad = await runCli(['alerts', 'test', '--file', 'alert-tests/bad.test.yml'], { cwd: TEST_WORKSPACE });
    expect(bad.code).toBe(3);
    expect(bad.stdout + bad.stderr).toContain('alert-tests/bad.test.yml:6');
  });

  it('takes no connection flag but --edition, and its help says it needs no server', async () => {
    const help = await runCli(['alerts', 'test', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Needs no server: reads only files.');
    expect(help.stdout).toContain('--alert-file');
    expect(help.stdout).not.toContain('--api-key');
    const refused = await runCli(['alerts', 'test', '--file', 'examples/alert-tests.yml', '--api-key', 'x']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('`--api-key` does not apply to `alerts test`');
    const both = await runCli(['alerts', 'test', '--file', 'examples/alert-tests.yml'], { env: { HYPERDX_API_KEY: 'a', CLICKHOUSE_CLOUD_API_KEY: 'b' } });
    expect(both.code, both.stderr).toBe(0);
  });
});
