// Who may drive the admin routes (`/__emulator/*`). They have no auth by design (tests and scripts
// call them with plain fetch/curl), so a web page the developer has open must not reach them: a
// cross-site `text/plain` POST needs no CORS preflight, and DNS rebinding makes a foreign name
// resolve to 127.0.0.1. As Vite's and webpack-dev-server's host and origin checks do, a request is
// refused when its Host is a name other than ours, when the browser says it comes from another
// origin, and (POSTs) when its body is not declared JSON — a type no page can send cross-origin
// without a preflight, which the emulator never grants.
import { isIP } from 'node:net';
import type { Incoming } from './http.ts';

/**
 * Host names that cannot be rebound to us by a foreign DNS: loopback names, any IP literal (a
 * page cannot make a browser send an IP it does not own as Host through DNS), and the host the
 * emulator was told to bind.
 */
function trustedHostname(hostname: string, boundHost: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) !== 0) return true;
  return bare === boundHost.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/** `host[:port]` → the host part (brackets kept off); undefined when it is no host at all. */
function hostnameOf(hostHeader: string): string | undefined {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return undefined;
  }
}

/** Why an admin request is refused, or undefined when it may run. */
export function adminRefusal(inc: Incoming, boundHost: string): string | undefined {
  const host = typeof inc.headers.host === 'string' ? inc.headers.host : '';
  const hostname = hostnameOf(host);
  if (!hostname || !trustedHostname(hostname, boundHost)) {
    return `Host ${JSON.stringify(host)} is not this emulator's: admin routes answer only to localhost, an IP address or the bound host`;
  }
  const site = inc.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `A ${site} request (Sec-Fetch-Site) may not use the admin routes`;
  }
  const origin = inc.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    return `Origin ${JSON.stringify(origin)} is not this emulator's (http://${host}): admin routes refuse cross-origin requests`;
  }
  if (inc.method === 'POST' && !/^application\/json\s*(;|$)/i.test(inc.headers['content-type'] ?? '')) {
    return 'Admin POSTs need Content-Type: application/json';
  }
  return undefined;
}
