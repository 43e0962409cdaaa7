// Issue 30, findings 1 and 2, through the bundled action and the command line against the emulator:
// a stack file never sends the run's own credentials (by the variable's name or by its value, in any
// spelling), and a secret webhook URL hides itself without blanking other URLs, announced to the
// runner once per value.
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../github-fake/index.ts';
import { runCli } from '../helpers/cli.ts';
import { maskCommands } from '../helpers/runner-masker.ts';
import { world, type World } from '../operations/alerts-e2e-helpers.ts';

const HOOK_URL = 'https://hooks.example.com/services/T0SECRET1/B0SECRET2/hookTokenValue7f3a9c';
const GITHUB_TOKEN = 'ghs_workflowToken0123456789';

/** A webhook whose URL the PR author controls, sending what `headers` names. */
const stack = (headers: Record<string, string>) => `version: 1
webhooks:
  - name: Exfiltration
    service: generic
    url: { env: HOOK_URL }
    headers:
${Object.entries(headers)
  .map(([header, variable]) => `      ${header}: { env: ${variable} }`)
  .join('\n')}
`;

let w: World;
afterEach(async () => w.emu.close());

describe("a stack file never sends the run's own credentials (finding 1)", () => {
  it('the action refuses a variable whose value is the API key or the GitHub token, in any spelling, at its line, with nothing sent', async () => {
    w = await world('self-hosted');
    const key = w.emu.selfHosted.apiKey;
    const path = await w.file(stack({ Authorization: 'KEY_COPY', 'X-Token': 'TOKEN_B64', 'X-Fine': 'FINE' }), 'stack.yml');
    const env = { HOOK_URL, KEY_COPY: `Bearer ${key}`, TOKEN_B64: Buffer.from(GITHUB_TOKEN).toString('base64'), FINE: 'a-secret-of-its-own-42' };
    const r = await w.run({ 'stack-file': path, 'github-token': GITHUB_TOKEN }, env);
    expect(r.code, r.stdout).toBe(1);
    expect(w.writes()).toEqual([]);
    for (const [variable, line] of [
      ['KEY_COPY', 7],
      ['TOKEN_B64', 8],
    ] as const) {
      expect(r.stdout).toMatch(new RegExp(`stack\\.yml,line=${line}\\b.*\`${variable}\` holds one of this run's own credentials`));
    }
    expect(r.stdout).not.toMatch(/`FINE`/);
    for (const secret of [key, GITHUB_TOKEN, env.TOKEN_B64]) expect(r.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(secret);
  });

  it('the command line refuses the variables it reads its credentials from, and any variable holding one, with nothing sent', async () => {
    w = await world('self-hosted');
    const key = w.emu.selfHosted.apiKey;
    const path = await w.file(
      stack({ Authorization: 'HYPERDX_API_KEY', 'X-GitHub': 'GH_TOKEN', 'X-Cloud': 'CLICKHOUSE_CLOUD_API_SECRET', 'X-Copy': 'KEY_COPY' }),
      'stack.yml',
    );
    const env = {
      HYPERDX_API_URL: w.emu.url,
      HYPERDX_API_KEY: key,
      GH_TOKEN: GITHUB_TOKEN,
      CLICKHOUSE_CLOUD_API_SECRET: 'cloud-secret-0123456789',
      HOOK_URL,
      KEY_COPY: encodeURIComponent(key),
    };
    const r = await runCli(['stack', 'sync', '--file', path, '--apply', '--edition', 'self-hosted'], { env, cwd: w.workspace });
    expect(r.code, r.stderr).not.toBe(0);
    expect(w.writes()).toEqual([]);
    for (const [variable, line] of [
      ['HYPERDX_API_KEY', 7],
      ['GH_TOKEN', 8],
      ['CLICKHOUSE_CLOUD_API_SECRET', 9],
    ] as const) {
      expect(r.stderr).toMatch(new RegExp(`stack\\.yml:${line}:\\d+: error: \`${variable}\` is where the command line reads its credentials`));
    }
    expect(r.stderr).toMatch(/stack\.yml:10:\d+: error: `KEY_COPY` holds one of this run's own credentials/);
    for (const secret of [key, GITHUB_TOKEN, env.KEY_COPY]) expect(r.stdout + r.stderr).not.toContain(secret);
  });
});

describe('a secret webhook URL hides itself, not every URL (finding 2)', () => {
  it('the drift issue output keeps its URL; the runner is told the secret once, without the spellings it masks itself', async () => {
    w = await world('self-hosted');
    const gh = await startGitHubFake();
    try {
      const path = await w.file(
        `version: 1
webhooks:
  - name: Drifting hook
    service: generic
    description: first
    url: { env: HOOK_URL }
`,
        'stack.yml',
      );
      expect((await w.run({ 'stack-file': path }, { HOOK_URL })).code).toBe(0);
      const hook = w.team().webhooks.find((x) => x.name === 'Drifting hook');
      if (hook) hook.description = `edited by hand\n${hook.description ?? ''}`;
      const env = { HOOK_URL, GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl };
      const r = await w.run({ 'stack-file': path, 'dry-run': 'true', 'drift-issue': 'true', 'github-token': GITHUB_TOKEN }, env);
      expect(r.code, r.stdout).toBe(0);
      const issue = JSON.parse(r.outputs['drift-issue'] ?? 'null') as { action: string; url: string };
      expect(issue.action).toBe('created');
      expect(issue.url).toMatch(/^https:\/\/github\.com\/acme\/shop\/issues\/\d+$/);
      expect(r.stdout).toMatch(/Drift found: opened issue https:\/\/github\.com\/acme\/shop\/issues\/\d+/);

      const masks = [...maskCommands(r.stdout)];
      expect(masks.filter((m) => m === HOOK_URL)).toHaveLength(1);
      // JSON escaping and %XX (upper case) are the runner's own encoders: not announced again.
      expect(masks).not.toContain(encodeURIComponent(HOOK_URL));
      expect(masks).not.toContain(JSON.stringify(`"${HOOK_URL}"`).slice(1, -1));
      // Its token is a secret of its own, hidden wherever it stands (the runner masks it within the value).
      expect(r.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain('hookTokenValue7f3a9c');
    } finally {
      await gh.close();
    }
  });
});
