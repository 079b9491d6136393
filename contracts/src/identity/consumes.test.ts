import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '../common/services.js';
import { AdminActionRecord } from '../common/admin-audit.js';
import { IdentityConsumedEvents } from './consumes.js';

describe('IdentityConsumedEvents', () => {
  it("collects every service's admin actions, each from its own stream", () => {
    const events = Object.values(IdentityConsumedEvents);
    expect(events.map((event) => event.service).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const event of events) {
      expect(event.subject).toBe(`evt.${event.service}.adminAction.recorded`);
    }
  });
});

describe('AdminActionRecord', () => {
  const record = {
    actorId: '5b1d3c8e-4a7f-4c2e-9d3b-1f2e3d4c5b6a',
    action: 'identity.user.setRoles',
    target: { type: 'user', id: 'u1' },
    before: { roles: [] },
    after: { roles: ['admin'] },
  };

  it('takes `<service>.<entity>.<verb>` actions and defaults reason and address to null', () => {
    expect(AdminActionRecord.parse(record)).toMatchObject({ reason: null, ip: null });
  });

  it('refuses an action that is not three words', () => {
    for (const action of ['identity.user', 'Identity.user.set', 'identity.user.set.more', '']) {
      expect(AdminActionRecord.safeParse({ ...record, action }).success, action).toBe(false);
    }
  });
});
