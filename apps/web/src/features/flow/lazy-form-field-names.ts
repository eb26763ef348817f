/**
 * The form-field catalogue's names (spec section 3: `loan_amount`, `form_first_name`,
 * `consent_email` ...), for chunks loaded after the first page (tracking names fields by them).
 * Not exported by index.ts: a first page that reached the catalogue would carry all of it
 * (about 2 KB gzip) as soon as tracking reads it.
 */
export {
  formFieldName,
  FormFieldNames,
  MarketingConsentFieldNames,
  type FormDataPoint,
} from './form-field-catalogue';
