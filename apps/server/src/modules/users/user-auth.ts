import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { COACH_SESSION_DAYS } from '@ai4n/shared';
import type { UserSessionRepository } from './user-session-repository.js';

const ALGORITHM = 'HS256';
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An access code such as 'K7QM-3XWP-9D': shown once, stored only as an argon2id hash. */
export function newAccessCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export const normalizeAccessCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

export const hashAccessCode = (code: string) => hash(normalizeAccessCode(code));

/**
 * An argon2id hash (the same parameters as hashAccessCode) of a code nobody has. An email without
 * an account is checked against it, so it takes as long to refuse as a customer's wrong code and the
 * answer's timing does not tell which emails are customers.
 */
export const DUMMY_ACCESS_CODE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$tVJk5iGUB7ZgDZsy0zWNcg$YUCjpnVnE0xOYUFt5UMGwY9m5D065kxLoAWKWAfNftw';

export async function accessCodeMatches(code: string, stored: string | null): Promise<boolean> {
  try {
    const matches = await verify(stored ?? DUMMY_ACCESS_CODE_HASH, normalizeAccessCode(code));
    return matches && stored !== null;
  } catch {
    return false;
  }
}

/** How a session was opened: signing in with the mailed code proves the mailbox; paying does not. */
export type SessionProof = 'mailbox' | 'payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * User tokens: HS256 JWTs that name a server-side session (`sid`), so a token stops working when
 * its session is revoked (sign-out, a new access code) or expires, whatever its signature says.
 */
export function createTokenSigner(secret: string, sessions: UserSessionRepository) {
  const key = new TextEncoder().encode(secret);
  return {
    /** Opens a session and signs a token for it; both end after COACH_SESSION_DAYS. */
    async sign(userId: string, email: string, proof: SessionProof): Promise<string> {
      const expiresAt = new Date(Date.now() + COACH_SESSION_DAYS * 86_400_000);
      const session = await sessions.create(userId, expiresAt, proof === 'mailbox');
      return new SignJWT({ email, kind: 'user', sid: session.id })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The user and session of a valid token whose session is live; null otherwise. */
    async verify(token: string): Promise<{ userId: string; email: string; sessionId: string } | null> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] }));
      } catch {
        return null;
      }
      const { sub, sid } = payload;
      if (
        payload.kind !== 'user' ||
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        !UUID.test(sub) ||
        !UUID.test(sid)
      )
        return null;
      if (!(await sessions.isActive(sid, sub))) return null;
      return { userId: sub, email: String(payload.email), sessionId: sid };
    },
    /** Sign-out: false when the session was already revoked. */
    revoke: (sessionId: string) => sessions.revoke(sessionId),
    isMailboxProven: (sessionId: string) => sessions.isMailboxProven(sessionId),
    /** Someone proved the mailbox: every session of the user that did not ends. */
    revokeUnproven: (userId: string) => sessions.revokeUnproven(userId),
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
