#!/usr/bin/env node
// `observability-ops-emulator [--host … --port … --seed …]` (the package's bin; `npm run emulator` in the
// repository): the API emulator in the foreground (see run.ts).
import { runEmulator } from './run.ts';

const result = await runEmulator(process.argv.slice(2));
if (typeof result === 'number') process.exitCode = result;
