import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { isEmbedded } from '../../lib/frame';
import { useApplicationSelector } from '../application';
import { RepresentativeExample } from '../representative-example';
import { LoanControls } from './loan-controls';
import { useSaveLoan } from './use-save-loan';
import './amount-dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab moves between, in order. */
function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export interface AmountDialogProps {
  /** Called once the dialog has closed (saved, cancelled or dismissed with Escape). */
  onClose: () => void;
}

/**
 * The initial-details step's modal variant (spec section 2), on every page of a v3 flow (issue
 * 37, item 5): the amount and period in a modal dialog, changed without leaving the page.
 * Labelled by its heading; focus moves into it and Tab stays inside; Escape or Cancel closes it
 * and changes nothing; Save keeps the new loan: on initial-details for the page's Continue, on a
 * later page sent to the lead at once (`useSaveLoan`). Mounted only while open, outside the
 * page's form.
 */
export default function AmountDialog({ onClose }: AmountDialogProps) {
  const { t } = useTranslation();
  const saveLoan = useSaveLoan();
  const amount = useApplicationSelector((state) => state.application.applicationData.amount);
  const period = useApplicationSelector((state) => state.application.applicationData.period);
  const [draft, setDraft] = useState({ amount, period });
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // In a partner's frame as tall as the page, the dialog is centred in the frame, which may be
    // far from what the partner's page shows of it: the partner's page is scrolled to it.
    if (isEmbedded()) element.scrollIntoView({ block: 'center' });
    if (!element.contains(document.activeElement)) {
      focusables(element)[0]?.focus({ preventScroll: isEmbedded() });
    }
    return () => {
      if (element.open) element.close();
    };
  }, []);

  function close() {
    // Closed before the page gets focus back: while it is open, the rest of the page is inert.
    dialog.current?.close();
    onClose();
  }

  function save() {
    // Closed first: focus is back on the page before the answer to a save can move it.
    close();
    saveLoan(draft);
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <dialog
      ref={dialog}
      className="lf-dialog"
      aria-labelledby={headingId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={headingId} className="lf-dialog__title">
        {t('amountDialog>title')}
      </h2>
      <LoanControls
        amount={draft.amount}
        period={draft.period}
        onAmountChange={(next) => setDraft((current) => ({ ...current, amount: next }))}
        onPeriodChange={(next) => setDraft((current) => ({ ...current, period: next }))}
        summary={false}
      />
      {/* What the loan in the dialog costs, before it is saved (issue 37); it also reads out the
          summary sentence the controls leave out, once the figures rest. */}
      <RepresentativeExample amount={draft.amount} period={draft.period} headingLevel={3} />
      <div className="lf-dialog__actions">
        <Button onClick={save}>{t('amountDialog>save')}</Button>
        <Button variant="secondary" onClick={close}>
          {t('amountDialog>cancel')}
        </Button>
      </div>
    </dialog>,
    document.body,
  );
}
