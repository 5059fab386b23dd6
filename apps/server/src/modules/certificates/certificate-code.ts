import crypto from 'node:crypto';

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** 12 random characters from 31 (about 59 bits): short to read, impossible to guess. */
export function newCertificateCode(): string {
  const chars = Array.from(crypto.randomBytes(12), (byte) => ALPHABET[byte % ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

export function normalizeCertificateCode(input: string): string {
  return input.trim().toUpperCase();
}
