// The managed gateway's request-body check: each route's body against its schema
// (managed-schemas.ts), before the service sees it. A failure is 400 in the Cloud envelope naming
// the top-level property that failed, as the gateway words it: "request body property can't be
// validated: id" (docs/contract.md §7.9; the same wording is on record for a field whose value the
// schema refuses). Which property a nested failure names, and the text for a body that is not an
// object at all, are unrecorded: we name the top-level property that holds the failure.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isUuid } from '../core/ids.ts';
import { managedBodies, type JsonSchema } from './managed-schemas.ts';
import type { Features } from '../core/versions.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

let ajv: Ajv | undefined;
/** Per server version's features (one object each), the body schemas and their compiled validators. */
const versions = new Map<Features, { bodies: Record<string, JsonSchema>; compiled: Map<string, ValidateFunction> }>();

function validatorFor(route: string, features: Features): ValidateFunction | undefined {
  let version = versions.get(features);
  if (!version) versions.set(features, (version = { bodies: managedBodies(features), compiled: new Map() }));
  const { bodies, compiled } = version;
  const schema = bodies[route];
  if (!schema) return undefined;
  let validate = compiled.get(route);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv({ strict: true, allowUnionTypes: true, discriminator: true });
      ajv.addFormat('date-time', (s: string) => DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)));
      ajv.addFormat('uuid', (s: string) => isUuid(s));
    }
    validate = ajv.compile(schema);
    compiled.set(route, validate);
  }
  return validate;
}

/** The top-level property an error is about (its path's first step, or the one it names). */
function propertyOf(error: ErrorObject): string | undefined {
  const first = error.instancePath.split('/')[1];
  if (first !== undefined) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  const params = error.params as { missingProperty?: string; additionalProperty?: string; tag?: string };
  return params.additionalProperty ?? params.missingProperty ?? params.tag;
}

/**
 * The gateway's detail for a body `route` (`'PUT dashboards/:id'`, `'PATCH keys/:id'`, …) refuses
 * on a server with `features`, or undefined when it passes (or the route takes no body).
 */
export function gatewayBodyProblem(route: string, body: unknown, features: Features): string | undefined {
  const validate = validatorFor(route, features);
  if (!validate || validate(body)) return undefined;
  const property = validate.errors?.[0] && propertyOf(validate.errors[0]);
  return property === undefined ? "request body can't be validated" : `request body property can't be validated: ${property}`;
}
