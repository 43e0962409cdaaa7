// The alert engine's public face: the threshold comparison, the schedule, and the replay.
export * from './types.js';
export { exceeds } from './threshold.js';
export { effectiveStartAt, expectedBuckets, ticksBetween, windowMs, windowStart } from './schedule.js';
export { replay } from './replay.js';
