import type { OfferStageSave } from '@lf/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/brand-context';
import { useApplicationDispatch } from '../application';
import { routeForState } from '../flow';
import type { FieldDefinition } from '../flow';
import { StageForm, type SubmitAnswers } from '../steps/lazy';
import { OfferFormNamespaces } from './offer-form-texts';
import { saveStage } from './stage-calls';

export { OfferFormNamespaces };

export interface StagePageProps {
  /** The page's route: its title (`pages>{slug}`) and its introduction (`intro>{slug}`). */
  route: string;
  fields: readonly FieldDefinition[];
  submit: SubmitAnswers;
  back?: string | null;
}

/** A state's form: the step form with the page's introduction, sending by `submit`. */
export function StagePage({ route, fields, submit, back }: StagePageProps) {
  const { t } = useTranslation(OfferFormNamespaces);
  const { country } = useBrand();
  const page = useMemo(() => ({ route, fields }), [route, fields]);
  // An introduction that names the country's id (the CNP page's) has a version per country.
  const intro = t(`intro>${route.slice(1)}`, { context: country });
  return <StageForm page={page} submit={submit} intro={intro} back={back} />;
}

/**
 * An after-offer form saved by its state's own call; leaving it replaces the history entry
 * (the navigator decides, spec section 2).
 */
export function SavedStagePage({
  save,
  fields,
}: {
  save: OfferStageSave;
  fields: readonly FieldDefinition[];
}) {
  const dispatch = useApplicationDispatch();
  const submit = useCallback<SubmitAnswers>(
    (answers) => dispatch(saveStage(save, answers)),
    [dispatch, save],
  );
  return <StagePage route={routeForState(save.state).route} fields={fields} submit={submit} />;
}
