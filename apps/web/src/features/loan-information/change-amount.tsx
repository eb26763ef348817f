import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryingImport } from '../../lib/retrying-import';

/** Fetched when the button is first pressed: the page does not carry the dialog until then. */
const LazyAmountDialog = lazy(() => retryingImport(() => import('./amount-dialog')));

/** "Change amount": opens the amount dialog; focus comes back here when it closes. */
export function ChangeAmount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="lf-link-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('amountDialog>open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyAmountDialog
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
