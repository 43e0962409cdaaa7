import type { ChartsApi, ObservabilityClient, OrganizationApi } from '../api/client.js';
import { InputError } from '../util/input-error.js';

// The edition table (api/editions.ts) refuses an operation before its run when the edition lacks
// what it needs; these give the run the typed part of the client it was admitted for.

export function charts(client: ObservabilityClient): ChartsApi {
  if (!client.charts) throw new InputError(`The ${client.edition} edition has no charts endpoint.`);
  return client.charts;
}

export function organization(client: ObservabilityClient): OrganizationApi {
  if (!client.organization) throw new InputError(`The ${client.edition} edition has no organization API.`);
  return client.organization;
}
