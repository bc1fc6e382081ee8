import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';
import { ErrorFallback } from './ui/error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps a broken part of a page from taking the whole page down: the part is replaced by
 * "Something went wrong" and the error is reported. Route-level failures go to the router's
 * error page instead.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}
