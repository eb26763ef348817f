import { Suspense, use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedImport } from '../../lib/retrying-import';
import type { AmountDialogProps } from './amount-dialog';

/**
 * The dialog's code: hinted once the page is idle (server/next-step-files.ts), asked for as the
 * applicant comes to the button (pointer or focus), and at the latest on the press.
 */
const loadAmountDialog = sharedImport(() => import('./amount-dialog'));

/** The dialog, drawn at once when its code is there (no suspension), else once it arrives. */
function LoadedAmountDialog(props: AmountDialogProps) {
  const { default: AmountDialog } = use(loadAmountDialog());
  return <AmountDialog {...props} />;
}

/** "Change amount": opens the amount dialog; focus comes back here when it closes. */
export function ChangeAmount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const askForCode = () => {
    loadAmountDialog().catch(() => undefined);
  };
  // A dialog whose code arrives after the press is opened once it is there: shown through a
  // Suspense fallback instead, React would hold it back at least 300 ms more. If the code cannot
  // come, the dialog is drawn all the same and its error reaches the page's boundary, as before.
  const openDialog = () => {
    if (loadAmountDialog.loaded()) {
      setOpen(true);
      return;
    }
    const show = () => setOpen(true);
    loadAmountDialog().then(show, show);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="lf-link-button"
        aria-haspopup="dialog"
        onPointerEnter={askForCode}
        onFocus={askForCode}
        onClick={openDialog}
      >
        {t('amountDialog>open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LoadedAmountDialog
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
