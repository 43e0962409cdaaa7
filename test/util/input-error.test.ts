// Messages that name inputs are built with the input's name and rendered by the run's namer: the
// action's words ("Input `api-key`"), the command line's ("`--api-key` (or HYPERDX_API_KEY)").
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { flagNamer } from '../../src/cli/flags.ts';
import { actionNamer, InputError, messageFor, msg, named, theInput, theInputs } from '../../src/util/input-error.ts';

describe('messages naming inputs', () => {
  const error = new InputError(msg`${theInputs('body')} and ${named('body-file')} are exclusive; got \`${'scope'}\`.`);

  it("read in the action's words by default, and as flags from the command line", () => {
    expect(error.message).toBe('Inputs `body` and `body-file` are exclusive; got `scope`.');
    expect(error.render(actionNamer)).toBe(error.message);
    expect(error.render(flagNamer('self-hosted', 'body-file'))).toBe('`--body` and `--file` are exclusive; got `scope`.');
  });

  it("name the variables a flag is also read from, per edition; the action's own inputs keep the action's words", () => {
    const text = new InputError(msg`${theInput('api-key')} is required; ${named('key-id')}; ${named('github-token')}.`);
    expect(text.render(flagNamer('self-hosted'))).toBe('`--api-key` (or HYPERDX_API_KEY) is required; `--key-id`; `github-token`.');
    expect(text.render(flagNamer('managed'))).toBe('`--api-key` is required; `--key-id` (or CLICKHOUSE_CLOUD_API_KEY); `github-token`.');
    expect(text.render(flagNamer(''))).toBe('`--api-key` (or HYPERDX_API_KEY) is required; `--key-id` (or CLICKHOUSE_CLOUD_API_KEY); `github-token`.');
  });

  it("an API error's hint names inputs too; a plain error is left as it is", () => {
    const api = new ApiError({ status: 401, method: 'GET', path: '/x', serverMessage: 'no `scope` here', hint: msg`Hint: check ${named('organization-id')}.` });
    expect(api.message).toBe('GET /x → 401: no `scope` here\nHint: check `organization-id`.');
    expect(messageFor(api, flagNamer('managed'))).toBe('GET /x → 401: no `scope` here\nHint: check `--organization-id` (or CLICKHOUSE_ORG_ID).');
    expect(api.hint).toBe('Hint: check `organization-id`.');
    expect(messageFor(new Error('Input `scope` as is'), flagNamer('managed'))).toBe('Input `scope` as is');
    expect(messageFor('text', actionNamer)).toBe('text');
  });
});
