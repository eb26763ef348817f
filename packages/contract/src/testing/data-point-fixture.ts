import type { DataPointSpec, DataPointTable } from '../data-points.js';

/**
 * Made-up data points, as a new one is added (decision 0042): one entry, plus its texts. The
 * first has its own per-country format: in Spain one of four colours, elsewhere any letters.
 */
export const FAVOURITE_COLOUR = 'personalDetails.favouriteColour';

export const FavouriteColour = {
  kind: 'text',
  formFieldName: 'form_favourite_colour',
  format: {
    pattern: '^[\\p{L} ]+$',
    byCountry: { ES: '^(?:rojo|azul|verde|amarillo)$' },
    message: 'fields>personalDetails>favouriteColour>format',
  },
  autoComplete: 'off',
  askedOn: ['personal-details'],
} as const satisfies DataPointSpec;

/**
 * A made-up data point checked by a rule of the closed set, not a format: a second person's
 * personal code, checked as the country's national id is (a DNI's letter in Spain).
 */
export const SPOUSE_PERSONAL_CODE = 'personalDetails.spousePersonalCode';

export const SpousePersonalCode = {
  kind: 'text',
  formFieldName: 'form_spouse_personal_code',
  rule: 'personalCode',
  required: false,
  autoComplete: 'off',
  askedOn: ['personal-details'],
} as const satisfies DataPointSpec;

/** Their texts, as apps/web/public/locales/es/translation.json would hold them. */
export const FavouriteColourTexts = {
  fields: {
    personalDetails: {
      favouriteColour: {
        label: 'Color favorito',
        required: 'Escribe tu color favorito',
        format: 'Escribe rojo, azul, verde o amarillo',
      },
      spousePersonalCode: { label: 'DNI o NIE del cónyuge' },
    },
  },
};

/** A table with the made-up data points added. */
export function withFavouriteColour<T extends DataPointTable>(table: T) {
  return {
    ...table,
    [FAVOURITE_COLOUR]: FavouriteColour,
    [SPOUSE_PERSONAL_CODE]: SpousePersonalCode,
  };
}
