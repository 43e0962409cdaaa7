// Shared set-up for the dashboards.sync / dashboards.export end-to-end tests (bundle against the emulator).
import type { World } from './alerts-e2e-helpers.ts';

/** The seed's Checkout dashboard (3 tiles; seed alerts on "Error count" and "p95 latency"), adopted. */
export const CHECKOUT = `version: 1
dashboards:
  - name: Checkout
    adopt: true
    tags: [checkout]
    tiles:
      - name: Error count
        x: 0
        y: 0
        w: 12
        h: 4
        config:
          displayType: line
          source: Logs
          select: [{ aggFn: count, where: "SeverityText:error" }]
      - name: p95 latency
        x: 12
        y: 0
        w: 12
        h: 4
        config:
          displayType: line
          source: Traces
          select: [{ aggFn: quantile, level: 0.95, valueExpression: Duration }]
      - name: Requests
        x: 0
        y: 4
        w: 6
        h: 3
        config:
          displayType: number
          source: Traces
          select: [{ aggFn: count }]
`;

export interface DashboardPlanOut {
  fingerprint: string;
  summary: Record<string, number>;
  actions: Array<{
    action: string;
    name: string;
    id?: string;
    adopted?: boolean;
    line?: number;
    tiles?: Array<{ name: string; change: string; was?: string; id?: string }>;
    alertsDeleted?: Array<{ id: string; name: string; owner: string; tile: string; reason: string }>;
    changes?: Array<{ field: string }>;
  }>;
}

export const dashPlanOf = (r: { outputs: Record<string, string> }): DashboardPlanOut => JSON.parse(r.outputs.plan ?? 'null') as DashboardPlanOut;

/** The live dashboard of this name (the emulator's record). */
export const dashboard = (w: World, name: string) => w.team().dashboards.find((d) => d.name === name);

/** The seed's unmarked tile alerts of Checkout, by name. */
export const alertNamed = (w: World, name: string) => w.team().alerts.find((a) => a.name === name);
