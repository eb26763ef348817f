/**
 * The public check-digit rules of each country's company tax id, so the seeded companies can be
 * shown to carry ids of a real format. Ids are given as the sandbox stores them.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

function luhnCheckDigit(digits: string): number {
  const sum = digitsOf(digits)
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 1) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return (10 - (sum % 10)) % 10;
}

/** Spain, CIF: an entity letter, seven digits, a check digit (or letter) by Luhn. */
export function isSpanishCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, , body = '', control = ''] = match;
  const check = luhnCheckDigit(body);
  return control === String(check) || control === 'JABCDEFGHI'[check];
}

/** Romania, CUI: 2 to 10 digits, the last a weighted check (7, 5, 3, 2, 1, 7, 5, 3, 2). */
export function isRomanianCui(id: string): boolean {
  if (!/^[1-9]\d{1,9}$/.test(id)) return false;
  const weights = [7, 5, 3, 2, 1, 7, 5, 3, 2];
  const body = id.slice(0, -1).padStart(9, '0');
  const sum = digitsOf(body).reduce(
    (total, digit, index) => total + digit * (weights[index] ?? 0),
    0,
  );
  return ((sum * 10) % 11) % 10 === Number(id.slice(-1));
}

/** Poland, NIP: ten digits (written 123-456-78-90), weights 6, 5, 7, 2, 3, 4, 5, 6, 7 mod 11. */
export function isPolishNip(id: string): boolean {
  if (!/^\d{3}-\d{3}-\d{2}-\d{2}$/.test(id)) return false;
  const digits = digitsOf(id.replaceAll('-', ''));
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return sum % 11 === digits[9];
}

/** Germany, USt-IdNr.: DE and nine digits, the last by ISO 7064 MOD 11,10. */
export function isGermanVatId(id: string): boolean {
  if (!/^DE[1-9]\d{8}$/.test(id)) return false;
  let check = 5;
  for (const digit of digitsOf(id.slice(2))) check = ((((check || 10) * 2) % 11) + digit) % 10;
  return check === 1;
}

const rfcAlphabet = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Mexico, RFC of a company: three letters, the date of incorporation, two characters, a check. */
export function isMexicanCompanyRfc(id: string): boolean {
  const match = /^[A-Z&Ñ]{3}(\d{2})(\d{2})(\d{2})[1-9A-V][1-9A-Z][0-9A]$/.exec(id);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const body = ` ${id.slice(0, -1)}`;
  const sum = [...body].reduce(
    (total, char, index) => total + rfcAlphabet.indexOf(char) * (13 - index),
    0,
  );
  return rfcAlphabet[(11 - (sum % 11)) % 11] === id.slice(-1);
}

/** Colombia, NIT: nine digits, a hyphen and the DIAN check digit. */
export function isColombianNit(id: string): boolean {
  if (!/^\d{9}-\d$/.test(id)) return false;
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41];
  const digits = digitsOf(id.slice(0, 9)).reverse();
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  return '01987654321'[sum % 11] === id.slice(-1);
}

/** Vietnam, MST: ten digits, the province in the first two, the last a weighted check. */
export function isVietnameseMst(id: string): boolean {
  if (!/^\d{10}$/.test(id) || id.slice(2, 9) === '0000000') return false;
  const weights = [31, 29, 23, 19, 17, 13, 7, 5, 3];
  const digits = digitsOf(id);
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return String(10 - (sum % 11)) === id.slice(-1);
}

/** The Philippines, TIN: nine digits and a branch code (no public check digit). */
export function isPhilippineTin(id: string): boolean {
  return /^\d{3}-\d{3}-\d{3}-\d{3,5}$/.test(id);
}
