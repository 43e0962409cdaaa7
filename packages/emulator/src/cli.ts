// `npm run emulator [-- --host … --port … --seed …]`: the API emulator in the foreground (see run.ts).
import { runEmulator } from './run.ts';

const result = await runEmulator(process.argv.slice(2));
if (typeof result === 'number') process.exitCode = result;
