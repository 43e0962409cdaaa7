// Route table of the team resources shared by both editions (self-hosted `/api/v2/<resource>`,
// managed `/v1/organizations/{org}/services/{svc}/clickstack/<resource>`).
import * as alerts from '../resources/alerts/handlers.ts';
import * as clickStackRoles from '../resources/clickstack-roles/handlers.ts';
import * as connections from '../resources/connections/handlers.ts';
import * as dashboards from '../resources/dashboards/handlers.ts';
import * as savedSearches from '../resources/saved-searches/handlers.ts';
import * as sources from '../resources/sources/handlers.ts';
import type { Features } from '../core/versions.ts';
import type { TeamContext, TeamRequest, TeamResult } from '../core/team-result.ts';
import * as webhooks from '../resources/webhooks/handlers.ts';
import { must } from '../core/must.ts';

type Handler = (ctx: TeamContext, req: TeamRequest) => TeamResult;

/** A route only some server versions have: unrouted (each edition's 404) where the feature is off. */
interface VersionedRoute {
  handler: Handler;
  feature: keyof Features;
}

/** `METHOD` + `''` (collection), `':id'`, a literal sub-path, or `':id/<literal>'`. */
type RouteTable = Partial<Record<string, Partial<Record<string, Handler | VersionedRoute>>>>;

const since = (feature: keyof Features, handler: Handler): VersionedRoute => ({ handler, feature });

export const SHARED_ROUTES: RouteTable = {
  alerts: {
    'GET ': alerts.listAlerts,
    'POST ': alerts.createAlert,
    'GET :id': alerts.getAlert,
    'PUT :id': alerts.updateAlert,
    'DELETE :id': alerts.deleteAlert,
    'POST :id/silenced': since('alertSilences', alerts.silenceAlert),
    'DELETE :id/silenced': since('alertSilences', alerts.unsilenceAlert),
  },
  dashboards: {
    'GET ': dashboards.listDashboards,
    'POST ': dashboards.createDashboard,
    'POST validate': dashboards.validateDashboard,
    'GET :id': dashboards.getDashboard,
    'PUT :id': dashboards.updateDashboard,
    'DELETE :id': dashboards.deleteDashboard,
  },
  sources: {
    'GET ': sources.listSources,
    'POST ': sources.createSource,
    'GET :id': sources.getSource,
    'PUT :id': sources.updateSource,
    'DELETE :id': sources.deleteSource,
  },
  // No GET by id (docs/contract.md §11): `GET /webhooks/{id}` is unrouted.
  webhooks: {
    'GET ': webhooks.listWebhooks,
    'POST ': webhooks.createWebhook,
    'POST validate': since('webhookValidate', webhooks.validateWebhook),
    'PUT :id': webhooks.updateWebhook,
    'DELETE :id': webhooks.deleteWebhook,
  },
  'saved-searches': {
    'GET ': savedSearches.listSavedSearches,
    'POST ': savedSearches.createSavedSearch,
    'GET :id': savedSearches.getSavedSearch,
    'PUT :id': savedSearches.updateSavedSearch,
    'DELETE :id': savedSearches.deleteSavedSearch,
  },
};

/** Resources only the self-hosted API has (docs/contract.md §13); `/team` is resources/team/handlers.ts. */
export const SELF_HOSTED_ONLY_ROUTES: RouteTable = {
  connections: {
    'GET ': connections.listConnections,
    'POST ': connections.createConnection,
    'GET :id': connections.getConnection,
    'PUT :id': connections.updateConnection,
    'DELETE :id': connections.deleteConnection,
  },
};

/** Resources only the managed ClickStack API has (cloud OpenAPI `…/clickstack/roles`). */
export const MANAGED_ONLY_ROUTES: RouteTable = {
  roles: {
    'GET ': clickStackRoles.listRoles,
    'POST ': clickStackRoles.createRole,
    'GET :id': clickStackRoles.getRole,
    'PUT :id': clickStackRoles.updateRole,
    'DELETE :id': clickStackRoles.deleteRole,
  },
};

export interface MatchedRoute {
  handler: Handler;
  id?: string;
}

/**
 * `rest` = path segments after the resource name. Undefined = unrouted (each edition's 404), as is a
 * route of a feature the server version does not have.
 */
export function matchTeamRoute(table: RouteTable, resource: string, method: string, rest: string[], features: Features): MatchedRoute | undefined {
  const routes = table[resource];
  if (!routes || rest.length > 2) return undefined;
  const usable = (entry: Handler | VersionedRoute | undefined): Handler | undefined => {
    if (entry === undefined || typeof entry === 'function') return entry;
    return features[entry.feature] ? entry.handler : undefined;
  };
  if (rest.length === 0) {
    const handler = usable(routes[`${method} `]);
    return handler ? { handler } : undefined;
  }
  const segment = decodeURIComponent(must(rest[0], 'the one segment after the resource'));
  if (rest.length === 2) {
    const handler = usable(routes[`${method} :id/${decodeURIComponent(must(rest[1], 'the sub-resource'))}`]);
    return handler ? { handler, id: segment } : undefined;
  }
  const literal = usable(routes[`${method} ${segment}`]);
  if (literal) return { handler: literal };
  const handler = usable(routes[`${method} :id`]);
  return handler ? { handler, id: segment } : undefined;
}
