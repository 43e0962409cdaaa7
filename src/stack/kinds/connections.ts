// Connections of the self-hosted edition (docs/contract.md §13; HyperDX api v2/connections.ts): name,
// host, username, a write-only password, an optional settings prefix and the Prometheus flag.
// Upstream a PUT is a `$set` of what the body holds: a field left out stays as it was. So the body
// always carries the prefix and the flag — `hyperdxSettingPrefix: null` (both POST and PUT take it;
// a PUT clears the stored one with it) and `isPrometheusEndpoint: false` — or a prefix deleted from
// the file would never leave the server. The password is sent only when the file names one: a PUT
// without it keeps the stored one (the engine tracks its digest). A host whose URL holds
// credentials (`http://user:password@…`) is a secret reference, resolved like the password.
import { isSecretRef, type Json, type KindSpec } from './kind.js';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The fields that decide equality, defaults filled in as the server's answer shows them. */
function canonical(o: Json): Json {
  return {
    name: text(o.name),
    host: text(o.host),
    username: text(o.username),
    hyperdxSettingPrefix: typeof o.hyperdxSettingPrefix === 'string' && o.hyperdxSettingPrefix !== '' ? o.hyperdxSettingPrefix : null,
    isPrometheusEndpoint: o.isPrometheusEndpoint === true,
  };
}

/** Whether a URL carries a user name or password before its host. */
export function hasUserinfo(url: string): boolean {
  try {
    const u = new URL(url);
    return u.username !== '' || u.password !== '';
  } catch {
    // Not a URL a parser reads: an `@` before the first `/` after the scheme is userinfo all the same.
    return /^[^/]*\/\/[^/]*@/.test(url);
  }
}

export const connections: KindSpec = {
  kind: 'connections',
  singular: 'connection',
  editions: ['self-hosted'],
  mark: 'none',
  writeOnly: ['password'],
  secretFields: ['password'],
  refersTo: [],
  body(entry, path, ctx) {
    const out = canonical(entry);
    if (isSecretRef(entry.host)) out.host = ctx.secret(entry.host, [...path, 'host']) ?? '';
    if (isSecretRef(entry.password)) {
      const password = ctx.secret(entry.password, [...path, 'password']);
      if (password !== undefined) out.password = password;
    }
    return out;
  },
  comparable: (live) => canonical(live),
  entry(live, ctx) {
    const { name, host, username, hyperdxSettingPrefix, isPrometheusEndpoint } = canonical(live);
    // The password never comes back, so whether there is one is unknown: the entry names a
    // variable for it (listed in the export's report); a connection without one drops the line.
    // A host with userinfo holds a password: the file names a variable for the whole URL.
    const out: Json = {
      name,
      host: hasUserinfo(text(host)) ? ctx.secretRef(text(name), 'host') : host,
      username,
      password: ctx.secretRef(text(name), 'password'),
    };
    if (hyperdxSettingPrefix !== null) out.hyperdxSettingPrefix = hyperdxSettingPrefix;
    if (isPrometheusEndpoint === true) out.isPrometheusEndpoint = true;
    return out;
  },
};
