import { parentOrigin } from '../../lib/frame';
import { logger } from '../../lib/logger';
import { allowedTargetOrigin, createHeightReporter } from './height-reporter';

/**
 * The page's own height: its root element's box, which holds the body and its margins. Not the
 * document's `scrollHeight`, which is never less than the frame itself: once the partner's page
 * had made the frame as tall as a long page, a shorter one still measured that tall, and the frame
 * never came down again.
 */
const formHeight = () => document.documentElement.getBoundingClientRect().height;

/**
 * Tells the framing page the form's height whenever it changes (FORM_HEIGHT), if it is an
 * allowed origin. Loaded only inside a frame. Returns the way to stop.
 */
export function reportFormHeight(allowedOrigins: readonly string[]): () => void {
  const target = allowedTargetOrigin(parentOrigin(), allowedOrigins, window.location.origin);
  if (target === null) {
    logger.warn('The framing page is not an allowed postMessage origin; height not reported');
    return () => undefined;
  }
  const reporter = createHeightReporter((message) => window.parent.postMessage(message, target));
  const observer = new ResizeObserver(() => reporter.observe(formHeight()));
  // Its border box: the room the consent bar keeps below the page is the body's padding, which
  // the content box (the default) does not change with.
  observer.observe(document.body, { box: 'border-box' });
  reporter.observe(formHeight());
  return () => {
    observer.disconnect();
    reporter.dispose();
  };
}
