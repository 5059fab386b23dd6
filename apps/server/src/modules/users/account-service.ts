import { ACCESS_TEXTS, type AccessResponse } from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import { accessAnswer } from './account-access.js';
import { accountMail } from './account-mail.js';
import { accessCodeMatches, hashAccessCode, newAccessCode, type TokenSigner } from './user-auth.js';
import type { UserRepository } from './user-repository.js';

export interface AccountDeps {
  users: UserRepository;
  tokens: TokenSigner;
  mailer: Mailer;
  siteName: string;
}

/**
 * The account rules (docs/decisions/0011-accounts-and-payments.md): an account has one access code
 * (issued with its first granted payment: modules/payments), and a token names a server-side session.
 */
export function createAccountService(deps: AccountDeps) {
  return {
    /** The same answer whether or not the email has an account, so it tells nobody which emails do. */
    async createUser(email: string) {
      await deps.users.findOrCreate(email);
      return { message: ACCESS_TEXTS.createAccepted };
    },

    async verify(email: string, code: string): Promise<boolean> {
      const user = await deps.users.findByEmail(email);
      return accessCodeMatches(code, user?.accessCodeHash ?? null);
    },

    async verifyAccess(email: string, code: string): Promise<AccessResponse> {
      const user = await deps.users.findByEmail(email);
      if (!user || !(await accessCodeMatches(code, user.accessCodeHash)))
        throw new HttpError(401, ACCESS_TEXTS.invalid);
      return accessAnswer(deps.tokens, user);
    },

    /** Sign-out: the session behind the token ends now. */
    async signOut(sessionId: string): Promise<void> {
      await deps.tokens.revoke(sessionId);
    },

    /** A signed-in owner replaces their code: every older token and the old code stop working. */
    async changeAccessCode(userId: string): Promise<AccessResponse> {
      const user = await deps.users.findById(userId);
      if (!user) throw new HttpError(404, 'User not found');
      const accessCode = newAccessCode();
      await deps.users.replaceAccessCode(user.id, await hashAccessCode(accessCode));
      await deps.mailer.send(accountMail.newCode(deps.siteName, user.email, accessCode));
      return accessAnswer(deps.tokens, user, { accessCode });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
