/**
 * The sector a Bucharest postcode names: Poșta Română's six-digit codes there start with 0 and
 * the sector's digit (`010011` is in Sector 1, `060274` in Sector 6), as the choice list
 * `bucharestSector` writes it. Null for any other code.
 */
export function bucharestSectorOf(postalCode: string): string | null {
  const sector = /^0([1-6])[0-9]{4}$/u.exec(postalCode.replace(/[\s-]/gu, ''))?.[1];
  return sector === undefined ? null : `Sector ${sector}`;
}
