import { useEffect } from 'react';
import { isEmbedded } from '../../lib/frame';

/**
 * Inside a frame, tells the parent the page's height whenever it changes (FORM_HEIGHT). The
 * reporter loads only there: a page that is not framed never downloads it.
 */
export function useFormHeightReporting(allowedOrigins: readonly string[]): void {
  useEffect(() => {
    if (!isEmbedded()) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./report-form-height').then(({ reportFormHeight }) => {
      if (!left) stop = reportFormHeight(allowedOrigins);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [allowedOrigins]);
}
