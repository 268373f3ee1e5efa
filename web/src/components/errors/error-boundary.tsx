import { Component, type ErrorInfo, type ReactNode } from 'react';

import { reportError } from '@/lib/error-reporting';

type ErrorBoundaryProps = {
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean };

/** Catches render errors above the router (providers, the router itself) and reports them. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { source: 'react.error-boundary', componentStack: info.componentStack });
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
