// Shared pieces of the hardening tests (issue 13): a pull-request event for the GitHub fake, and
// every place a run writes to, read back as text.
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitHubFake } from '../github-fake/index.ts';
import type { ActionRun } from '../helpers/action.ts';
import { visibleParts } from '../stress/stress-helpers.ts';

/** Env that makes a run belong to pull request `number` and talk to the GitHub fake. */
export async function pullRequestEnv(gh: GitHubFake, number = 9): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'obs-ops-pr-'));
  const event = join(dir, 'event.json');
  await writeFile(event, JSON.stringify({ pull_request: { number } }));
  return { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: gh.graphqlUrl };
}

/**
 * Every sink of a run by name: the log (without the runner's `::add-mask::` lines, which it
 * consumes), stderr, the job summary, every output, the report file, and each PR comment body.
 */
export async function sinks(run: ActionRun, gh?: GitHubFake): Promise<Record<string, string>> {
  const report = run.outputs.report ? await readFile(run.outputs.report, 'utf8').catch(() => '') : '';
  const out: Record<string, string> = { ...visibleParts(run), report };
  for (const [name, value] of Object.entries(run.outputs)) out[`output ${name}`] = value;
  for (const c of gh?.comments ?? []) out[`comment ${c.id}`] = c.body;
  return out;
}

/** The values the runner was told to mask (`::add-mask::<value>` lines). */
export function maskedValues(run: ActionRun): Set<string> {
  return new Set(
    run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::add-mask::'))
      .map((l) => l.slice('::add-mask::'.length).replace(/\r$/, '').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')),
  );
}
