import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { StressRun, StressScenariosResponse } from '@arrendo/contracts/web';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): /admin/booking-stress-test and /admin/stress-test. An admin
// launches a small run from each page against this deployment and reads its result as it
// streams in. Runs are one at a time for the whole deployment, so these go one after another.

test.use({ locale: 'en-US' });
// Making the run's test data, the load itself (a few seconds), the check and the clean-up.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
/** A small run's whole life on a busy two-core machine. */
const RUN_DONE_MS = 120_000;

async function signedInAdmin(page: Page, request: APIRequestContext, path: string) {
  const email = uniqueEmail('stress');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  await page.goto(path);
  await logInInOpenModal(page, email);
}

/** A run another spec (or a retry) left going would close the form: wait for it to end. */
async function noRunGoing(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/admin/stress-tests/scenarios');
        expect(res.status(), await res.text()).toBe(200);
        return ((await res.json()) as StressScenariosResponse).activeRunId;
      },
      { timeout: RUN_DONE_MS },
    )
    .toBeNull();
}

async function fillRun(page: Page, run: { vus: number; duration: number; ramp: number }) {
  await page.getByLabel('Virtual users', { exact: true }).fill(String(run.vus));
  await page.getByLabel('Duration (seconds)', { exact: true }).fill(String(run.duration));
  await page.getByLabel('Ramp-up (seconds)', { exact: true }).fill(String(run.ramp));
}

/** Starts the run filled in and waits for its end on the page; the run as the API has it. */
async function startAndFinish(
  page: Page,
  whileGoing: () => Promise<void> = async () => undefined,
): Promise<StressRun> {
  const before = new URL(page.url()).searchParams.get('run');
  await page.getByRole('button', { name: 'Start the run' }).click();
  // The page shows the new run (not the one it showed before).
  await expect(page).toHaveURL((url) => {
    const run = url.searchParams.get('run');
    return run !== null && run !== before;
  });
  const runId = new URL(page.url()).searchParams.get('run') ?? '';
  await whileGoing();
  const panel = page.getByRole('region', { name: /^Run of / });
  await expect(panel.getByText('The run is over.')).toBeVisible({ timeout: RUN_DONE_MS });
  // The form opens again for the next run.
  await expect(page.getByRole('button', { name: 'Start the run' })).toBeEnabled();
  const res = await page.request.get(`/api/admin/stress-tests/runs/${runId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as StressRun;
}

test('a booking stress run launched from the page reports one winner per contested slot and no double booking', async ({
  page,
  request,
}) => {
  await signedInAdmin(page, request, '/admin/booking-stress-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking stress test' })).toBeVisible();
  await noRunGoing(page);
  await page.reload();

  // Out of bounds: said on the field, and nothing is started.
  const shownBefore = new URL(page.url()).searchParams.get('run');
  await fillRun(page, { vus: 0, duration: 6, ramp: 1 });
  await page.getByRole('button', { name: 'Start the run' }).click();
  await expect(page.getByText('Enter at least 1 virtual user.')).toBeVisible();
  await fillRun(page, { vus: 4, duration: 6, ramp: 7 });
  await page.getByRole('button', { name: 'Start the run' }).click();
  await expect(page.getByText('The ramp-up cannot be longer than the run.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('run')).toBe(shownBefore);

  await fillRun(page, { vus: 4, duration: 6, ramp: 1 });
  await page.getByLabel('What the run books').selectOption('home');
  const run = await startAndFinish(page, async () => {
    // While it goes, the form is closed and says why.
    await expect(page.getByText('A run is going. One run at a time')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the run' })).toBeDisabled();
  });
  const panel = page.getByRole('region', { name: /^Run of / });

  // The verdicts, large: every contested slot had exactly one winner; nothing was booked twice.
  await expect(
    panel.getByText(/^Exactly one winner in (the contested slot|each of the \d+ contested slots)$/),
  ).toBeVisible();
  await expect(panel.getByTestId('double-bookings')).toHaveText('0 double bookings found');
  await panel.getByText('Show every slot').click();
  const slots = panel.getByRole('table', { name: 'Contested slots' });
  const rows = slots.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  // Columns: slot (row header), asked, won, lost, other.
  for (const won of await rows.locator('td:nth-of-type(2)').allTextContents()) {
    expect(won).toBe('1');
  }
  await expect(panel.getByRole('table', { name: 'Thresholds' })).toBeVisible();
  // The finished run's result, its slots open (the route walk sees the page without a run).
  await expectNoSeriousA11yViolations(page, 'booking stress run result');
  await expect(panel.getByRole('listitem', { name: 'http_req_duration p(95)' })).toContainText(
    /\d ?(ms|s)$/,
  );

  // The page said what the API has: one winner per slot, the booking service's check found none.
  expect(run.status).toBe('completed');
  expect(run.result?.booking?.doubleBookings.overlaps).toBe(0);
  expect(run.slots.length).toBeGreaterThan(0);
  expect(run.slots.every((slot) => slot.won === 1)).toBe(true);

  // It is listed among the page's past runs.
  await expect(
    page.getByRole('table', { name: 'Past runs' }).locator('tr[aria-current="true"]'),
  ).toHaveCount(1);
});

test('a message stress run reports its delivery latency, and two runs compare side by side', async ({
  page,
  request,
}) => {
  await signedInAdmin(page, request, '/admin/stress-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Message stress test' })).toBeVisible();
  await noRunGoing(page);
  await page.reload();

  await fillRun(page, { vus: 2, duration: 6, ramp: 1 });
  const first = await startAndFinish(page);
  expect(first.status).toBe('completed');
  const delivery = first.result?.metrics.message_delivery_duration;
  expect(delivery?.['p(95)']).toBeGreaterThan(0);
  const panel = page.getByRole('region', { name: /^Run of / });
  const latency = panel.getByRole('region', { name: 'Delivery latency' });
  for (const name of ['Delivery p50', 'Delivery p95', 'Delivery p99']) {
    await expect(latency.getByRole('listitem', { name })).toContainText(/\d ?(ms|s)$/);
  }

  // A second, smaller run; then both are picked from the list and compared.
  await fillRun(page, { vus: 1, duration: 5, ramp: 0 });
  const second = await startAndFinish(page);
  expect(second.id).not.toBe(first.id);
  const list = page.getByRole('table', { name: 'Past runs' });
  const boxes = list.getByRole('checkbox', { name: /^Compare the run of / });
  // Clicked, not `check()`ed: the box follows the address, which changes a moment later.
  await boxes.nth(0).click();
  await expect(boxes.nth(0)).toBeChecked();
  await boxes.nth(1).click();
  await expect(boxes.nth(1)).toBeChecked();
  await expect(page).toHaveURL((url) => (url.searchParams.get('compare') ?? '').includes(','));
  const compare = page.getByRole('table', { name: 'Two runs side by side' });
  await expect(compare.getByRole('row', { name: /^Delivery p95/ })).toBeVisible();
  await expect(compare.getByRole('row', { name: /^http_req_failed/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'two message stress runs compared');
});
