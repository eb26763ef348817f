import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../lib/logger';

interface Props {
  fallback: ReactNode;
  /** Shown while a failed download is tried again (a chunk-load failure is not a crash). */
  retrying?: ReactNode;
  children: ReactNode;
  /** Waits before each new attempt to render after a chunk-load failure. */
  retryDelaysMs?: readonly number[];
}

interface State {
  failed: boolean;
  chunkFailures: number;
}

const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** A code-split chunk that could not be downloaded: a passing failure a retry may fix. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * Any crash while rendering shows the fallback text instead of a blank page (spec section 8).
 * A chunk that failed to download is not a crash: the boundary shows `retrying`, waits for the
 * connection (and a moment), then renders its children again, up to the delays given.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, chunkFailures: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOnline = () => this.retrySoon(this.state.chunkFailures);

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, ...(isChunkLoadError(error) ? {} : { chunkFailures: Infinity }) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && this.state.chunkFailures !== Infinity) {
      logger.warn('A page part failed to download; trying again', { error: error.name });
      const failures = this.state.chunkFailures + 1;
      this.setState({ chunkFailures: failures });
      if (navigator.onLine) this.retrySoon(failures);
      else window.addEventListener('online', this.onOnline, { once: true });
      return;
    }
    logger.error('Rendering failed', { error: error.message, componentStack: info.componentStack });
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
  }

  private retrySoon(failures: number) {
    const delays = this.props.retryDelaysMs ?? [1000, 2000, 4000];
    const delay = delays[failures - 1];
    if (delay === undefined) {
      this.setState({ chunkFailures: Infinity });
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState({ failed: false }), delay);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retrying = this.state.chunkFailures !== Infinity;
    return retrying ? (this.props.retrying ?? null) : this.props.fallback;
  }
}
