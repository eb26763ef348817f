import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FieldsetShell } from '../../components/ui/fieldset-shell';
import { MarketingConsentChannels } from '../flow';
import { consentChannelName } from './marketing-consents';

export interface MarketingConsentsFieldProps {
  /** The group's id; each channel's checkbox is `<id>-<channel>` (the first is the link target). */
  id: string;
  legend: string;
  hint?: string;
  errorPrefix: string;
  /** The form library's props for a checkbox, by its form value name. */
  register: (name: string) => UseFormRegisterReturn;
}

/**
 * The marketing consents: one optional checkbox per channel (e-mail, phone, text message, post)
 * under one legend and hint. None is needed to go on.
 */
export function MarketingConsentsField({
  id,
  legend,
  hint,
  errorPrefix,
  register,
}: MarketingConsentsFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldsetShell
      id={id}
      legend={legend}
      hint={hint}
      errorPrefix={errorPrefix}
      className="lf-fieldset"
    >
      {MarketingConsentChannels.map((channel) => {
        const name = consentChannelName(id, channel);
        return (
          <CheckboxField
            key={channel}
            id={name}
            label={t(`initialDetails>marketingChannels>${channel}`)}
            errorPrefix={errorPrefix}
            {...register(name)}
          />
        );
      })}
    </FieldsetShell>
  );
}
