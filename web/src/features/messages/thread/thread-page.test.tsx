import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, Message } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { ThreadPage } from './thread-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const ME = fakeUser().id;
const HOST = '00000000-0000-4000-8000-0000000000b0';
const CONVERSATION = '00000000-0000-4000-8000-0000000000c0';
const LISTING = '00000000-0000-4000-8000-0000000000d0';
const BASE = `/messages/conversations/${CONVERSATION}`;

function message(n: number, senderId: string, extra: Partial<Message> = {}): Message {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    senderId,
    clientId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    body: `message ${n}`,
    masked: false,
    photos: [],
    createdAt: `2026-11-20T10:00:0${n}Z`,
    readAt: null,
    removed: false,
    ...extra,
  };
}

const conversation: ConversationSummary = {
  id: CONVERSATION,
  role: 'guest',
  other: { id: HOST, firstName: 'Hugo', avatarUrl: null },
  listing: { id: LISTING, title: 'Loft in Lastarria', photoUrl: null },
  booking: null,
  stage: 'inquiry',
  lastMessage: null,
  unreadCount: 1,
  updatedAt: '2026-11-20T10:00:04Z',
};

function stubThread(send: Parameters<typeof stubApi>[0][string]) {
  return stubApi({
    [`GET ${BASE}`]: { body: conversation },
    [`GET ${BASE}/messages`]: {
      body: {
        // Newest first, as the API pages.
        items: [
          message(4, HOST, { body: 'Call me at ***', masked: true }),
          message(3, HOST, { body: '', removed: true }),
          message(2, ME, {
            body: 'Is it free? https://example.cl/x',
            readAt: '2026-11-20T10:00:03Z',
          }),
          message(1, HOST, { body: 'Welcome!', readAt: '2026-11-20T10:00:02Z' }),
        ],
        nextCursor: null,
      },
    },
    'GET /messages/conversations': { body: { items: [conversation], nextCursor: null } },
    [`POST ${BASE}/read`]: { body: { readAt: '2026-11-20T10:01:00Z' } },
    [`POST ${BASE}/typing`]: { status: 204 },
    [`POST ${BASE}/messages`]: send,
  });
}

describe('ThreadPage', () => {
  it('shows the thread oldest first, with masking, removal, links and the read receipt, and marks it read', async () => {
    const calls = stubThread({ status: 500 });
    renderInRouter(<ThreadPage id={CONVERSATION} />, { user: fakeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hugo' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Messages with Hugo' });
    const bodies = within(list)
      .getAllByTestId('message')
      .map((m) => m.textContent ?? '');
    expect(bodies[0]).toContain('Welcome!');
    expect(bodies[1]).toContain('Is it free?');
    expect(bodies[2]).toContain('Removed by Arrendo');
    expect(bodies[3]).toContain('Call me at ***');
    expect(screen.getByTestId('masked-note').textContent).toContain(
      'Contact details are hidden until a booking is confirmed',
    );
    const link = screen.getByRole('link', { name: 'https://example.cl/x' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // 'Read' under the viewer's message the host read.
    expect(within(list).getAllByTestId('message')[1]?.textContent).toContain('Read');
    expect(screen.getByText('No booking yet: a question before booking.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/read`)).toBe(true),
    );
  });

  it('sends on Enter (not Shift+Enter), optimistically, and retries a failure with the same client id', async () => {
    let attempts = 0;
    const calls = stubThread((call) => {
      attempts += 1;
      if (attempts === 1)
        return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } };
      const body = call.body as { clientId: string; body: string };
      return {
        status: 201,
        body: message(5, ME, {
          clientId: body.clientId,
          body: body.body,
          createdAt: '2026-11-20T10:00:09Z',
        }),
      };
    });
    const user = userEvent.setup();
    renderInRouter(<ThreadPage id={CONVERSATION} />, { user: fakeUser() });
    const input = await screen.findByTestId('composer-input');

    await user.type(input, 'Hello{Shift>}{Enter}{/Shift}there');
    expect((input as HTMLTextAreaElement).value).toBe('Hello\nthere');
    expect(calls.filter((c) => c.path === `${BASE}/messages` && c.method === 'POST')).toHaveLength(
      0,
    );

    await user.type(input, '{Enter}');
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Not sent.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    await waitFor(() =>
      expect(screen.getAllByTestId('message').at(-1)?.dataset.state).toBe('sent'),
    );

    const sends = calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/messages`);
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((c) => c.body as { clientId: string; body: string });
    expect(first?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.clientId).toBe(first?.clientId);
    expect(first?.body).toBe('Hello\nthere');
    // Once: the server's message replaced the pending copy.
    expect(screen.getAllByText(/Hello/)).toHaveLength(1);
    expect(screen.getAllByTestId('message').at(-1)?.textContent).toContain('Sent');
  });
});
