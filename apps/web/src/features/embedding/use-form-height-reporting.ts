import { useEffect } from 'react';
import { isEmbedded, parentOrigin } from '../../lib/frame';
import { logger } from '../../lib/logger';
import { allowedTargetOrigin, createHeightReporter } from './height-reporter';

/** Inside a frame, tells the parent the page's height whenever it changes (FORM_HEIGHT). */
export function useFormHeightReporting(allowedOrigins: readonly string[]): void {
  useEffect(() => {
    if (!isEmbedded()) return undefined;
    const target = allowedTargetOrigin(parentOrigin(), allowedOrigins);
    if (target === null) {
      logger.warn('The framing page is not an allowed postMessage origin; height not reported');
      return undefined;
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
  }, [allowedOrigins]);
}
