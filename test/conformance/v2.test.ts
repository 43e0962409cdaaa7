// Conformance with upstream packages/api/src/routers/external-api/__tests__/v2.int.test.ts (b52a6fa8).
import { describe, expect, it } from 'vitest';
import { useV2Fixture } from './v2-team-fixture.ts';

describe('external api v2', () => {
  const f = useV2Fixture();

  it('GET /api/v2', async () => {
    const res = await f.api.get('');
    expect(res.status).toBe(200);
    expect(res.json.version).toBe('v2');
    expect(res.json.user._id).toBe(f.emu.state.user.id);
  });
});
