import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { FatalErrorScreen } from './fatal-error-screen';

interface State {
  failed: boolean;
}

/** Last line of defence: anything that escapes the router shows the failure screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <FatalErrorScreen /> : this.props.children;
  }
}
