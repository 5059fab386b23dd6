import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BookOpen, GraduationCap, HelpCircle, Shield, Users } from 'lucide-react';
import { FAQ_SECTION_ID, scrollToSection, scrollToTop } from '../lib/scroll';
import { SITE_NAME } from '../lib/site';

const FEATURE_POINTS = [
  {
    icon: GraduationCap,
    title: 'Expert Prompt Engineers',
    text: 'Lessons and prompts written by people who use AI at work every day.',
  },
  { icon: Users, title: 'Beginner-Friendly', text: 'Plain English, no code, no jargon: made for your first steps.' },
  {
    icon: BookOpen,
    title: 'Step-by-Step Learning',
    text: 'From your first prompt to confident results, one stage at a time.',
  },
];

/** The footer; the support form is passed in by the layout (features do not import each other). */
export function SiteFooter({ supportForm }: { supportForm: ReactNode }) {
  const navigate = useNavigate();
  const openAdmin = () => {
    scrollToTop();
    navigate('/admin');
  };
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 className="text-xl font-bold text-white">About Us</h2>
          <p className="mt-3 max-w-prose leading-relaxed">
            {SITE_NAME} helps people who are new to AI get real results from it. We teach you how to write clear
            prompts, give you honest feedback on your own, and hand you a library of proven business prompts, so you can
            spend less time guessing and more time getting work done.
          </p>
          <ul className="mt-8 space-y-5">
            {FEATURE_POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-100" aria-hidden />
                <div>
                  <p className="font-semibold text-white">{title}</p>
                  <p className="text-sm">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {supportForm}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {/* Named but not links, as the spec says (docs/spec/public-site.md section 2): the pages do not exist yet. */}
            {['Privacy Policy', 'Terms of Service'].map((page) => (
              <span key={page} className="px-2 py-1 text-slate-400">
                {page}
              </span>
            ))}
            <button
              type="button"
              onClick={() => scrollToSection(FAQ_SECTION_ID)}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-slate-800 hover:text-white"
            >
              <HelpCircle className="size-4" aria-hidden /> FAQ
            </button>
            <button
              type="button"
              onClick={openAdmin}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-slate-800 hover:text-white"
            >
              <Shield className="size-4" aria-hidden /> Admin
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
