import { useMemo, useState } from 'react';
import { searchFromUrl, type SearchState } from '../state';
import { useSearchUrl } from '../use-search-url';
import { formAfterUrlChange } from './search-form';

/**
 * The search form, initialised from the URL (so a reload restores it) and following it when it
 * changes: a search, the logo or Back replace the form; the mode tabs only adjust it.
 */
export function useUrlForm() {
  const url = useSearchUrl();
  const fromUrl = useMemo(() => searchFromUrl(url), [url]);
  const [form, setForm] = useState(fromUrl);
  const [synced, setSynced] = useState(fromUrl);
  if (synced !== fromUrl) {
    // Adjusting state while rendering (React's pattern for "state derived from a prop").
    setSynced(fromUrl);
    setForm((current) => formAfterUrlChange(current, synced, fromUrl));
  }
  return { url, form, setForm: setForm as (update: (s: SearchState) => SearchState) => void };
}
