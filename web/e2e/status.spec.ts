import { expect, test } from '@playwright/test';

// Issue 25 point 4 and decisions.md (Shell): the operator status page says which services are
// up, how many listings are published, and that payments are simulated when the offline dev
// provider is on (it is here: the system under test runs on this machine).
test.use({ locale: 'en-US' });

const SERVICES = [
  'nats',
  'redis',
  'identity',
  'listing',
  'booking',
  'pricing',
  'payment',
  'notification',
  'messaging',
  'stress',
];

test('/status shows each service, the dev payment provider ON and the listings count', async ({
  page,
  request,
}) => {
  const health = (await (await request.get('/api/health')).json()) as {
    checks: Record<string, unknown>;
    devPaymentProvider?: boolean;
  };
  expect(Object.keys(health.checks)).toEqual(SERVICES);
  expect(health.devPaymentProvider).toBe(true);
  const reply = await request.get('/api/properties?limit=1');
  expect(reply.ok()).toBe(true);
  const { total } = (await reply.json()) as { total: number };
  expect(total).toBeGreaterThan(0);

  // The spec's old address still works: it lands here.
  await page.goto('/backend-test');
  await expect(page).toHaveURL((url) => url.pathname === '/status');
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await expect(page).toHaveTitle('Arrendo | System status');

  await expect(page.getByTestId('status-overall')).toHaveText('All services are up');
  const rows = page.getByTestId('service-check');
  await expect(rows).toHaveCount(SERVICES.length);
  for (const service of SERVICES) {
    const row = page.locator(`[data-testid="service-check"][data-service="${service}"]`);
    await expect(row).toHaveAttribute('data-state', 'ok');
    await expect(row).toContainText('Up');
  }
  await expect(rows.filter({ hasText: 'Payments' })).toHaveAttribute('data-service', 'payment');

  const dev = page.getByTestId('dev-payment-provider');
  await expect(dev).toBeVisible();
  await expect(dev).toHaveAttribute('data-state', 'on');
  await expect(dev).toHaveText(
    'Offline dev payment provider: ON. Payments are simulated and no money moves; bookings are confirmed without a real charge.',
  );
  await expect(page.getByTestId('status-listings')).toHaveText(
    `Connection successful! Found ${total} listings`,
  );

  // The same page in Spanish.
  await page.goto('/status?lng=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado del sistema' })).toBeVisible();
  await expect(page.getByTestId('dev-payment-provider')).toContainText(
    'Proveedor de pagos de desarrollo sin conexión: ACTIVADO.',
  );
  await expect(page.locator('[data-testid="service-check"][data-service="booking"]')).toContainText(
    'Funciona',
  );
});
