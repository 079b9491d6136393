import { useState } from 'react';
import { act } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { vi } from 'vitest';
import type { PlacePrediction } from '@arrendo/contracts/web';
import type { PanelVariant } from '../steps/types';
import type { SearchPlace } from '../state';
import { useWhereListbox } from './use-where-listbox';
import { WhereSuggestions } from './where-suggestions';

// Test-only helpers for the Where step's tests (not imported by the app).

export interface PlacesCall {
  path: string;
  query: URLSearchParams;
}

export type PlacesAnswer = { status?: number; body?: unknown };

/**
 * Answers `/api/places/*` by path; unlike `stubApi` the query string is kept, since what was
 * typed (`q`) is what these tests are about. Unknown paths are 404s.
 */
export function stubPlaces(
  answer: (call: PlacesCall) => PlacesAnswer | Promise<PlacesAnswer>,
): PlacesCall[] {
  const calls: PlacesCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { path: url.pathname.replace(/^\/api/, ''), query: url.searchParams };
    calls.push(call);
    const { status = 200, body = {} } = await answer(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function prediction(
  placeId: string,
  mainText: string,
  secondaryText: string,
): PlacePrediction {
  return { placeId, mainText, secondaryText, description: `${mainText}, ${secondaryText}` };
}

export function details(placeId: string, name: string, lat: number, lng: number, types: string[]) {
  return {
    placeId,
    name,
    formattedAddress: `${name}, Chile`,
    city: name,
    region: 'Región Metropolitana',
    lat,
    lng,
    types,
  };
}

export const notFound = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'No such place.' } },
};

/** The bar's side, as the bar branch wires it: an input that keeps focus, the list under it. */
export function WhereField({
  variant = 'desktop',
  onPick,
}: {
  variant?: PanelVariant;
  onPick: (place: SearchPlace) => void;
}) {
  const [query, setQuery] = useState('');
  const listbox = useWhereListbox();
  return (
    <>
      <input
        aria-label="Where"
        {...listbox.inputProps}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <WhereSuggestions variant={variant} query={query} onPick={onPick} listbox={listbox} />
    </>
  );
}

export function clearToasts() {
  act(() => toast.remove());
}
