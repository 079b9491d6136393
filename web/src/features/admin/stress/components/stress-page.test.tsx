import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  StressRun,
  StressRunsResponse,
  StressScenario,
  StressScenariosResponse,
} from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { bookingRun, messageRun } from '../test/run-fixture';
import { StressTestPage } from './stress-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const CONTENTION: StressScenario = {
  id: 'booking-contention',
  kind: 'booking',
  defaults: { vus: 10, durationSeconds: 20, rampSeconds: 5 },
  stages: [{ durationSeconds: 5, target: 10 }],
  requests: [
    {
      name: 'POST /api/bookings',
      method: 'POST',
      path: '/api/bookings',
      expectedStatuses: [201, 409],
    },
  ],
  thresholds: { p95Ms: 800, errorRate: 0.01 },
  targets: ['home', 'experience'],
};
const DELIVERY: StressScenario = {
  ...CONTENTION,
  id: 'message-delivery',
  kind: 'messages',
  targets: [],
};

function scenarios(overrides: Partial<StressScenariosResponse> = {}): StressScenariosResponse {
  return {
    items: [CONTENTION, DELIVERY],
    engine: 'node',
    allowed: true,
    activeRunId: null,
    ...overrides,
  };
}

const list = (...runs: StressRun[]): StressRunsResponse => ({ items: runs, nextCursor: null });
const runPath = (run: StressRun) => `GET /admin/stress-tests/runs/${run.id}`;

