// A tiny hand-made table for engine tests; values chosen so aggregates are
// easy to compute by hand (see the comments in the tests).
import type { Table } from '../../src/resources/charts/table.ts';

export const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);

export function fixtureTable(): Table {
  const s = 1000;
  return {
    columns: { Timestamp: 'DateTime64', ServiceName: 'String', Duration: 'UInt64', Body: 'String', Code: 'UInt16' },
    implicitColumn: 'Body',
    rows: [
      { Timestamp: T0 + 0 * s, ServiceName: 'api', Duration: 100, Body: 'GET /users ok', Code: 200 }, // 0
      { Timestamp: T0 + 10 * s, ServiceName: 'api', Duration: 300, Body: 'GET /users slow', Code: 200 }, // 1
      { Timestamp: T0 + 20 * s, ServiceName: 'web', Duration: 50, Body: 'render ok', Code: 200 }, // 2
      { Timestamp: T0 + 70 * s, ServiceName: 'api', Duration: 200, Body: 'POST /orders failed', Code: 500 }, // 3
      { Timestamp: T0 + 80 * s, ServiceName: 'web', Duration: 150, Body: 'render timeout', Code: 504 }, // 4
      { Timestamp: T0 + 90 * s, ServiceName: 'api', Duration: 400, Body: 'POST /orders ok', Code: 200 }, // 5
      { Timestamp: T0 + 130 * s, ServiceName: 'web', Duration: 50, Body: 'Render OK', Code: 200 }, // 6
    ],
  };
}
