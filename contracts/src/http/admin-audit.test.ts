import { describe, expect, it } from 'vitest';
import { AdminAuditQuery } from './admin-audit.js';

describe('AdminAuditQuery', () => {
  it('reads the filters from a query string', () => {
    expect(
      AdminAuditQuery.parse({
        action: 'identity.user',
        service: 'identity',
        actor: 'ana@example.cl',
        from: '2026-11-01T03:00:00.000Z',
        to: '2026-11-02T03:00:00.000Z',
        limit: '10',
      }),
    ).toMatchObject({ action: 'identity.user', limit: 10 });
  });

  it('names the field it refuses', () => {
    const cases: [Record<string, string>, string][] = [
      [{ action: 'identity.%' }, 'action'],
      [{ action: 'a.b.c.d' }, 'action'],
      [{ service: 'billing' }, 'service'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'to'],
      [{ surprise: 'x' }, ''],
    ];
    for (const [query, path] of cases) {
      const result = AdminAuditQuery.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      if (path) expect(result.error?.issues[0]?.path.join('.')).toBe(path);
    }
  });
});
