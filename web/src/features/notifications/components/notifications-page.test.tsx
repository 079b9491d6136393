import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxNotification } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { NotificationsPage } from './notifications-page';

const BOOKING = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const confirmed: InboxNotification = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'booking_confirmed',
  // Stored in the recipient's language then; the page words it in the viewer's.
  title: 'Tu reserva está confirmada',
  body: 'Tu reserva en Loft está confirmada.',
  link: `/bookings/${BOOKING}`,
  data: { bookingId: BOOKING, listingTitle: 'Loft Bellavista', otherName: 'Hugo', role: 'guest' },
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const oldOne: InboxNotification = {
  ...confirmed,
  id: '22222222-2222-4222-8222-222222222222',
  type: 'booking_requested',
  title: 'Stored title',
  body: 'Stored body',
  data: {},
  read: true,
};

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('NotificationsPage', () => {
  it('words each in the viewer’s language, or falls back to the stored words', async () => {
    stubApi({ 'GET /notifications': { body: { items: [confirmed, oldOne], nextCursor: null } } });
    renderInRouter(<NotificationsPage filter="all" />, { user: fakeUser() });
    expect(await screen.findByText('Your booking is confirmed')).toBeTruthy();
    expect(screen.getByText('Your booking at Loft Bellavista is confirmed.')).toBeTruthy();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(2);
    expect(screen.getByText('Stored title')).toBeTruthy();
    const rows = screen.getAllByTestId('notification');
    expect(rows.map((r) => r.getAttribute('data-read'))).toEqual(['false', 'true']);
  });

  it('marks one read when opened and goes to its page', async () => {
    const calls = stubApi({
      'GET /notifications': { body: { items: [confirmed], nextCursor: null } },
      [`POST /notifications/${confirmed.id}/read`]: { body: { unread: 0 } },
      'GET /notifications/unread-count': { body: { count: 0 } },
    });
    renderInRouter(<NotificationsPage filter="all" />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: /Your booking is confirmed/ }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty(
      'textContent',
      `at /bookings/${BOOKING}`,
    );
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/read'))).toBe(true);
  });

  it('marks all read', async () => {
    let read = false;
    const calls = stubApi({
      'GET /notifications': () => ({
        body: { items: [{ ...confirmed, read }], nextCursor: null },
      }),
      'POST /notifications/read-all': () => {
        read = true;
        return { body: { unread: 0 } };
      },
    });
    renderInRouter(<NotificationsPage filter="all" />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification').getAttribute('data-read')).toBe('true'),
    );
    expect(calls.filter((c) => c.path === '/notifications/read-all')).toHaveLength(1);
  });

  it('says when there is nothing', async () => {
    stubApi({ 'GET /notifications': { body: { items: [], nextCursor: null } } });
    renderInRouter(<NotificationsPage filter="unread" />, { user: fakeUser() });
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });
});
