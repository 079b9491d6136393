import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/render-in-router';
import { useRecordView } from './use-record-view';

const ID = '6f0e7c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useRecordView', () => {
  it('posts one view of a listing on the market, once per listing shown', async () => {
    const calls = stubApi({ [`POST /properties/${ID}/views`]: { status: 204 } });
    const { rerender } = renderHook(({ id }) => useRecordView(id, true), {
      initialProps: { id: ID },
    });
    rerender({ id: ID });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/properties/${ID}/views` });
  });

  it('counts nothing for a preview', () => {
    const calls = stubApi({});
    renderHook(() => useRecordView(ID, false));
    expect(calls).toEqual([]);
  });

  it('keeps quiet when the count fails', async () => {
    const calls = stubApi({
      [`POST /properties/${ID}/views`]: { status: 503, body: { error: { code: 'UNAVAILABLE' } } },
    });
    renderHook(() => useRecordView(ID, true));
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
