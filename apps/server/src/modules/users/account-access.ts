import type { AccessResponse } from '@ai4n/shared';
import type { TokenSigner } from './user-auth.js';
import type { UserRow } from './user-repository.js';

/** A signed-in answer: a new session unless the caller's own live token is reused; the access code only when one was just issued. */
export async function accessAnswer(
  tokens: TokenSigner,
  user: UserRow,
  options: { token?: string; accessCode?: string } = {},
): Promise<AccessResponse> {
  return {
    verified: true,
    token: options.token ?? (await tokens.sign(user.id, user.email)),
    userId: user.id,
    email: user.email,
    hasPaid: user.hasPaid,
    promptsUsed: user.promptsUsed,
    creditsLeft: user.credits,
    ...(options.accessCode ? { accessCode: options.accessCode } : {}),
  };
}
