import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, stubApi } from '@/test/render-in-router';
import { EXPORT_URL, NEW_EXPORT_URL, SYNC_PATH, fakeSync, renderSection } from '../test-support';

beforeAll(() => i18nReady('en'));
afterEach(() => vi.restoreAllMocks());

describe('ExportCalendar', () => {
  it('shows the export address and copies it', async () => {
    stubApi({ [`GET ${SYNC_PATH}`]: { body: fakeSync() } });
    const user = userEvent.setup();
    renderSection();
    const address = (await screen.findByRole('textbox', {
      name: 'Export address',
    })) as HTMLInputElement;
    expect(address.value).toBe(EXPORT_URL);
    expect(address.readOnly).toBe(true);
    expect(screen.getByRole('heading', { name: 'Export calendar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(EXPORT_URL);
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('selects the address when the clipboard refuses', async () => {
    stubApi({ [`GET ${SYNC_PATH}`]: { body: fakeSync() } });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderSection();
    const address = (await screen.findByRole('textbox', {
      name: 'Export address',
    })) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Could not copy/)).toBeTruthy();
    expect(document.activeElement).toBe(address);
  });

  it('gets a new address only after confirming', async () => {
    const calls = stubApi({
      [`GET ${SYNC_PATH}`]: { body: fakeSync() },
      [`POST ${SYNC_PATH}/feed`]: { body: fakeSync({ exportUrl: NEW_EXPORT_URL }) },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Get a new address' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Get a new address?' });
    expect(
      within(dialog).getByText(
        'The old address will stop working. Calendars that use it must be given the new one.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Get a new address' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Replace address' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Export address' }) as HTMLInputElement).value,
      ).toBe(NEW_EXPORT_URL),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `${SYNC_PATH}/feed`, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(/Your new address is ready/)).toBeTruthy();
  });
});
