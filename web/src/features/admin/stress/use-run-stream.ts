import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectStressRun } from './connect';

/** Listens to a run while it goes: its query follows the stream, closed once the run ends. */
export function useStressRunStream(runId: string, live: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    return connectStressRun(client, runId);
  }, [client, runId, live]);
}
