import type { ObservabilityClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { InputError, msg, theInput } from '../util/input-error.js';
import type { AlertInput, Edition } from '../api/types.js';
import { dryRun, readBody, requireId } from './body.js';
import type { Report } from '../report/model.js';
import type { IdShape } from '../util/ids.js';
import { droppedOrChanged } from '../util/echo.js';
import { ALERT_READ_ONLY } from '../alerts/read-only.js';
import type { Operation, OperationResult } from './types.js';

/** How a resource is listed in a report: column titles and a row per object. */
interface ResourceView {
  resource: 'dashboards' | 'alerts' | 'sources' | 'webhooks';
  columns: string[];
  row: (item: Record<string, unknown>) => string[];
  /**
   * How an update or delete by id reads the object first, and tells it is of this kind; `merge`: the
   * body an update sends — the given fields over the object as it is, since a PUT replaces it.
   */
  byId?: { read: Read; is: (item: Record<string, unknown>) => boolean; merge: (live: Body, given: Body) => Body };
}

type Body = Record<string, unknown>;

/** The live object without what the server keeps to itself (ids, owners, timestamps, state). */
const writable = (live: Body, readOnly: ReadonlySet<string>): Body => Object.fromEntries(Object.entries(live).filter(([k]) => !readOnly.has(k)));

/**
 * An alert update: the given fields over the live alert (issue 31: a PUT replaces the alert and the
 * server fills what it is not sent with values of its own — a derived display name, `threshold`
 * mode). What the given fields change the meaning of goes with them: the other source's references,
 * the other of `channel` / `channels`, the tuning of a mode left.
 */
function mergeAlert(live: Body, given: Body): Body {
  const out = { ...writable(live, ALERT_READ_ONLY), ...given };
  const drop = (...keys: string[]) => keys.filter((k) => !(k in given)).forEach((k) => Reflect.deleteProperty(out, k));
  if ('channel' in given !== 'channels' in given) drop('channel', 'channels');
  if ('source' in given && given.source !== live.source) drop('dashboardId', 'tileId', 'savedSearchId', 'groupBy', 'chartConfig');
  if ('detectionMode' in given && given.detectionMode !== 'anomaly') drop('anomalyConfig');
  return out;
}

/** A dashboard update: the given fields over the live dashboard (tile and filter ids kept: a PUT keeps a tile's alerts only with its id). */
const DASHBOARD_SERVER_FIELDS: ReadonlySet<string> = new Set(['id', 'teamId', 'team', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);
const mergeDashboard = (live: Body, given: Body): Body => ({ ...writable(live, DASHBOARD_SERVER_FIELDS), ...given });

type Read = (c: ObservabilityClient, id: string) => Promise<unknown>;

const text = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

const VIEWS: Record<ResourceView['resource'], ResourceView> = {
  dashboards: {
    resource: 'dashboards',
    columns: ['Name', 'Id', 'Tiles', 'Tags'],
    row: (d) => [
      text(d.name),
      text(d.id),
      text(Array.isArray(d.tiles) ? d.tiles.length : 0),
      Array.isArray(d.tags) ? d.tags.map(text).join(', ') : text(d.tags),
    ],
    byId: { read: (c, id) => c.getDashboard(id), is: (d) => typeof d.name === 'string' && Array.isArray(d.tiles), merge: mergeDashboard },
  },
  alerts: {
    resource: 'alerts',
    columns: ['Name', 'Id', 'Source', 'Condition', 'Interval', 'State'],
    row: (a) => [
      text(a.name),
      text(a.id),
      text(a.source),
      `${text(a.thresholdType)} ${text(a.threshold)}${a.thresholdMax !== undefined && a.thresholdMax !== null ? `..${text(a.thresholdMax)}` : ''}`,
      text(a.interval),
      text(a.state),
    ],
    byId: { read: (c, id) => c.getAlert(id), is: (a) => typeof a.interval === 'string' && typeof a.thresholdType === 'string', merge: mergeAlert },
  },
  sources: { resource: 'sources', columns: ['Name', 'Id', 'Kind'], row: (s) => [text(s.name), text(s.id), text(s.kind)] },
  webhooks: { resource: 'webhooks', columns: ['Name', 'Id', 'Service'], row: (w) => [text(w.name), text(w.id), text(w.service)] },
};

/** HyperDX ids are Mongo ObjectIds; the managed ClickStack ids are plain strings (docs/contract.md §4). */
const idShape = (edition: Edition): IdShape | undefined => (edition === 'self-hosted' ? 'object-id' : undefined);

function listReport(view: ResourceView, items: Array<Record<string, unknown>>): Report {
  return {
    title: `${view.resource}.list`,
    outcome: 'success',
    headline: `${items.length} ${view.resource}`,
    table: { columns: view.columns, rows: items.map(view.row) },
  };
}

function itemReport(view: ResourceView, title: string, item: Record<string, unknown>, headline: string): Report {
  return {
    title,
    outcome: 'success',
    headline,
    table: { columns: view.columns, rows: [view.row(item)] },
    details: [{ title: 'Object', text: JSON.stringify(item, null, 2) }],
  };
}

function list(view: ResourceView, fetch: (c: ObservabilityClient) => Promise<unknown[]>): Operation {
  return {
    name: `${view.resource}.list`,
    needs: 'observability',
    inputs: [],
    prepare:
      () =>
      async ({ client }): Promise<OperationResult> => {
        const items = (await fetch(client)) as Array<Record<string, unknown>>;
        return { result: items, changed: false, report: listReport(view, items) };
      },
  };
}

function get(view: ResourceView, fetch: (c: ObservabilityClient, id: string) => Promise<unknown>): Operation {
  const name = `${view.resource}.get`;
  return {
    name,
    needs: 'observability',
    inputs: ['id'],
    prepare(input, { edition }) {
      const id = requireId(input, name, idShape(edition));
      return async ({ client }): Promise<OperationResult> => {
        const item = (await fetch(client, id)) as Record<string, unknown>;
        return { result: item, changed: false, report: itemReport(view, name, item, `${view.resource} ${id}`) };
      };
    },
  };
}

type Write = (c: ObservabilityClient, id: string, body: Record<string, unknown>) => Promise<unknown>;
/**
 * The object an update or delete by id names, read first: it must exist and be of the view's kind.
 * The server cannot be trusted to say so itself: deleting an unknown dashboard id answers 200
 * (docs/contract.md §6), as does deleting an alert on servers before api 2.30.
 */
async function existing(
  view: ResourceView,
  byId: NonNullable<ResourceView['byId']>,
  client: ObservabilityClient,
  id: string,
  verb: 'update' | 'delete',
): Promise<Record<string, unknown>> {
  const kind = view.resource.slice(0, -1);
  const nothing = `nothing was ${verb === 'update' ? 'updated' : 'deleted'}`;
  let item: unknown;
  try {
    item = await byId.read(client, id);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404)
      throw new InputError(msg`${theInput('id')}: no ${kind} has id ${id} (${e.method} ${e.path} → 404); ${nothing}.`);
    throw e;
  }
  const object = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : undefined;
  if (!object || (typeof object.id === 'string' && object.id !== id) || !byId.is(object)) {
    throw new InputError(msg`${theInput('id')}: the server's answer for ${id} is not a ${kind} with that id; ${nothing}.`);
  }
  return object;
}

/**
 * create / update / delete: validated first, skipped in a dry run, reported with what was sent. An
 * update or delete of a kind that can be read by id first reads the object: a dry run shows it, and an id that names
 * no object of the kind fails with nothing sent.
 */
function write(view: ResourceView, verb: 'create' | 'update' | 'delete', send: Write): Operation {
  const name = `${view.resource}.${verb}`;
  return {
    name,
    needs: 'observability',
    inputs: [...(verb === 'create' ? [] : (['id'] as const)), ...(verb === 'delete' ? [] : (['body', 'body-file'] as const)), 'dry-run'],
    ...(verb === 'delete' ? {} : { fileInput: 'body-file' }),
    async prepare(input, { edition, context }) {
      const id = verb === 'create' ? '' : requireId(input, name, idShape(edition));
      const given = verb === 'delete' ? {} : await readBody(input, name, context);
      const dry = dryRun(input);
      return async ({ client, log }): Promise<OperationResult> => {
        const live = verb !== 'create' && view.byId ? await existing(view, view.byId, client, id, verb) : undefined;
        // A PUT replaces the object: what the given body leaves out is sent as the server holds it (null clears a field).
        const body = verb === 'update' && live && view.byId ? view.byId.merge(live, given) : given;
        const label = live && text(live.name) ? ` (${text(live.name)})` : '';
        if (dry) {
          const would = { dryRun: true, operation: name, ...(id ? { id } : {}), ...(verb === 'delete' ? {} : { body }) };
          return {
            result: would,
            changed: true,
            report: {
              title: name,
              outcome: 'success',
              headline: `Dry run: would ${verb} ${view.resource.slice(0, -1)}${id ? ` ${id}` : ''}${label}; nothing was sent.`,
              ...(live ? { table: { columns: view.columns, rows: [view.row(live)] } } : {}),
              details: verb === 'delete' ? undefined : [{ title: 'Body', text: JSON.stringify(body, null, 2) }],
            },
          };
        }
        const answer = (await send(client, id, body)) as Record<string, unknown> | undefined;
        if (verb === 'delete') {
          return {
            result: { deleted: id },
            changed: true,
            report: {
              title: name,
              outcome: 'success',
              headline: `Deleted ${view.resource.slice(0, -1)} ${id}${label}`,
              ...(live ? { table: { columns: view.columns, rows: [view.row(live)] } } : {}),
            },
          };
        }
        const item = answer ?? {};
        const report = itemReport(view, name, item, `${verb === 'create' ? 'Created' : 'Updated'} ${view.resource.slice(0, -1)} ${text(item.id) || id}`);
        // Loaded on a write only: the canonical forms it compares with are no part of a list's start-up.
        const dropped =
          view.resource === 'dashboards' || view.resource === 'alerts' ? (await import('./raw-echo.js')).rawEcho(view.resource, body, answer) : [];
        if (dropped.length > 0) {
          const warning = `${view.resource.slice(0, -1)} ${text(item.id) || id}: ${droppedOrChanged(dropped)} (docs/contract.md §4.2)`;
          log.warning(warning);
          report.outcome = 'warning';
          report.notes = [warning];
        }
        return { result: item, changed: true, report };
      };
    },
  };
}

export const crudOperations: Operation[] = [
  list(VIEWS.dashboards, (c) => c.listDashboards()),
  get(VIEWS.dashboards, (c, id) => c.getDashboard(id)),
  write(VIEWS.dashboards, 'create', (c, _id, body) => c.createDashboard(body)),
  write(VIEWS.dashboards, 'update', (c, id, body) => c.updateDashboard(id, body)),
  write(VIEWS.dashboards, 'delete', (c, id) => c.deleteDashboard(id)),
  list(VIEWS.alerts, (c) => c.listAlerts()),
  get(VIEWS.alerts, (c, id) => c.getAlert(id)),
  // The server validates alert bodies (enums, references); we pass them through unchanged.
  write(VIEWS.alerts, 'create', (c, _id, body) => c.createAlert(body as unknown as AlertInput)),
  write(VIEWS.alerts, 'update', (c, id, body) => c.updateAlert(id, body as unknown as AlertInput)),
  write(VIEWS.alerts, 'delete', (c, id) => c.deleteAlert(id)),
  list(VIEWS.sources, (c) => c.listSources()),
  list(VIEWS.webhooks, (c) => c.listWebhooks()),
];
