import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { PROPERTY_ID, fakeListing } from '../test-support';
import { PropertiesList } from './properties-list';

beforeAll(() => i18nReady('en'));

const DRAFT_ID = '44444444-4444-4444-8444-444444444444';

describe('PropertiesList', () => {
  it('invites a host without listings to create the first one', async () => {
    const { router } = renderInRouter(<PropertiesList listings={[]} />);
    const section = await screen.findByRole('region', { name: 'Your Properties' });
    expect(within(section).getByText('No properties yet')).toBeTruthy();
    expect(within(section).getByText('Add your first property to start hosting')).toBeTruthy();
    // The empty state's own button, not 'Add New' as well.
    expect(within(section).queryByRole('link', { name: 'Add New' })).toBeNull();
    await userEvent.click(within(section).getByRole('link', { name: 'Create Listing' }));
    expect(router.state.location.pathname).toBe('/create-listing');
  });

  it('opens a published listing’s page and a draft’s editor, and adds new ones', async () => {
    renderInRouter(
      <PropertiesList
        listings={[
          fakeListing(),
          fakeListing({ id: DRAFT_ID, status: 'draft', title: null, location: null }),
        ]}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Your Properties' });
    const loft = within(list).getByRole('listitem', { name: 'Loft in Lastarria' });
    expect(within(loft).getByRole('link', { name: 'Loft in Lastarria' }).getAttribute('href')).toBe(
      `/property/${PROPERTY_ID}`,
    );
    expect(
      within(loft).getByRole('link', { name: 'Edit Loft in Lastarria' }).getAttribute('href'),
    ).toBe(`/edit-listing/${PROPERTY_ID}`);
    expect(within(loft).getByTestId('listing-status').textContent).toBe('Published');

    const draft = within(list).getByRole('listitem', { name: 'Untitled draft' });
    expect(within(draft).getByRole('link', { name: 'Untitled draft' }).getAttribute('href')).toBe(
      `/edit-listing/${DRAFT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe(
      '/create-listing',
    );
  });
});
