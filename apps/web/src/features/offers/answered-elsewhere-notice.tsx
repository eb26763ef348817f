import type { ApplicationState } from '@lf/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useBrand } from '../../config/brand-context';
import { useApplicationSelector } from '../application';
import {
  answeredElsewhere,
  keptAt,
  type AnsweredElsewhere,
  type OnAnsweredElsewhere,
} from './answered-elsewhere';

/**
 * For the app's state pages, which stay mounted from an offer's page to the result's: what an
 * offer's page said of an answer refused as answered elsewhere (`onAnsweredElsewhere`, given to
 * every state's page), and the note the page of `state` tells, if any (decision 0048). Held for
 * this page load, in the state pages' own code: neither the first page's store nor its code
 * carries it.
 */
export function useAnsweredElsewhere(state: ApplicationState): {
  told: AnsweredElsewhere | null;
  onAnsweredElsewhere: OnAnsweredElsewhere;
} {
  const leadId = useApplicationSelector((root) => root.application.applicationData.id);
  const [note, setNote] = useState<AnsweredElsewhere | null>(null);
  const kept = keptAt(note, leadId, state);
  // Carried to the page checking ends in, or ended: kept as this page finds it.
  if (kept.note !== note) setNote(kept.note);
  const onAnsweredElsewhere = useCallback<OnAnsweredElsewhere>(
    ({ from, movedTo }) => {
      if (leadId) setNote(answeredElsewhere(leadId, from, movedTo));
    },
    [leadId],
  );
  return { told: kept.shown ? kept.note : null, onAnsweredElsewhere };
}

/**
 * Above the page the lead moved to: the answer given here did not count, and, where the brand
 * gives a contact (the result page shows it, with the application's reference), to use it if
 * that is not what the applicant meant. An alert, read out as it appears, that stays on the page.
 */
export function AnsweredElsewhereNotice({ accepted }: { accepted: boolean }) {
  // Its texts may come after the page's: nothing is shown, and the page not held, until then.
  const { t, ready } = useTranslation('offers', { useSuspense: false });
  const { support } = useBrand();
  if (!ready) return null;
  const contact = accepted ? t('elsewhere>acceptedContact') : t('elsewhere>answeredContact');
  return (
    <div className="lf-save-not-sent">
      <Alert title={accepted ? t('elsewhere>acceptedTitle') : t('elsewhere>answeredTitle')}>
        {t('elsewhere>body')}
        {support ? ` ${contact}` : null}
      </Alert>
    </div>
  );
}
