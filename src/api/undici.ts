// The two parts of undici the client uses, imported by path. undici's index loads all of undici
// (fetch, WebSocket, cookies, mocks, cache stores, interceptors), which costs a cold start more
// than the request itself; an Agent and the request API are all a REST client needs. undici is
// pinned exactly, so a release that moves these files fails the build rather than a run.
import type { Dispatcher } from 'undici';
import Agent from 'undici/lib/dispatcher/agent.js';
import requestApi from 'undici/lib/api/api-request.js';

export { Agent, type Dispatcher };

/** `dispatcher.request(options)`: undici's index adds this method to every dispatcher; done here instead. */
export function request(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
  return requestApi.call(dispatcher, options);
}
