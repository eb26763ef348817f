import { ApplicationState, type VehicleModels } from '@lf/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/ui/loader';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useApplicationDispatch } from '../application';
import { OfferStageFields, withVehicleModels } from '../flow/lazy-offer-stages';
import { LoanSummary } from '../loan-information/lazy';
import { OfferFormNamespaces, SavedStagePage } from './offer-form-page';
import { loadVehicleModels, stageSaveOf } from './stage-calls';

type Models = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; models: VehicleModels };

const save = stageSaveOf(ApplicationState.VEHICLE);

/**
 * VEHICLE (/vehicle): the make and model from the server's list (the models follow the make),
 * the year, number plate and mileage. The list loads first; if it fails, Try again loads it
 * again, and every answer already given stays.
 */
export function VehiclePage() {
  const dispatch = useApplicationDispatch();
  const [models, setModels] = useState<Models>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void dispatch(loadVehicleModels()).then((result) => {
      if (current)
        setModels(result.ok ? { kind: 'ready', models: result.data } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [dispatch, attempt]);
  const fields = useMemo(
    () =>
      models.kind === 'ready'
        ? withVehicleModels(OfferStageFields[ApplicationState.VEHICLE], models.models)
        : [],
    [models],
  );
  if (models.kind === 'ready' && save) return <SavedStagePage save={save} fields={fields} />;
  return (
    <VehicleModelsPending
      failed={models.kind === 'failed'}
      onRetry={() => {
        setModels({ kind: 'loading' });
        setAttempt((count) => count + 1);
      }}
    />
  );
}

/** While the makes and models load, or after they failed to: the page's title, and why. */
function VehicleModelsPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation(OfferFormNamespaces);
  const { t: tApp } = useTranslation();
  const title = tApp('pages>vehicle');
  useDocumentTitle(title);
  return (
    <div className="lf-step">
      <PageHeading>{title}</PageHeading>
      {failed ? (
        <RetryAlert
          title={t('vehicle>loadFailedTitle')}
          retryLabel={tApp('common>tryAgain')}
          onRetry={onRetry}
        >
          {t('vehicle>loadFailedBody')}
        </RetryAlert>
      ) : (
        <Loader size={48} label={t('vehicle>loading')} />
      )}
      <LoanSummary />
    </div>
  );
}
