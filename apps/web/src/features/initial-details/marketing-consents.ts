import { isPlainObject } from '../../lib/is-plain-object';
import { MarketingConsentChannels, type MarketingConsentChannel } from '../flow';

/** Each channel's checkbox: its form value name and element id (`<id>-email`, `<id>-post` …). */
export function consentChannelName(id: string, channel: MarketingConsentChannel): string {
  return `${id}-${channel}`;
}

/** The form's starting values: the channels agreed to on an earlier visit ticked, others not. */
export function initialConsentValues(id: string, stored: unknown): [string, boolean][] {
  const given = isPlainObject(stored) ? stored : {};
  return MarketingConsentChannels.map((channel) => [
    consentChannelName(id, channel),
    given[channel] === true,
  ]);
}

/** The lead's `marketingConsents`: every channel, true when its box is ticked. */
export function marketingConsentsOf(
  values: Readonly<Record<string, unknown>>,
  id: string,
): Record<MarketingConsentChannel, boolean> {
  return Object.fromEntries(
    MarketingConsentChannels.map((channel) => [
      channel,
      values[consentChannelName(id, channel)] === true,
    ]),
  ) as Record<MarketingConsentChannel, boolean>;
}
