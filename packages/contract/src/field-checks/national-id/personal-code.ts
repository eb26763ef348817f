import type { LookupCountry } from '../../lookups.js';
import { checkColombianCedula } from './colombia-cedula.js';
import { checkGermanIdCard } from './germany-id-card.js';
import { checkMexicanCurp } from './mexico-curp.js';
import type { NationalIdCheck, NationalIdResult } from './national-id-result.js';
import { checkPhilippinePhilSys } from './philippines-philsys.js';
import { checkPolishPesel } from './poland-pesel.js';
import { checkRomanianCnp } from './romania-cnp.js';
import { checkSpanishDniNie } from './spain-dni-nie.js';
import { checkVietnameseCccd } from './vietnam-cccd.js';

/** How each country's personal code (spec: personalDetails.personalCode) is checked. */
export const NationalIdChecks: Readonly<Record<LookupCountry, NationalIdCheck>> = {
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
export function validatePersonalCode(country: LookupCountry, value: string): NationalIdResult {
  return NationalIdChecks[country](value);
}
