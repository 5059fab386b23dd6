import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { COACH_SESSION_DAYS } from '@ai4n/shared';

const ALGORITHM = 'HS256';
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An access code such as 'K7QM-3XWP-9D': shown once, stored only as an argon2id hash. */
export function newAccessCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export const normalizeAccessCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

export const hashAccessCode = (code: string) => hash(normalizeAccessCode(code));

export async function accessCodeMatches(code: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, normalizeAccessCode(code));
  } catch {
    return false;
  }
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId: string, email: string) =>
      new SignJWT({ email, kind: 'user' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${COACH_SESSION_DAYS}d`)
        .sign(key),
    /** The user id of a valid, unexpired user token; null otherwise. */
    async verify(token: string): Promise<{ userId: string; email: string } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (payload.kind !== 'user' || typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, email: String(payload.email) };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
