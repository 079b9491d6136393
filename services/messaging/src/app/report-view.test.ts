import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../repositories/report.repository.js';
import { reportView } from './report-view.js';

const guestId = '11111111-1111-4111-8111-111111111111';
const hostId = '22222222-2222-4222-8222-222222222222';
const at = new Date('2027-01-05T12:00:00.000Z');

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: '33333333-3333-4333-8333-333333333333',
  reason: 'off_platform',
  details: null,
  created_at: at,
  reporter_id: guestId,
  status: 'open',
  outcome: null,
  resolved_at: null,
  resolved_by: null,
  warning: null,
  warned_at: null,
  warned_by: null,
  message_id: '44444444-4444-4444-8444-444444444444',
  conversation_id: '55555555-5555-4555-8555-555555555555',
  sender_id: hostId,
  body: 'Write to me at hugo@example.com',
  message_created_at: at,
  removed_at: null,
  guest_id: guestId,
  guest_first_name: 'Gabriela',
  host_first_name: 'Hugo',
  listing_title: 'Loft',
  cursor_created_at: at.toISOString(),
  ...over,
});

describe('reportView', () => {
  it('shows admins the text as written (never masked), with both names', () => {
    const view = reportView(row(), [], []);
    expect(view).toMatchObject({
      reporterName: 'Gabriela',
      message: { senderName: 'Hugo', body: 'Write to me at hugo@example.com', removed: false },
      warning: null,
    });
  });

  it('shows nothing of a removed message, in the report or its context', () => {
    const view = reportView(
      row({ removed_at: at, body: 'left over' }),
      [],
      [
        {
          id: '44444444-4444-4444-8444-444444444444',
          sender_id: hostId,
          body: 'left over',
          created_at: at,
          removed_at: at,
          photo_count: 2,
        },
      ],
    );
    expect(view.message).toMatchObject({ removed: true, body: '', photos: [] });
    expect(view.context[0]).toMatchObject({ removed: true, body: '', photoCount: 0 });
  });

  it('carries the warning once one was sent', () => {
    const view = reportView(
      row({
        warning: 'Be kind',
        warned_at: at,
        warned_by: guestId,
        status: 'resolved',
        outcome: 'warned',
        resolved_at: at,
      }),
      [],
      [],
    );
    expect(view.warning).toEqual({ message: 'Be kind', sentAt: at.toISOString(), sentBy: guestId });
    expect(view.outcome).toBe('warned');
  });
});
