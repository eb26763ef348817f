import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../lib/logger';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Any crash while rendering shows the fallback text instead of a blank page (spec section 8). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logger.error('Rendering failed', { error, componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
