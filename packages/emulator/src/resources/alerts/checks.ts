// The controller's checks of a parsed alert against its team, after the schema and before anything is
// written: what it watches exists (and can carry an alert), and so does every webhook it notifies.
import { isObjectId } from '../../core/ids.ts';
import { must } from '../../core/must.ts';
import type { TeamState } from '../../core/state/team.ts';
import { ALERTABLE_DISPLAY_TYPES } from '../dashboards/tile-config.ts';
import type { ParsedAlert } from './body.ts';
import { rawSqlAlertProblem } from './raw-sql.ts';

/**
 * An inline alert's chart against the team (hyperdx #3043 `validateAlertInput`): a display type the
 * evaluator runs, a raw SQL template that buckets by the interval, the team's source and connection,
 * and a raw SQL source read through that connection. The texts are ours: the PR does not quote them.
 */
function inlineProblem(team: TeamState, config: Record<string, unknown>): string | undefined {
  if (!ALERTABLE_DISPLAY_TYPES.includes(String(config.displayType))) {
    return 'Inline alerts are only supported for Line, Stacked Bar, or Number display types';
  }
  if (config.configType === 'sql') {
    const problem = rawSqlAlertProblem(config);
    if (problem) return problem;
  }
  const source = typeof config.sourceId === 'string' ? team.sources.find((s) => s.id === config.sourceId) : undefined;
  if (typeof config.sourceId === 'string' && !source) return 'Source not found';
  if (config.configType === 'sql') {
    if (!team.connections.some((k) => k.id === config.connectionId)) return 'Connection not found';
    if (source && String(source.connection) !== config.connectionId) return 'The source does not belong to the specified connection';
  }
  return undefined;
}

/** Controller checks after the schema, in upstream's order (400 `{message}`, docs/contract.md §8.1). */
export function crossCheck(team: TeamState, a: ParsedAlert): string | undefined {
  if (a.source === 'tile') {
    if (!isObjectId(a.dashboardId)) return 'Invalid dashboard ID';
    const dashboard = team.dashboards.find((d) => d.id === a.dashboardId);
    if (!dashboard) return 'Dashboard not found';
    const tile = dashboard.tiles.find((t) => t.id === a.tileId);
    if (!tile) return 'Tile not found';
    if (tile.config.configType === 'sql') {
      const problem = rawSqlAlertProblem(tile.config);
      if (problem) return problem;
    }
  } else if (a.source === 'inline') {
    const problem = inlineProblem(team, must(a.chartConfig, 'the inline chart'));
    if (problem) return problem;
  } else {
    if (!isObjectId(a.savedSearchId)) return 'Invalid saved search ID';
    if (!team.savedSearches.some((s) => s.id === a.savedSearchId)) return 'Saved search not found';
  }
  const webhookIds = a.channels.filter((ch) => ch.type === 'webhook').map((ch) => ch.webhookId);
  if (webhookIds.some((id) => !isObjectId(id))) return 'Invalid webhook ID';
  if (webhookIds.some((id) => !team.webhooks.some((w) => w.id === id))) return 'Webhook not found';
  return undefined;
}
