import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupportTicket } from '@arrendo/contracts/web';
import {
  fakeUser,
  i18nReady,
  renderInRouter,
  stubApi,
  type FakeAnswer,
} from '@/test/render-in-router';
import { ContactPage } from './contact-page';
import { FeedbackPage } from './feedback-page';

beforeAll(async () => {
  await i18nReady();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const TICKET: SupportTicket = {
  id: '4d7c1f0e-2b5a-4c8e-9f31-6a2d8b0c9e11',
  number: 'ARR-000123',
  topic: 'payment',
  bookingId: null,
  subject: 'Refund not received',
  message: 'I cancelled ten days ago and nothing came back.',
  status: 'open',
  createdAt: '2026-11-20T15:00:00.000Z',
};

const SITE = {
  supportEmail: 'soporte@arrendo.cl',
  privacyEmail: 'privacidad@arrendo.cl',
  legalEmail: 'legal@arrendo.cl',
  supportResponseHours: 24,
};

const EMPTY_BOOKINGS = { body: { items: [], nextCursor: null } };

function idempotencyKeys(): string[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
}

function stubContact(post: FakeAnswer | (() => FakeAnswer), mine: SupportTicket[] = []) {
  return stubApi({
    'GET /site': { body: SITE },
    'GET /bookings': EMPTY_BOOKINGS,
    'GET /support/tickets': { body: { items: mine, nextCursor: null } },
    'POST /support/tickets': typeof post === 'function' ? post : () => post,
  });
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Topic'), 'payment');
  // Pasted, not typed: typing 60 characters key by key is slow on a loaded machine.
  await user.click(screen.getByLabelText('Subject'));
  await user.paste(TICKET.subject);
  await user.click(screen.getByLabelText('Message'));
  await user.paste(TICKET.message);
}

describe('contact form', { timeout: 20_000 }, () => {
  it('checks the fields, sends once per submission and shows the ticket number', async () => {
    const calls = stubContact({ status: 201, body: TICKET }, [TICKET]);
    const user = userEvent.setup();
    renderInRouter(<ContactPage />, { user: fakeUser() });

    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('Write a subject of 3 to 120 characters on one line.')).toBeTruthy();
    expect(
      screen.getByText('Write 10 to 5000 characters, without special control characters.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await fillContact(user);
    expect(screen.getByText(/47 \/ 5000 characters/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      'Thanks — your ticket number is ARR-000123. We answer within 24 hours at ana@example.com.',
    );
    expect(status.textContent).toContain('Our answer comes from soporte@arrendo.cl');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      topic: 'payment',
      subject: TICKET.subject,
      message: TICKET.message,
    });
    expect(idempotencyKeys()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

    const recent = screen.getByRole('region', { name: 'Your recent messages' });
    expect(within(recent).getByText('ARR-000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help Centre' }).getAttribute('href')).toBe('/help');
  });

  it('retries a failed submission under the same key and shows the server’s refusals', async () => {
    const answers: FakeAnswer[] = [
      { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
      {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid request: bookingId',
            details: {
              fields: [{ path: 'bookingId', message: 'Choose one of your own bookings' }],
            },
          },
        },
      },
      { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many' } } },
    ];
    stubContact(() => answers.shift() ?? { status: 500 });
    const user = userEvent.setup();
    renderInRouter(<ContactPage />, { user: fakeUser() });
    await fillContact(user);

    const send = screen.getByRole('button', { name: 'Send message' });
    await user.click(send);
    expect(
      await screen.findByText(
        'We could not send your message right now. Please try again in a minute.',
      ),
    ).toBeTruthy();
    await user.click(send);
    expect(await screen.findByText('Choose one of your own bookings, or none.')).toBeTruthy();
    // Same text, same submission: the server answers the first one if it did arrive.
    const [first, second] = idempotencyKeys();
    expect(second).toBe(first);

    await user.type(screen.getByLabelText('Subject'), ' again');
    await user.click(send);
    expect(
      await screen.findByText(
        'You have sent several messages in the last hour. Please wait a while before sending another one.',
      ),
    ).toBeTruthy();
    expect(idempotencyKeys()[2]).not.toBe(first);
  });
});

describe('feedback form', { timeout: 20_000 }, () => {
  it('offers the rating as labelled radios and sends it with the page it came from', async () => {
    const calls = stubApi({
      'POST /feedback': {
        status: 201,
        body: { id: TICKET.id, createdAt: TICKET.createdAt },
      },
    });
    const user = userEvent.setup();
    renderInRouter(<FeedbackPage from="/property/abc" />);

    const group = await screen.findByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 of 5 — Very poor',
      '2 of 5 — Poor',
      '3 of 5 — Okay',
      '4 of 5 — Good',
      '5 of 5 — Excellent',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '4 of 5 — Good' }));
    await user.type(screen.getByLabelText('Comments (optional)'), 'Easy to book.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for your feedback')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      rating: 4,
      message: 'Easy to book.',
      page: '/property/abc',
    });
  });

  it('speaks Spanish', async () => {
    await i18nReady('es');
    try {
      stubApi({});
      renderInRouter(<FeedbackPage from={undefined} />);
      expect(await screen.findByRole('radio', { name: '5 de 5 — Excelente' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Comentarios' })).toBeTruthy();
    } finally {
      await i18nReady('en');
    }
  });
});
