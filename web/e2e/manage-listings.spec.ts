import { expect, test } from '@playwright/test';
import { createVerifiedUser, uniqueEmail } from './support/auth.js';
import { createDraft, createPublishedListing } from './support/host-listings.js';

// Issue 8: the host's /manage-listings page against the real stack.

test.use({ locale: 'en-US' });

test('a host unpublishes, publishes again and deletes a listing', async ({ page, request }) => {
  // Verifying through page.request leaves the page signed in as the new host.
  await createVerifiedUser(page.request, uniqueEmail('host-manage'));
  const title = `Loft near Santa Lucía ${Date.now()}`;
  const listing = await createPublishedListing(page.request, title);

  await page.goto('/manage-listings');
  await expect(page).toHaveTitle('Arrendo | Your listings');
  const row = page.getByRole('listitem', { name: title });
  await expect(row.getByTestId('listing-status')).toHaveText('Published');
  await expect(row.getByTestId('listing-price')).toContainText('day');

  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(`${title} is hidden from guests`)).toBeVisible();
  await expect(row.getByTestId('listing-status')).toHaveText('Unlisted');
  // Hidden from guests (the `request` fixture is signed out; the host may still preview it).
  const hidden = await request.get(`/api/properties/${listing.id}`);
  expect(hidden.status()).toBe(404);

  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${title} is published`)).toBeVisible();
  await expect(row.getByTestId('listing-status')).toHaveText('Published');

  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this listing?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete listing' }).click();
  await expect(page.getByText(`${title} was deleted`)).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByText('No listings yet')).toBeVisible();
  const gone = await request.get(`/api/properties/${listing.id}`);
  expect(gone.status()).toBe(404);
});

test('publishing an unfinished draft takes the host to the step that needs work', async ({
  page,
}) => {
  await createVerifiedUser(page.request, uniqueEmail('host-draft'));
  const id = await createDraft(page.request);

  await page.goto('/manage-listings');
  const row = page.getByRole('listitem', { name: 'Untitled draft' });
  await expect(row.getByTestId('listing-status')).toHaveText('Draft');
  await expect(row.getByText(/things? left to finish/)).toBeVisible();

  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('A few things are missing before you can publish')).toBeVisible();
  // A home draft has its type; the first thing missing is on the basics step (the category).
  await expect(page).toHaveURL(
    (url) => url.pathname === `/edit-listing/${id}` && url.searchParams.get('step') === 'basics',
  );
});
