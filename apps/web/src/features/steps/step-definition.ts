/** The field's id in the page (also the error summary's link target). */
export function fieldId(path: string): string {
  return path.replace(/\./g, '-');
}

/** The key of the field's texts: `fields>personalDetails>firstName>label`, `…>hint`, `…>required`. */
export { dataPointTextKey as fieldTextKey } from '@lf/contract';

/** The parts of a memorable date, each its own form value (`<id>-day`, `<id>-month`, `<id>-year`). */
export const DateParts = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DateParts)[number];

export function datePartName(id: string, part: DatePart): string {
  return `${id}-${part}`;
}
