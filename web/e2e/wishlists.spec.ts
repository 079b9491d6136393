import { expect, test } from '@playwright/test';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';

// Issue 8: a guest saves a demo listing from the home page to a new wishlist, finds it on
// /wishlists and on the list's page, and removes it.

test.use({ locale: 'en-US' });

test('a guest saves a listing to a new wishlist and removes it', async ({ page, request }) => {
  const email = uniqueEmail('wishlist');
  await createVerifiedUser(request, email);
  const listName = `Weekend ${Date.now()}`;

  await page.goto('/');
  const card = page.getByTestId('listing-card').first();
  const title = (await card.getByTestId('listing-title').innerText()).trim();
  const heart = card.getByRole('button', { name: `Save ${title}` });

  // Signed out, the heart asks for the login modal and stays on the home page.
  await heart.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await logInInOpenModal(page, email);
  await expect(page.getByRole('dialog')).toBeHidden();

  await heart.click();
  const save = page.getByRole('dialog', { name: 'Save to a wishlist' });
  await save.getByLabel('Name').fill(listName);
  await save.getByRole('button', { name: 'Create and save' }).click();
  await expect(page.getByText(`Saved to ${listName}`)).toBeVisible();
  await expect(save).toBeHidden();
  const saved = card.getByRole('button', { name: `Remove ${title} from wishlists` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The filled heart survives a reload (it comes from the server).
  await page.reload();
  await expect(
    page
      .getByTestId('listing-card')
      .first()
      .getByRole('button', { name: `Remove ${title} from wishlists` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlists');
  await expect(page).toHaveTitle('Arrendo | Wishlists');
  const tile = page.getByRole('link', { name: new RegExp(listName) });
  await expect(tile).toContainText('1 saved');
  await tile.click();

  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(page.getByTestId('listing-title')).toHaveText(title);
  await page.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
  await expect(page.getByText('Nothing saved yet')).toBeVisible();

  await page.goto('/');
  await expect(
    page
      .getByTestId('listing-card')
      .first()
      .getByRole('button', { name: `Save ${title}` }),
  ).toHaveAttribute('aria-pressed', 'false');
});
