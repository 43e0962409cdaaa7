// V8 doubles its young generation (the semispaces new objects are made in) each time a scavenge finds
// much surviving, up to 64 MB × 2 on a 64-bit Node 24, and keeps the pages it touched. A large
// sync builds long-lived data (10,000 listed alerts, the parsed file, the plan) in bursts that make
// it grow to its limit, so the step's peak RSS is mostly semispaces a few MB of live young objects
// need (CONTRIBUTING.md, Performance, row (e)). An action cannot pass `--max-semi-space-size` to the
// runner's `node` (and that size is read once, when the heap is made: set here it does nothing);
// the growth factor is read at each growth, so setting it first thing keeps the young generation
// at its size then. Survivors are promoted to the old generation sooner, which is where long-lived
// data goes anyway. Measured (CONTRIBUTING.md, rows (e), (h), (j), (l)): times unchanged; (e) 293 →
// ~190 MB, but a million-row backtest (j) pays ~13 MB more.
//
// Not at start-up: compiling the bundle with a 1 MB young generation scavenges often enough to cost
// a cold start ~20% (row (c)); so the operations loaded on demand (the ones that hold large data)
// call this once their code is loaded (src/operations/index.ts), and a list or a read never does.

/** Keeps V8's young generation at its present size from now on (for this process). */
export async function keepYoungGenerationSmall(): Promise<void> {
  // Loaded here, not at the top: node:v8 brings internal modules a list or a read does not need.
  const { setFlagsFromString } = await import('node:v8');
  setFlagsFromString('--semi-space-growth-factor=1');
}
