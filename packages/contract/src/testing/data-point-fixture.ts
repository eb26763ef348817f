import type { DataPointSpec, DataPointTable } from '../data-points.js';

/**
 * A made-up data point, as a new one is added (decision 0042): one entry, plus its texts. Its own
 * per-country format: in Spain one of four colours, elsewhere any letters.
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

/** Its texts, as apps/web/public/locales/es/translation.json would hold them. */
export const FavouriteColourTexts = {
  fields: {
    personalDetails: {
      favouriteColour: {
        label: 'Color favorito',
        required: 'Escribe tu color favorito',
        format: 'Escribe rojo, azul, verde o amarillo',
      },
    },
  },
};

/** A table with the made-up data point added. */
export function withFavouriteColour<T extends DataPointTable>(table: T) {
  return { ...table, [FAVOURITE_COLOUR]: FavouriteColour };
}
