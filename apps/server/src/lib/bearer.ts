import type { FastifyRequest } from 'fastify';
import { ACCESS_TEXTS } from '@ai4n/shared';
import { HttpError } from '../plugins/errors.js';
import type { TokenSigner } from '../modules/users/user-auth.js';

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/** The bearer's user and session, if any. A token that is present but invalid, expired or revoked is a 401. */
export async function bearerSession(request: FastifyRequest, tokens: TokenSigner): Promise<{ userId: string; sessionId: string; token: string } | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await tokens.verify(token);
  if (!session) throw new HttpError(401, 'Invalid token');
  return { userId: session.userId, sessionId: session.sessionId, token };
}

/** The bearer user, if any. A token that is present but invalid, expired or revoked is a 401. */
export async function bearerUser(request: FastifyRequest, tokens: TokenSigner): Promise<string | null> {
  return (await bearerSession(request, tokens))?.userId ?? null;
}

/** The signed-in bearer, or a 401 asking for the access code. */
export async function requireBearer(request: FastifyRequest, tokens: TokenSigner) {
  const session = await bearerSession(request, tokens);
  if (!session) throw new HttpError(401, ACCESS_TEXTS.signInFirst);
  return session;
}

/**
 * The bearer's session where signing in is optional and a stale token must not refuse the call
 * (a payment still goes through; it just is not tied to a signed-in account).
 */
export async function optionalBearer(request: FastifyRequest, tokens: TokenSigner): Promise<{ userId: string; token: string } | null> {
  const token = bearerToken(request);
  const session = token ? await tokens.verify(token) : null;
  return session && token ? { userId: session.userId, token } : null;
}
