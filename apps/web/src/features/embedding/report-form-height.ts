import { parentOrigin } from '../../lib/frame';
import { logger } from '../../lib/logger';
import { allowedTargetOrigin, createHeightReporter } from './height-reporter';

/**
 * Tells the framing page the form's height whenever it changes (FORM_HEIGHT), if it is an
 * allowed origin. Loaded only inside a frame. Returns the way to stop.
 */
export function reportFormHeight(allowedOrigins: readonly string[]): () => void {
  const target = allowedTargetOrigin(parentOrigin(), allowedOrigins);
  if (target === null) {
    logger.warn('The framing page is not an allowed postMessage origin; height not reported');
    return () => undefined;
  }
  const reporter = createHeightReporter((message) => window.parent.postMessage(message, target));
  const observer = new ResizeObserver(() => {
    reporter.observe(document.documentElement.scrollHeight);
  });
  observer.observe(document.body);
  reporter.observe(document.documentElement.scrollHeight);
  return () => {
    observer.disconnect();
    reporter.dispose();
  };
}
