// First: the young generation's limit holds only for what is allocated after it (see the module).
import './util/young-generation.js';
import { run } from './main.js';

await run();
