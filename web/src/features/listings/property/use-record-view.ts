import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * Counts this page's view for the host's performance page once it has drawn: a POST nobody
 * waits for, whose failure changes nothing on the page. The server counts a visitor once a day
 * and never the host; a preview (a listing not on the market) is not counted at all. Kept this
 * small on purpose: it rides in the property page's first visit (.size-limit.ts). The id is a
 * UUID (the route checked it), so it goes in the path as it is.
 */
export function useRecordView(propertyId: string, onMarket: boolean): void {
  useEffect(() => {
    if (onMarket) apiRequest(`/properties/${propertyId}/views`, { method: 'POST' }).catch(noop);
  }, [propertyId, onMarket]);
}

function noop(): void {}
