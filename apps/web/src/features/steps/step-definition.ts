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

/** What a date's parts are set through: the page's form (react-hook-form's `setValue`). */
interface DatePartsForm {
  setValue: (name: string, value: string, options: { shouldDirty: boolean }) => void;
}

/** Fills a date field's three parts at once (a whole date pasted, the personal code's date). */
export function setDateParts(form: DatePartsForm, id: string, parts: Record<DatePart, string>) {
  for (const part of DateParts)
    form.setValue(datePartName(id, part), parts[part], { shouldDirty: true });
}
