import type { AccessResponse } from '@ai4n/shared';
import type { SessionProof, TokenSigner } from './user-auth.js';
import type { UserRow } from './user-repository.js';

/**
 * A signed-in answer: the caller's own live token, or a new session of the given proof. An access
 * code is never part of it: codes go to the owner's mailbox only (decision 0020).
 */
export async function accessAnswer(
  tokens: TokenSigner,
  user: UserRow,
  session: { token: string } | { proof: SessionProof },
  options: { accessCodeMailed?: boolean } = {},
): Promise<AccessResponse> {
  return {
    verified: true,
    token: 'token' in session ? session.token : await tokens.sign(user.id, user.email, session.proof),
    userId: user.id,
    email: user.email,
    hasPaid: user.hasPaid,
    promptsUsed: user.promptsUsed,
    creditsLeft: user.credits,
    ...(options.accessCodeMailed ? { accessCodeMailed: true as const } : {}),
  };
}
