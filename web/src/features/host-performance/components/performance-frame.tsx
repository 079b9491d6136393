import type { ReactNode } from 'react';
import { HostPageFrame } from '@/features/shell/host-page-frame';

export interface PerformanceFrameProps {
  /** Beside the title: the period and the listing. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The performance page's frame, for every state of the page. */
export function PerformanceFrame(props: PerformanceFrameProps) {
  return <HostPageFrame ns="host-performance" {...props} />;
}
