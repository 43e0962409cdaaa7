// The admin routes (`/__emulator/*`): no authentication, so they refuse what a web page could send
// (admin-guard.ts); the request log, fault rules, reseeding and the whole state.
import { adminRefusal } from '../core/admin-guard.ts';
import type { FaultRule, Faults } from '../core/faults.ts';
import { expressNotFound, json, type Incoming, type Reply } from '../core/http.ts';
import type { EmulatorState } from '../core/state/organization.ts';
import type { Emulator, RequestLogEntry } from './start.ts';

export interface AdminContext {
  /** The interface the emulator listens on (a `Host` naming it is admitted). */
  host: string;
  emulator: Pick<Emulator, 'selfHosted' | 'managed'>;
  log: RequestLogEntry[];
  state: EmulatorState;
  faults: Faults;
  reset: () => void;
}

export function admin(ctx: AdminContext, inc: Incoming): Reply {
  const refused = adminRefusal(inc, ctx.host);
  if (refused) return json(refused.startsWith('Admin POSTs') ? 415 : 403, { error: refused });
  if (inc.tooLarge) return json(413, { error: 'request entity too large' });
  const route = `${inc.method} ${inc.path.replace(/\/$/, '')}`;
  switch (route) {
    case 'GET /__emulator':
      return json(200, { selfHosted: ctx.emulator.selfHosted, managed: ctx.emulator.managed });
    case 'GET /__emulator/log':
      return json(200, ctx.log);
    case 'DELETE /__emulator/log':
      ctx.log.length = 0;
      return json(200, {});
    case 'GET /__emulator/state':
      return json(200, ctx.state);
    case 'GET /__emulator/faults':
      return json(
        200,
        ctx.faults.rules.map((r) => ({ ...r, route: String(r.route) })),
      );
    case 'POST /__emulator/faults':
      try {
        ctx.faults.add(JSON.parse(inc.raw.toString('utf8') || 'null') as FaultRule);
        return json(200, { rules: ctx.faults.rules.length });
      } catch (err) {
        return json(400, { error: (err as Error).message });
      }
    case 'DELETE /__emulator/faults':
      ctx.faults.clear();
      return json(200, {});
    case 'POST /__emulator/reset':
      ctx.reset();
      return json(200, {});
    default:
      return expressNotFound(inc.method, inc.path);
  }
}
