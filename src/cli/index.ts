#!/usr/bin/env node
// The `observability-ops` bin (bundled to dist/cli/index.js): only runs the command line.
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
