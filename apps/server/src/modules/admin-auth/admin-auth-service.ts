import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { HttpError } from '../../plugins/errors.js';
import type { AdminAuthRepository } from './admin-auth-repository.js';
import type { AdminAuditRepository } from './admin-audit-repository.js';
import type { LoginThrottle } from './login-throttle.js';

import { ADMIN_LOGIN_TEXTS, ADMIN_SESSION_MS } from '@ai4n/shared';

export { ADMIN_SESSION_MS };
export const ADMIN_TOKEN = { algorithm: 'HS256', issuer: 'ai-for-newbies', audience: 'admin-console' } as const;
export const ADMIN_TEXTS = {
  invalid: ADMIN_LOGIN_TEXTS.invalidCredentials,
  throttled: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  sessionInvalid: 'Your admin session has ended. Please sign in again.',
} as const;

/** How a failed sign-in appears in the audit log. */
export const LOGIN_FAILED_AUDIT = { action: 'login.failed', path: '/api/auth/admin/login' } as const;
/** The name recorded for a sign-in to no administrator: what was typed may be a password. */
export const UNKNOWN_USERNAME = '(unknown)';

export interface AdminAuthDeps {
  repo: AdminAuthRepository;
  throttle: LoginThrottle;
  secret: string;
  audit?: AdminAuditRepository;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** How a client address may appear in logs (a keyed hash). */
  clientTag?: (address: string) => string;
}

export interface AdminClaims {
  adminId: string;
  username: string;
  sessionId: string;
}

export function createAdminAuthService({ repo, throttle, secret, audit, log, clientTag }: AdminAuthDeps) {
  const key = new TextEncoder().encode(secret);
  // Verifying against a fixed hash when the username is unknown keeps both answers equally slow.
  const decoy = hash(crypto.randomBytes(16).toString('hex'));

  const issue = async (adminId: string, username: string) => {
    const expiresAt = new Date(Date.now() + ADMIN_SESSION_MS);
    const sessionId = await repo.createSession(adminId, expiresAt);
    const token = await new SignJWT({ username })
      .setProtectedHeader({ alg: ADMIN_TOKEN.algorithm })
      .setSubject(adminId)
      .setJti(sessionId)
      .setIssuer(ADMIN_TOKEN.issuer)
      .setAudience(ADMIN_TOKEN.audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, admin: { username }, expiresAt: expiresAt.toISOString() };
  };

  /**
   * A warning (hashed address, never the password) and an audit row naming the administrator, or
   * UNKNOWN_USERNAME when no administrator has that name (someone may have typed a password there).
   */
  const reportFailure = async (typed: string, address: string, statusCode: 401 | 429) => {
    const username = (await repo.findByUsername(typed)) ? typed : UNKNOWN_USERNAME;
    log?.warn({ client: clientTag?.(address), username, statusCode }, 'admin sign-in failed');
    await audit
      ?.record({ username, ...LOGIN_FAILED_AUDIT, statusCode })
      .catch((error) => log?.error({ err: error }, 'could not record the failed sign-in'));
  };

  return {
    /** Creates the first administrator if none exists; returns the generated password, if one was made. */
    async ensureFirstAdmin(username: string, password?: string): Promise<string | null> {
      if ((await repo.count()) > 0) return null;
      const chosen = password ?? crypto.randomBytes(12).toString('base64url');
      await repo.upsert(username, await hash(chosen));
      return password ? null : chosen;
    },

    async setPassword(username: string, password: string): Promise<void> {
      await repo.upsert(username, await hash(password));
    },

    async login(username: string, password: string, address: string) {
      const name = username.toLowerCase();
      // Counted before the (slow) password check, so concurrent guesses cannot overtake the limit.
      const slot = await throttle.reserve(address, name);
      if (!slot.allowed) {
        if (slot.firstRefusal) await reportFailure(name, address, 429);
        throw new HttpError(429, ADMIN_TEXTS.throttled);
      }
      if (slot.delayMs > 0) await new Promise((r) => setTimeout(r, slot.delayMs));
      const admin = await repo.findByUsername(name);
      const ok = admin ? await verify(admin.passwordHash, password) : (await verify(await decoy, password), false);
      if (!admin || !ok) {
        await reportFailure(name, address, 401);
        throw new HttpError(401, ADMIN_TEXTS.invalid);
      }
      await slot.succeeded();
      await repo.touchLogin(admin.id);
      return issue(admin.id, admin.username);
    },

    /** The claims of a valid admin token whose session is still open; null otherwise. */
    async verifyToken(token: string): Promise<AdminClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ADMIN_TOKEN.algorithm],
          issuer: ADMIN_TOKEN.issuer,
          audience: ADMIN_TOKEN.audience,
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        if (!(await repo.activeSession(payload.jti))) return null;
        return { adminId: payload.sub, username: String(payload.username), sessionId: payload.jti };
      } catch {
        return null;
      }
    },

    /** Extend session: a new 2-hour token; the old session ends. */
    async refresh(claims: AdminClaims) {
      await repo.revoke(claims.sessionId);
      return issue(claims.adminId, claims.username);
    },

    async logout(claims: AdminClaims): Promise<void> {
      await repo.revoke(claims.sessionId);
    },

    /** Changing the password ends every other session of this administrator. */
    async changePassword(claims: AdminClaims, current: string, next: string): Promise<void> {
      const admin = await repo.findById(claims.adminId);
      if (!admin || !(await verify(admin.passwordHash, current)))
        throw new HttpError(400, 'The current password is not correct.');
      await repo.setPassword(admin.id, await hash(next));
      await repo.revokeOthers(admin.id, claims.sessionId);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
