import { supportIntro } from '@ai4n/shared';
import { deferUntilUsed } from '../../../lib/defer-until-used';
import { SUPPORT_SECTION_ID } from '../../../lib/scroll';
import { useSiteClaims } from '../../../lib/site-claims';

// The form's code (react-hook-form, zod) loads when the visitor reaches for it.
const SupportForm = deferUntilUsed('support-form', () => import('./support-form').then((module) => module.SupportForm));

/** The footer's support section: its heading and promise are live at once, the form loads when used. */
export function SupportSection() {
  // How soon the site promises to reply is a site claim the administrator sets.
  const { supportReplyTime } = useSiteClaims();
  return (
    <section id={SUPPORT_SECTION_ID} aria-labelledby="support-heading">
      <h2 id="support-heading" className="text-xl font-bold text-white">
        Contact Support
      </h2>
      <p className="mt-2 text-sm">{supportIntro(supportReplyTime)}</p>
      <SupportForm />
    </section>
  );
}
