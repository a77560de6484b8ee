/* What an input keeps of what is typed or pasted, for the kit's `fieldProps(form, name, { mask })`. */

/** An id or a code has no spaces; one pasted with them is the same value. */
export const withoutSpaces = (typed: string): string => typed.replace(/\s/g, '');

/** Digits only, at most `max` of them (a birth date, an SMS code). */
export const digitsOnly =
  (max: number) =>
  (typed: string): string =>
    typed.replace(/\D/g, '').slice(0, max);

/** A phone number as people write it: digits and dashes. */
export const phoneCharacters = (typed: string): string => typed.replace(/[^\d-]/g, '');

/** 1234567890 → 123-45-67890 while typing, the way the number is printed on the certificate. */
export const businessNumber = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};
