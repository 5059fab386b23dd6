import { ACCESS_TEXTS, type AccessResponse } from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import { accessAnswer } from './account-access.js';
import { accountMail } from './account-mail.js';
import { accessCodeMatches, hashAccessCode, newAccessCode, type TokenSigner } from './user-auth.js';
import type { UserRepository, UserRow } from './user-repository.js';

export interface AccountDeps {
  users: UserRepository;
  tokens: TokenSigner;
  mailer: Mailer;
  siteName: string;
}

/**
 * The account rules (docs/decisions/0011-accounts-and-payments.md, 0020): an account has one access
 * code (issued with its first granted payment: modules/payments, and only ever mailed), and a token
 * names a server-side session.
 */
export function createAccountService(deps: AccountDeps) {
  /**
   * The account whose mailed code this is, or null. The right code proves the mailbox, so the
   * sessions a payment opened without that proof end (decision 0020). An unknown email costs the
   * same argon2 check as a wrong code (accessCodeMatches).
   */
  const proveMailbox = async (email: string, code: string): Promise<UserRow | null> => {
    const user = await deps.users.findByEmail(email);
    if (!(await accessCodeMatches(code, user?.accessCodeHash ?? null)) || !user) return null;
    await deps.tokens.revokeUnproven(user.id);
    return user;
  };

  return {
    /** The same answer whether or not the email has an account, so it tells nobody which emails do. */
    async createUser(email: string) {
      await deps.users.findOrCreate(email);
      return { message: ACCESS_TEXTS.createAccepted };
    },

    async verify(email: string, code: string): Promise<boolean> {
      return Boolean(await proveMailbox(email, code));
    },

    async verifyAccess(email: string, code: string): Promise<AccessResponse> {
      const user = await proveMailbox(email, code);
      if (!user) throw new HttpError(401, ACCESS_TEXTS.invalid);
      return accessAnswer(deps.tokens, user, { proof: 'mailbox' });
    },

    /** Sign-out: the session behind the token ends now. */
    async signOut(sessionId: string): Promise<void> {
      await deps.tokens.revoke(sessionId);
    },

    /**
     * An owner signed in with the mailed code replaces it: the new code goes to the mailbox only, the
     * old code and every other session stop working. A payment's session cannot (decision 0020).
     */
    async changeAccessCode(session: { userId: string; sessionId: string; token: string }): Promise<AccessResponse> {
      const user = await deps.users.findById(session.userId);
      if (!user) throw new HttpError(404, 'User not found');
      if (!(await deps.tokens.isMailboxProven(session.sessionId)))
        throw new HttpError(403, ACCESS_TEXTS.proveMailboxFirst);
      const accessCode = newAccessCode();
      await deps.users.replaceAccessCode(user.id, await hashAccessCode(accessCode), session.sessionId);
      await deps.mailer.send(accountMail.newCode(deps.siteName, user.email, accessCode));
      return accessAnswer(deps.tokens, user, { token: session.token }, { accessCodeMailed: true });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
