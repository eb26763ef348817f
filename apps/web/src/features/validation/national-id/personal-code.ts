import type { CountryCode } from '../../../config/brand-config-schema';
import { checkColombianCedula } from './colombia-cedula';
import { checkGermanIdCard } from './germany-id-card';
import { checkMexicanCurp } from './mexico-curp';
import type { NationalIdCheck, NationalIdResult } from './national-id-result';
import { checkPhilippinePhilSys } from './philippines-philsys';
import { checkPolishPesel } from './poland-pesel';
import { checkRomanianCnp } from './romania-cnp';
import { checkSpanishDniNie } from './spain-dni-nie';
import { checkVietnameseCccd } from './vietnam-cccd';

/** How each country's personal code (spec: personalDetails.personalCode) is checked. */
export const NationalIdChecks: Readonly<Record<CountryCode, NationalIdCheck>> = {
  ES: checkSpanishDniNie,
  RO: checkRomanianCnp,
  PL: checkPolishPesel,
  MX: checkMexicanCurp,
  CO: checkColombianCedula,
  DE: checkGermanIdCard,
  VN: checkVietnameseCccd,
  PH: checkPhilippinePhilSys,
};

/** Checks a personal code as the country's national id is checked. */
export function validatePersonalCode(country: CountryCode, value: string): NationalIdResult {
  return NationalIdChecks[country](value);
}
