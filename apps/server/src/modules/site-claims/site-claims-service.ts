import {
  DEFAULT_SITE_CLAIMS,
  SiteClaimsSchema,
  resolveSiteClaims,
  type AdminSiteClaims,
  type PublicSiteClaims,
  type SiteClaims,
} from '@ai4n/shared';
import type { SettingsRepository } from '../settings/settings-repository.js';
import type { SiteClaimsRepository } from './site-claims-repository.js';

export const SITE_CLAIMS_KEY = 'site:claims';

/**
 * The site's claims (students, success rate, testimonials, support reply time): the spec's values
 * until an administrator saves them, and the public view with the site's own figures worked out.
 */
export function createSiteClaimsService(deps: {
  settings: Pick<SettingsRepository, 'get' | 'set'>;
  facts: SiteClaimsRepository;
}) {
  const { settings, facts } = deps;

  async function stored(): Promise<{ claims: SiteClaims; isDefault: boolean }> {
    const saved = SiteClaimsSchema.safeParse(await settings.get(SITE_CLAIMS_KEY));
    // Nothing saved yet, or a value from an older shape: the defaults, flagged as such.
    return saved.success ? { claims: saved.data, isDefault: false } : { claims: DEFAULT_SITE_CLAIMS, isDefault: true };
  }

  return {
    admin: (): Promise<AdminSiteClaims> => stored(),

    async save(claims: SiteClaims): Promise<AdminSiteClaims> {
      await settings.set(SITE_CLAIMS_KEY, claims);
      return { claims, isDefault: false };
    },

    async public(): Promise<PublicSiteClaims> {
      const { claims } = await stored();
      // Only the figures a claim uses are counted.
      const [promptCount, certificatesIssued, quiz] = await Promise.all([
        facts.activePrompts(),
        claims.students.source === 'certificates' ? facts.certificatesIssued() : 0,
        claims.successRate.source === 'quiz-pass-rate' ? facts.quizVisitors() : { visitors: 0, passed: 0 },
      ]);
      return resolveSiteClaims(claims, {
        promptCount,
        certificatesIssued,
        quizVisitors: quiz.visitors,
        quizVisitorsPassed: quiz.passed,
      });
    },

    /** How soon support promises to reply ('' promises nothing). */
    replyTime: async (): Promise<string> => (await stored()).claims.supportReplyTime,
  };
}

export type SiteClaimsService = ReturnType<typeof createSiteClaimsService>;
