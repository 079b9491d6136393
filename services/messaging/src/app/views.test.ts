import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MASK } from '../domain/mask.js';
import type { MessageRow } from '../repositories/message.repository.js';
import { messageView, previewOf } from './views.js';

const senderId = randomUUID();
const recipientId = randomUUID();
const row = (overrides: Partial<MessageRow> = {}): MessageRow => ({
  id: randomUUID(),
  conversation_id: randomUUID(),
  sender_id: senderId,
  recipient_id: recipientId,
  client_id: randomUUID(),
  body: 'Llámame al 912345678',
  created_at: new Date('2026-11-29T10:00:00.000Z'),
  read_at: null,
  removed_at: null,
  ...overrides,
});

describe('messageView', () => {
  it('masks contact details for the recipient before a confirmation, never for the sender', () => {
    const message = row();
    expect(messageView(message, [], recipientId, false)).toMatchObject({
      body: `Llámame al ${MASK}`,
      masked: true,
    });
    expect(messageView(message, [], senderId, false)).toMatchObject({
      body: 'Llámame al 912345678',
      masked: false,
    });
    expect(messageView(message, [], recipientId, true)).toMatchObject({
      body: 'Llámame al 912345678',
      masked: false,
    });
  });

  it('shows nothing of a removed message', () => {
    const photo = {
      id: randomUUID(),
      url: '/m.webp',
      width: 1,
      height: 1,
      variants: [],
      placeholder: null,
    };
    const removed = messageView(row({ removed_at: new Date() }), [photo], recipientId, true);
    expect(removed).toMatchObject({ body: '', photos: [], removed: true, masked: false });
  });
});

describe('previewOf', () => {
  it('flattens white space and cuts long text to the limit', () => {
    expect(previewOf('  hola\n\nqué tal  ')).toBe('hola qué tal');
    const long = previewOf('a'.repeat(200));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
