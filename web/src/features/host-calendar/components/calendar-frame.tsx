import type { ReactNode } from 'react';
import { HostPageFrame } from '@/features/shell/host-page-frame';

export interface CalendarFrameProps {
  /** Beside the title: the listing selector, when the host has more than one. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The calendar's frame, for every state of the page. */
export function CalendarFrame(props: CalendarFrameProps) {
  return <HostPageFrame ns="host-calendar" {...props} />;
}
