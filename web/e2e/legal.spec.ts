import { expect, test } from '@playwright/test';
import { scrollY } from './support/page-state.js';

// Spec 2.15: the privacy policy and the terms, with their tables of contents, anchors and the
// operator's contacts from GET /api/site. No account needed.

test.use({ locale: 'en-US' });

test('/privacy lists 12 sections and Schedule 1, and a TOC link scrolls to its section', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: November 23, 2026')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');

  const toc = page.getByTestId('legal-toc');
  const links = toc.getByRole('link');
  await expect(links).toHaveCount(13);
  const titles = await links.allInnerTexts();
  titles.slice(0, 12).forEach((title, index) => expect(title).toMatch(`${index + 1}. `));
  expect(titles[12]).toMatch(/^Schedule 1/);

  await toc.getByRole('link', { name: '8. Your rights and how to exercise them' }).click();
  await expect(page.locator('#your-rights')).toBeInViewport();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.locator('#your-rights')).toBeFocused();

  // Visitors get the way into their account; the button opens the auth modal.
  await page.getByTestId('legal-auth-box').getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Log in or sign up' }),
  ).toBeVisible();
});

test('/privacy in Spanish has the same sections, and a deep link lands on its section', async ({
  page,
}) => {
  await page.goto('/privacy?lng=es#retention');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de Privacidad' }),
  ).toBeVisible();
  await expect(page.getByText('Última actualización: 23 de noviembre de 2026')).toBeVisible();
  const links = page.getByTestId('legal-toc').getByRole('link');
  await expect(links).toHaveCount(13);
  expect((await links.allInnerTexts())[12]).toMatch(/^Anexo 1/);
  await expect(page.locator('#retention')).toBeInViewport();
  await expect(page.locator('#retention')).toContainText('Cuánto tiempo guardamos tus datos');
  expect(await page.evaluate(scrollY)).toBeGreaterThan(0);
});

test('/terms shows the legal contact from the site config, and back-to-top', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site')).json()) as { legalEmail: string };
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByTestId('legal-toc').getByRole('link')).toHaveCount(11);

  const contact = page.locator('#contact + p');
  const email = contact.getByRole('link', { name: site.legalEmail });
  await expect(email).toHaveAttribute('href', `mailto:${site.legalEmail}`);
  await expect(page.getByText('{{')).toHaveCount(0);

  await email.scrollIntoViewIfNeeded();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await backToTop.click();
  await expect.poll(() => page.evaluate(scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeFocused();
  await expect(backToTop).toBeHidden();
});
