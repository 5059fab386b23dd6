import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FAQ_TAB_BY_ROUTE } from '@ai4n/shared';
import { BackToTop } from '../components/back-to-top';
import { PromoBanner } from '../components/promo-banner';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { FaqSection } from '../features/faq/components/faq-section';
import { SupportSection } from '../features/support/components/support-section';
import { Hydrate } from '../lib/hydrate';
import { holdAtTop, scrollToTop } from '../lib/scroll';
import { storedValue } from '../lib/storage';
import { useHydrated } from '../lib/use-hydrated';

const bannerDismissed = storedValue('ai4n.banner-dismissed', 'session');

/** The shared shell of every public page: banner, header, page, FAQ, footer. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [bannerVisible, setBannerVisible] = useState(true);

  useEffect(() => {
    // The gallery's 'Try AI Lab' broadcasts this event (docs/spec/public-site.md).
    const toLab = () => navigate('/prompt-lab');
    window.addEventListener('navigate-to-ai-lab', toLab);
    return () => window.removeEventListener('navigate-to-ai-lab', toLab);
  }, [navigate]);

  useEffect(() => {
    if (bannerDismissed.get() === '1') setBannerVisible(false);
  }, []);
  // Each route change scrolls smoothly to the top (spec). A page opened directly (typed, reloaded,
  // linked from elsewhere) starts at its top at once and is held there while it settles (holdAtTop):
  // a smooth scroll to the top was cut short by a restored position still moving. One opened at a
  // section (`#lesson-3`) goes there instead.
  const hydrated = useHydrated();
  const opened = useRef(!hydrated);
  useEffect(() => {
    if (!opened.current) return scrollToTop();
    opened.current = false;
    if (!window.location.hash) return holdAtTop();
  }, [pathname]);

  const closeBanner = () => {
    bannerDismissed.set('1');
    setBannerVisible(false);
  };

  return (
    <div className={bannerVisible ? 'pt-12' : ''}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      {bannerVisible && <PromoBanner onClose={closeBanner} />}
      <SiteHeader bannerVisible={bannerVisible} />
      <main id="main">
        <Outlet />
      </main>
      {/* Below every page: hydrated when seen or when the visitor first interacts (lib/hydrate). */}
      <Hydrate>
        <FaqSection defaultTab={FAQ_TAB_BY_ROUTE[pathname.replace(/\/+$/, '') || '/'] ?? 'about'} />
      </Hydrate>
      <Hydrate>
        <SiteFooter supportForm={<SupportSection />} />
      </Hydrate>
      <BackToTop />
    </div>
  );
}
