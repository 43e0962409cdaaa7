import { runAlertTests } from '../alerts/unit-tests/run.js';
import { InputError, msg, named } from '../util/input-error.js';
import { ALERTS_TEST } from './meta.js';
import type { Operation } from './types.js';

/** Unit tests for alert files (src/alerts/unit-tests/): no connection, no request. */
export const alertsTest: Operation = {
  ...ALERTS_TEST,
  prepare(input, { edition, context }) {
    const testFile = input.text('test-file');
    if (!testFile) throw new InputError(msg`\`alerts.test\` needs ${named('test-file')} (an alert test file, or a glob of them).`);
    const settings = { testFile, alertFile: input.text('alert-file'), valuesFile: input.text('values-file'), edition, nameInput: context.nameInput };
    return { offline: ({ context: ctx }) => runAlertTests(settings, ctx) };
  },
};