describe('/admin/booking-stress-test', () => {
  it('shows the newest run’s checks: no double booking, one winner per contested slot', async () => {
    const run = bookingRun({
      slots: [
        {
          slot: '2026-12-03/2026-12-05',
          listingId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
          contenders: 5,
          won: 1,
          lost: 4,
          other: 0,
        },
      ],
    });
    stubApi({
      'GET /admin/stress-tests/scenarios': { body: scenarios() },
      'GET /admin/stress-tests/runs': { body: list(run) },
      [runPath(run)]: { body: run },
    });
    renderInRouter(<StressTestPage kind="booking" />, { user: fakeUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking stress test' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('double-bookings')).textContent).toBe(
      '0 double bookings found',
    );
    expect(screen.getByText('Exactly one winner in each of the 10 contested slots')).toBeTruthy();
    expect(screen.getByText('Passed: every threshold held.')).toBeTruthy();
    const slots = screen.getByRole('table', { name: 'Contested slots' });
    expect(within(slots).getByRole('rowheader', { name: '2026-12-03/2026-12-05' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'http_req_duration p(95)' }).textContent).toContain(
      '120 ms',
    );
    // Only message runs have a delivery latency.
    expect(screen.queryByRole('region', { name: 'Delivery latency' })).toBeNull();
  });

  it('closes the form while a run goes, and says so', async () => {
    const run = bookingRun({ status: 'running', result: null });
    stubApi({
      'GET /admin/stress-tests/scenarios': { body: scenarios({ activeRunId: run.id }) },
      'GET /admin/stress-tests/runs': { body: list(run) },
      [runPath(run)]: { body: run },
    });
    renderInRouter(<StressTestPage kind="booking" />, { user: fakeUser() });
    expect(
      await screen.findByText(
        'A run is going. One run at a time: the form opens again when it ends.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start the run' }).disabled).toBe(
      true,
    );
  });

  it('starts a run with the values asked for, once per click, and shows it', async () => {
    const started = bookingRun({
      id: '2f3e4d5c-6b7a-4988-8776-655443322110',
      status: 'queued',
      result: null,
    });
    const bodies: unknown[] = [];
    stubApi({
      'GET /admin/stress-tests/scenarios': { body: scenarios() },
      'GET /admin/stress-tests/runs': { body: list() },
      'POST /admin/stress-tests/runs': (call) => {
        bodies.push(call.body);
        return { status: 202, body: started };
      },
      [runPath(started)]: { body: started },
    });
    const { router } = renderInRouter(<StressTestPage kind="booking" />, { user: fakeUser() });
    const vus = await screen.findByRole('spinbutton', { name: 'Virtual users' });
    expect(screen.getByText('No run yet. Start one above.')).toBeTruthy();
    await userEvent.clear(vus);
    await userEvent.type(vus, '4');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'What the run books' }),
      'experience',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start the run' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ run: started.id }));
    expect(bodies).toEqual([
      {
        scenario: 'booking-contention',
        vus: 4,
        durationSeconds: 20,
        rampSeconds: 5,
        target: { listingType: 'experience' },
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
    expect(await screen.findByText('Waiting for the worker to take the run…')).toBeTruthy();
    // The run holds the form closed until it ends.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start the run' }).disabled).toBe(
      true,
    );
  });

  it('says so when another run started first (409), without breaking the page', async () => {
    const other = messageRun({ status: 'running', result: null });
    let scenarioReads = 0;
    stubApi({
      'GET /admin/stress-tests/scenarios': () => {
        scenarioReads++;
        return { body: scenarios(scenarioReads > 1 ? { activeRunId: other.id } : {}) };
      },
      'GET /admin/stress-tests/runs': { body: list() },
      'POST /admin/stress-tests/runs': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'A stress run is already going',
            details: { runId: other.id },
          },
        },
      },
    });
    renderInRouter(<StressTestPage kind="booking" />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Start the run' }));
    expect(
      await screen.findByText(
        'Another run started first. One run at a time: this one was not started.',
      ),
    ).toBeTruthy();
    // The form asks again and closes on the run that won.
    expect(await screen.findByRole('button', { name: 'Show that run' })).toBeTruthy();
  });

  it('checks the numbers on the page before anything is sent', async () => {
    const calls = stubApi({
      'GET /admin/stress-tests/scenarios': { body: scenarios() },
      'GET /admin/stress-tests/runs': { body: list() },
    });
    renderInRouter(<StressTestPage kind="booking" />, { user: fakeUser() });
    const duration = await screen.findByRole('spinbutton', { name: 'Duration (seconds)' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '5');
    const ramp = screen.getByRole('spinbutton', { name: 'Ramp-up (seconds)' });
    await userEvent.clear(ramp);
    await userEvent.type(ramp, '9');
    const vus = screen.getByRole('spinbutton', { name: 'Virtual users' });
    await userEvent.clear(vus);
    await userEvent.type(vus, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Start the run' }));
    expect(await screen.findByText('Enter at most 200 virtual users.')).toBeTruthy();
    expect(screen.getByText('The ramp-up cannot be longer than the run.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('/admin/stress-test', () => {
  it('shows a message run’s delivery latency and compares two picked runs', async () => {
    const a = messageRun();
    const b = messageRun({
      id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1a',
      createdAt: '2026-11-29T18:00:00.000Z',
    });
    stubApi({
      'GET /admin/stress-tests/scenarios': { body: scenarios() },
      'GET /admin/stress-tests/runs': { body: list(b, a) },
      [runPath(a)]: { body: a },
      [runPath(b)]: { body: b },
    });
    const { router } = renderInRouter(<StressTestPage kind="messages" />, { user: fakeUser() });
    const latency = await screen.findByRole('region', { name: 'Delivery latency' });
    expect(within(latency).getByRole('listitem', { name: 'Delivery p95' }).textContent).toContain(
      '30 ms',
    );
    const boxes = screen.getAllByRole('checkbox', { name: /^Compare the run of / });
    expect(boxes).toHaveLength(2);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ compare: `${b.id},${a.id}` }),
    );
    const table = await screen.findByRole('table', { name: 'Two runs side by side' });
    const row = within(table).getByRole('row', { name: /^Delivery p95/ });
    expect(within(row).getByText('About the same')).toBeTruthy();
  });
});
