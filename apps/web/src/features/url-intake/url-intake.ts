import type { LeadData } from '@lf/contract';
import { readUrlParameters, type UrlIntakeRules } from './url-parameters';

export type PrefilledField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

/** What the address gave the application, every value checked, clamped or dropped. */
export interface UrlIntake {
  amount?: number;
  period?: number;
  personalDetails?: { firstName?: string; lastName?: string };
  contactDetails?: { email?: string; phoneNumber?: string };
  /** Which prefill values were taken, in the names of the query parameters. */
  prefilledFields: PrefilledField[];
  sellingTierGlobalId?: string;
  /** The sessionId parameter as given (cut short), for the session to judge. */
  sessionId?: string;
}

function compact<T extends Record<string, string | undefined>>(value: T): Partial<T> | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

/** Reads the query parameters of spec section 2. */
export function readUrlIntake(search: string, rules: UrlIntakeRules): UrlIntake {
  const params = readUrlParameters(search, rules);
  const prefill: Record<PrefilledField, string | undefined> = {
    firstName: params.firstName,
    lastName: params.lastName,
    email: params.email,
    phoneNumber: params.phoneNumber,
  };
  const personalDetails = compact({ firstName: prefill.firstName, lastName: prefill.lastName });
  const contactDetails = compact({ email: prefill.email, phoneNumber: prefill.phoneNumber });
  return {
    ...(params.amount !== undefined ? { amount: params.amount } : {}),
    ...(params.period !== undefined ? { period: params.period } : {}),
    ...(personalDetails ? { personalDetails } : {}),
    ...(contactDetails ? { contactDetails } : {}),
    prefilledFields: (Object.keys(prefill) as PrefilledField[]).filter(
      (field) => prefill[field] !== undefined,
    ),
    ...(params.sellingTierGlobalId !== undefined
      ? { sellingTierGlobalId: params.sellingTierGlobalId }
      : {}),
    ...(params.sessionId !== undefined ? { sessionId: params.sessionId } : {}),
  };
}

type IntakeTarget = LeadData & { amount: number; period: number };

/**
 * Applies the intake to the application data: URL values win over stored ones, prefill marks the
 * lead as prefilled (posthogParameters). The affiliate reference is left to the attribution rules
 * (features/attribution), which run after the first page.
 */
export function applyUrlIntake<T extends IntakeTarget>(data: T, intake: UrlIntake): T {
  const next: T = { ...data };
  if (intake.amount !== undefined) next.amount = intake.amount;
  if (intake.period !== undefined) next.period = intake.period;
  if (intake.personalDetails) {
    next.personalDetails = { ...data.personalDetails, ...intake.personalDetails };
  }
  if (intake.contactDetails) {
    next.contactDetails = { ...data.contactDetails, ...intake.contactDetails };
  }
  if (intake.prefilledFields.length > 0) {
    next.posthogParameters = {
      ...data.posthogParameters,
      isLeadPrefilled: true,
      leadPrefilledFields: intake.prefilledFields,
    };
  }
  if (intake.sellingTierGlobalId !== undefined) {
    next.sellingTierGlobalId = intake.sellingTierGlobalId;
  }
  return next;
}
