// `npm run cli -- <resource> <verb> [flags]`: the command line from a clone, with no build step. Its
// TypeScript sources run on the Node the project pins (which strips the types); src/ imports its own
// modules as `./x.js` (what tsc and ncc resolve), so a resolve hook maps such a specifier to the
// `.ts` file beside it when no `.js` exists. Paths and the git repository are taken from where npm was
// run (INIT_CWD), so `npm run --prefix <clone> cli -- …` works from any repository.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (e) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || !specifier.endsWith('.js') || (e as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
      return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context);
    }
  },
});

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
