import { describe, expect, it } from 'vitest';
import { clipPush, PushMessage } from './message.js';

const push = {
  userId: '7d8e4f8a-8f0e-4a7b-9d1c-2f6e8c1b0a11',
  title: 'Nuevo mensaje de Hugo',
  body: 'Hola',
  link: '/messages/c-1',
  tag: 'message-c-1',
};

describe('push message', () => {
  it('cuts a long message to what a push carries, and keeps a short one as it is', () => {
    expect(clipPush(push)).toEqual(push);
    const long = clipPush({ ...push, body: 'a '.repeat(2000), title: 't'.repeat(300) });
    expect(long.body).toHaveLength(1000);
    expect(long.body.endsWith('…')).toBe(true);
    expect(long.title.length).toBeLessThanOrEqual(200);
    expect(PushMessage.safeParse(long).success).toBe(true);
  });

  it('takes only in-app paths as links', () => {
    expect(PushMessage.safeParse(push).success).toBe(true);
    for (const link of ['https://example.com/x', '//example.com/x', 'messages/c-1']) {
      expect(PushMessage.safeParse({ ...push, link }).success, link).toBe(false);
    }
  });
});
