import {
  bucharestSectorOf,
  isLeadPath,
  normalizeDigits,
  withoutInvisibleCharacters,
  type LeadPath,
} from '@lf/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { BrandConfig } from '../../config/brand-config-schema';
import { keepDraft, keptDraftOf } from '../../lib/kept-drafts';
import type { useApplicationDispatch } from '../application';
import { lookupPostcode } from '../lookups';
import { fillsOfDraft, leftByPostcode, placeWritten, type PostcodeFill } from './postcode-fills';
import type { PostcodePlaces } from './postcode-places';
import { fieldId } from './step-definition';
import type { FormValues } from './step-values';

/*
 * The postcode look-up's filling of its address: loaded with the first postcode typed or left on a
 * page, not with the page. What it writes follows the postcode (postcode-fills.ts) and is kept in
 * the tab's drafts for the page's lead: after a reload, a postcode changed still takes with it
 * what the page wrote, and still leaves what the applicant typed.
 */

/** A page's postcode look-ups: its form, and where what they found and wrote is kept. */
export interface PostcodeLookup {
  form: UseFormReturn<FormValues>;
  brand: Pick<BrandConfig, 'country' | 'postcodeFillsCity'>;
  dispatch: ReturnType<typeof useApplicationDispatch>;
  /** Whether the brand's rule takes a postcode: only such a one is looked up. */
  isPostcode: (postcode: string) => Promise<boolean>;
  /** Where each postcode's look-up is kept, for the page's check (postcode-places.ts). */
  places: PostcodePlaces;
  /** The page's draft for what its look-ups wrote; kept only for a lead. */
  draft: { page: string; leadId: string | undefined };
  /** What they wrote, by postcode field: read from the draft when first needed. */
  fills: { kept?: Record<string, PostcodeFill> };
}

/**
 * The town and province fields of the address a postcode field belongs to: its siblings in the
 * lead (`contactDetails.postalCode` fills `contactDetails.city` and `.province`,
 * `employer.postalCode` the employer's). Only the province where the brand's country says a
 * postcode names no town (`postcodeFillsCity`: Vietnam's town field is the ward). And a Bucharest
 * address's sector, which its postcode names, where the address has one.
 */
function addressFieldsOf(postcodePath: LeadPath) {
  const address = postcodePath.slice(0, postcodePath.lastIndexOf('.') + 1);
  const district = `${address}district`;
  return {
    cityId: fieldId(`${address}city`),
    provinceId: fieldId(`${address}province`),
    districtId: isLeadPath(district) ? fieldId(district) : null,
  };
}

/**
 * A value filled into the field the applicant is in is selected, so that what they type next
 * replaces it rather than running on after it ("MadridMadrid") and Tab keeps it.
 */
function selectIfFocused(id: string) {
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement && element === document.activeElement) element.select();
}

/** A field's answer as the page reads it (a postcode in full-width digits in ASCII ones). */
const textOf = (form: PostcodeLookup['form'], id: string) =>
  normalizeDigits(withoutInvisibleCharacters(String(form.getValues(id) ?? ''))).trim();

function fillsOf({ fills, draft }: PostcodeLookup): Record<string, PostcodeFill> {
  fills.kept ??= fillsOfDraft(keptDraftOf(draft.page, draft.leadId));
  return fills.kept;
}

function keepFills({ fills, draft }: PostcodeLookup, kept: Record<string, PostcodeFill>) {
  fills.kept = kept;
  if (draft.leadId) keepDraft(draft.page, draft.leadId, kept);
}

function write({ form }: PostcodeLookup, id: string, value: string) {
  form.setValue(id, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}

/**
 * The postcode changed: what the look-up wrote for the one before goes at once (walked on
 * kredit-klar-de: 80331's München and Bayern were saved with 10115), so that a Continue pressed
 * before the new one is looked up sends no town of another postcode.
 */
export function postcodeChanged(lookup: PostcodeLookup, postcodePath: LeadPath, postcode: string) {
  const id = fieldId(postcodePath);
  const { [id]: fill, ...others } = fillsOf(lookup);
  if (!fill || fill.postcode === postcode) return;
  for (const left of leftByPostcode(fill, postcode, (field) => textOf(lookup.form, field))) {
    write(lookup, left, '');
  }
  keepFills(lookup, others);
}

/**
 * The postcode left: its place written into the fields left empty, or holding what the page wrote
 * (postcode-fills.ts). A postcode no place has leaves them empty; a failed or slow look-up leaves
 * the form as it is, and an answer for a postcode changed since is not taken.
 */
export async function fillFromPostcode(
  lookup: PostcodeLookup,
  postcodePath: LeadPath,
  postcode: string,
) {
  postcodeChanged(lookup, postcodePath, postcode);
  if (!(await lookup.isPostcode(postcode))) return;
  const { brand, form, places } = lookup;
  const result = await lookup.dispatch(lookupPostcode(postcode, brand.country));
  const id = fieldId(postcodePath);
  if (!result.ok || textOf(form, id) !== postcode) return;
  places.set(postcodePath, result.data);
  const { cityId, provinceId, districtId } = addressFieldsOf(postcodePath);
  const sector = result.data.country === 'RO' ? bucharestSectorOf(result.data.postalCode) : null;
  const found: (readonly [string, string])[] = [
    ...(brand.postcodeFillsCity ? [[cityId, result.data.city] as const] : []),
    [provinceId, result.data.province],
    ...(districtId !== null && sector !== null ? [[districtId, sector] as const] : []),
  ];
  const fills = fillsOf(lookup);
  const written = placeWritten(fills[id], postcode, found, (field) => textOf(form, field));
  for (const [field, value] of written.write) {
    write(lookup, field, value);
    if (value) selectIfFocused(field);
  }
  keepFills(lookup, { ...fills, [id]: written.fill });
}
