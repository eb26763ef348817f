/**
 * Intl.NumberFormat instances, made once per language and options. Making one loads the
 * language's number data: on a slow phone, a slider that made a formatter for every value it
 * shows cost the first page about 80 ms of blocked main thread (Lighthouse, 4x CPU).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
