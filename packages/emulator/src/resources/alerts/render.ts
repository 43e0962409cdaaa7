// A stored alert as every read answers it (docs/contract.md §8.2), and the display name and tags
// today's servers derive for an alert that has none.
import type { AlertRecord } from '../../core/state/records.ts';
import type { TeamState } from '../../core/state/team.ts';
import type { TeamContext } from '../../core/team-result.ts';
import { renderTileConfig } from '../dashboards/render.ts';

/**
 * The display name and tags an alert gets when a write gives none, or when none was ever stored
 * (hyperdx #3063/#3065, after the alerts page's own naming): a tile alert is "<dashboard> <tile>"
 * with the dashboard's tags, a saved-search alert its search's name and tags. An inline alert is
 * named after the source its chart reads, with no tags: #3069 only says the server derives it from
 * the chart config — our reading.
 */
export function derivedDisplay(team: TeamState, a: AlertRecord): { displayName: string; tags: string[] } {
  if (a.source === 'tile') {
    const dashboard = team.dashboards.find((d) => d.id === a.dashboardId);
    const tile = dashboard?.tiles.find((t) => t.id === a.tileId);
    return dashboard ? { displayName: `${dashboard.name} ${tile?.name || 'Tile'}`, tags: [...dashboard.tags] } : { displayName: '', tags: [] };
  }
  if (a.source === 'saved_search') {
    const search = team.savedSearches.find((s) => s.id === a.savedSearchId);
    return search ? { displayName: search.name, tags: [...search.tags] } : { displayName: '', tags: [] };
  }
  const sourceId = a.chartConfig?.sourceId;
  return { displayName: team.sources.find((s) => s.id === sourceId)?.name ?? '', tags: [] };
}

export interface RenderOptions {
  /** The single-alert answers (GET by id, POST, PUT) carry an inline alert's chart; the list does not (hyperdx #3043). */
  single: boolean;
}

/**
 * Response shape (docs/contract.md §8.2): note/numConsecutiveWindows always present; channel =
 * channels[0], both left out when the alert has none; a null `groupBy` is left out. Today's
 * servers add `displayName` and `tags` (self-hosted; the Cloud response schema has neither),
 * an inline alert's `chartConfig`, and on managed `detectionMode` (with `anomalyConfig`).
 */
export function renderAlert(ctx: TeamContext, a: AlertRecord, o: RenderOptions): Record<string, unknown> {
  const { features } = ctx;
  const managed = ctx.managed === true;
  const out: Record<string, unknown> = {
    id: a.id,
    name: a.name ?? null,
    message: a.message ?? null,
    note: a.note ?? null,
    threshold: a.threshold,
  };
  if (a.thresholdMax != null) out.thresholdMax = a.thresholdMax;
  out.interval = a.interval;
  if (a.scheduleOffsetMinutes != null) out.scheduleOffsetMinutes = a.scheduleOffsetMinutes;
  if (a.scheduleStartAt !== undefined) out.scheduleStartAt = a.scheduleStartAt;
  out.numConsecutiveWindows = a.numConsecutiveWindows ?? null;
  out.thresholdType = a.thresholdType;
  out.source = a.source;
  out.state = a.state;
  if (a.channels.length > 0) {
    out.channel = { ...a.channels[0] };
    if (!ctx.singleChannel) out.channels = a.channels.map((c) => ({ ...c }));
  }
  out.teamId = a.teamId;
  if (a.source === 'tile') {
    if (a.tileId != null) out.tileId = a.tileId;
    if (a.dashboardId != null) out.dashboardId = a.dashboardId;
  } else if (a.source === 'saved_search') {
    if (a.savedSearchId != null) out.savedSearchId = a.savedSearchId;
    if (a.groupBy != null) out.groupBy = a.groupBy;
  } else if (o.single && a.chartConfig) out.chartConfig = renderTileConfig(a.chartConfig, features);
  if (features.alertDisplayFields && !managed) {
    // A stored value wins; an alert stored without one (before the feature) is answered a derived one.
    const derived = a.displayName === undefined || a.tags === undefined ? derivedDisplay(ctx.team, a) : undefined;
    out.displayName = a.displayName ?? derived?.displayName;
    out.tags = [...(a.tags ?? derived?.tags ?? [])];
  }
  if (features.anomalyDetection && managed) {
    out.detectionMode = a.detectionMode ?? 'threshold';
    if (out.detectionMode === 'anomaly' && a.anomalyConfig) out.anomalyConfig = { ...a.anomalyConfig };
  }
  if (a.silenced) out.silenced = a.silenced;
  if (a.executionErrors) out.executionErrors = a.executionErrors;
  out.createdAt = a.createdAt;
  out.updatedAt = a.updatedAt;
  return out;
}
