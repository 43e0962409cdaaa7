#!/usr/bin/env node
// The `observability-ops` bin (bundled to dist/cli/index.js): only runs the command line.
// First: the young generation's limit holds only for what is allocated after it (see the module).
import '../util/young-generation.js';
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
