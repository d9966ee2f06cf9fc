import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O, U, so a number read aloud or copied by hand is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_NUMBER_LENGTH = 10;

/** A certificate's public number: 10 random base32 characters (50 bits), so numbers cannot be guessed one from another. */
export function newCertificateNumber(): string {
  let number = '';
  for (let index = 0; index < CERTIFICATE_NUMBER_LENGTH; index += 1) number += ALPHABET[randomInt(ALPHABET.length)];
  return number;
}

/** A number as typed or scanned: upper case, the letters Crockford reads as digits (O→0, I/L→1) mapped; null when it cannot be one. */
export function normalizeCertificateNumber(text: string): string | null {
  const cleaned = text.trim().toUpperCase().replace(/-/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return cleaned.length === CERTIFICATE_NUMBER_LENGTH && [...cleaned].every((char) => ALPHABET.includes(char)) ? cleaned : null;
}
