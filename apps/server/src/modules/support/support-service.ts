import { ERRORS, type SupportMessageBody, type SupportMessageCreated } from '@ai4n/shared';
import type { SupportRepository } from './support-repository.js';

export function createSupportService(repo: SupportRepository) {
  return {
    /** Stores the message for the admin support inbox; it is never dropped. */
    async submit(body: SupportMessageBody): Promise<SupportMessageCreated> {
      const { id } = await repo.insert({ ...body, email: body.email.toLowerCase() });
      return { id, message: ERRORS.supportSent };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
