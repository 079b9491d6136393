import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Claim, ClaimMessage, ClaimResponse } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { BOOKING_ID, GUEST_ID, HOST_ID, PROPERTY_ID } from '@/features/trips/test-support';
import { ClaimPage } from './claim-page';

const CLAIM_ID = '55555555-5555-4555-8555-555555555555';
const ADMIN_ID = '66666666-6666-4666-8666-666666666666';

const claim: Claim = {
  id: CLAIM_ID,
  bookingId: BOOKING_ID,
  propertyId: PROPERTY_ID,
  listingTitle: 'Casa en Pucón',
  hostId: HOST_ID,
  guestId: GUEST_ID,
  amount: 45000,
  currency: 'CLP',
  description: 'The glass table was cracked across the top.',
  photos: [],
  status: 'open',
  stayEndedAt: '2026-01-10T14:00:00.000Z',
  windowClosesAt: '2026-01-24T14:00:00.000Z',
  createdAt: '2026-01-11T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
  decidedAt: null,
  approvedAmount: null,
  decisionNote: null,
};

function message(overrides: Partial<ClaimMessage>): ClaimMessage {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    claimId: CLAIM_ID,
    authorRole: 'host',
    authorId: HOST_ID,
    to: 'both',
    body: '',
    photos: [],
    createdAt: '2026-01-11T11:00:00.000Z',
    ...overrides,
  };
}

const people = {
  [HOST_ID]: { id: HOST_ID, firstName: 'Hugo', displayName: 'Hugo P.', avatarUrl: null },
  [GUEST_ID]: { id: GUEST_ID, firstName: 'Ana', displayName: 'Ana P.', avatarUrl: null },
};

const asGuest: ClaimResponse = {
  role: 'guest',
  claim,
  canMessage: true,
  people,
  messages: [
    message({ body: 'Here is the receipt for the new table.' }),
    message({
      id: '88888888-8888-4888-8888-888888888888',
      authorRole: 'admin',
      authorId: ADMIN_ID,
      to: 'guest',
      body: 'Was the table already damaged when you arrived?',
    }),
  ],
};

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClaimPage', () => {
  it('shows the guest the claim, who wrote what, and the admin question meant for them alone', async () => {
    stubApi({ [`GET /claims/${CLAIM_ID}`]: { body: asGuest } });
    renderInRouter(<ClaimPage claimId={CLAIM_ID} />, { user: fakeUser() });

    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Damage claim' })).textContent,
    ).toBe('Damage claim');
    expect(screen.getByTestId('claim-status').textContent).toBe('Open');
    expect(screen.getByTestId('claim-facts').textContent).toContain('CLP$45,000');
    expect(screen.getByTestId('claim-state-note').textContent).toContain('Tell your side here');
    const [fromHost, fromAdmin] = screen.getAllByTestId('claim-message') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(fromHost).getByText('Hugo P. (host)')).toBeTruthy();
    expect(within(fromAdmin).getByText('Arrendo support')).toBeTruthy();
    expect(within(fromAdmin).getByText('Only to you')).toBeTruthy();
    expect(within(fromHost).queryByText('Only to you')).toBeNull();
  });

  it('sends the guest’s answer once, with a key, and shows the claim the service answers', async () => {
    const answered: ClaimResponse = {
      ...asGuest,
      messages: [
        ...asGuest.messages,
        message({
          id: '99999999-9999-4999-8999-999999999999',
          authorRole: 'guest',
          authorId: GUEST_ID,
          body: 'It had a chip already.',
        }),
      ],
    };
    const calls = stubApi({
      [`GET /claims/${CLAIM_ID}`]: { body: asGuest },
      [`POST /claims/${CLAIM_ID}/messages`]: { status: 201, body: answered },
    });
    renderInRouter(<ClaimPage claimId={CLAIM_ID} />, { user: fakeUser() });

    const box = await screen.findByLabelText('Your answer to the claim');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write a message.')).toBeTruthy();
    await userEvent.type(box, 'It had a chip already.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const mine = await screen.findByText('It had a chip already.');
    expect(mine.closest('li')?.textContent).toContain('You');
    expect((box as HTMLTextAreaElement).value).toBe('');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ body: 'It had a chip already.', photoIds: [] });
    expect((posts[0]?.body as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a decided claim with its decision and no reply box', async () => {
    stubApi({
      [`GET /claims/${CLAIM_ID}`]: {
        body: {
          ...asGuest,
          role: 'host',
          canMessage: false,
          claim: {
            ...claim,
            status: 'approved',
            approvedAmount: 30000,
            decidedAt: '2026-01-15T10:00:00.000Z',
            decisionNote: 'The chair was already loose.',
          },
        } satisfies ClaimResponse,
      },
    });
    renderInRouter(<ClaimPage claimId={CLAIM_ID} />, { user: fakeUser() });

    const decision = await screen.findByTestId('claim-decision');
    expect(decision.textContent).toContain('approved CLP$30,000 of the CLP$45,000 claimed');
    expect(decision.textContent).toContain('The chair was already loose.');
    expect(screen.getByTestId('claim-state-note').textContent).toContain('next payout');
    expect(screen.queryByTestId('claim-reply')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw claim' })).toBeNull();
  });
});
