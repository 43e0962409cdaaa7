import { runChecks } from '../checks/run.js';
import { InputError, msg, named } from '../util/input-error.js';
import { charts } from './capabilities.js';
import { CHARTS_CHECK } from './meta.js';
import type { Operation } from './types.js';

/** Deploy gates (src/checks/run.ts). */
export const chartsCheck: Operation = {
  ...CHARTS_CHECK,
  // `concurrency` defaults to 20 here (action.yml): queries are reads paced by the client, so every check runs at once.
  prepare(given) {
    const input = given.of(CHARTS_CHECK.name);
    const checksFile = input.text('checks-file');
    if (!checksFile) throw new InputError(msg`\`charts.check\` needs ${named('checks-file')} (a YAML file of checks).`);
    const settings = {
      checksFile,
      failOn: input.oneOf('fail-on', ['fail', 'warn'] as const),
      concurrency: input.number('concurrency', { min: 1, max: 32, integer: true }),
    };
    return ({ client, context }) => runChecks(charts(client), () => client.listSources(), settings, context);
  },
};
