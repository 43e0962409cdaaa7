import { enableCompileCache } from 'node:module';

// V8's compile cache (under os.tmpdir(); Node ≥ 22.1) lets every run after the first on a machine
// skip compiling the bundle. It must be on before the main chunk loads, hence the dynamic import.
// Best effort: an unwritable tmpdir only costs the speed-up (NODE_DISABLE_COMPILE_CACHE turns it off).
try {
  enableCompileCache();
} catch {
  // no cache: same behaviour, slower start
}

const { run } = await import('./main.js');
await run();
