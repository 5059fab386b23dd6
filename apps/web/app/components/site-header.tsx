import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, Sparkles, X } from 'lucide-react';
import { PUBLIC_ROUTES } from '@ai4n/shared';
import { EXTERNAL_LOGIN_URL, EXTERNAL_REGISTER_URL, SITE_NAME } from '../lib/site';
import { openFaqForRoute } from '../lib/scroll';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function AuthLinks({ className = '' }: { className?: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <a
        href={EXTERNAL_LOGIN_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        Login
      </a>
      <a
        href={EXTERNAL_REGISTER_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Sign Up
      </a>
    </div>
  );
}

export function SiteHeader({ bannerVisible }: { bannerVisible: boolean }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);

  const openFaq = () => {
    setMenuOpen(false);
    openFaqForRoute(pathname);
  };

  return (
    <header
      className={`sticky z-40 border-b border-slate-200 bg-white/95 backdrop-blur ${bannerVisible ? 'top-12' : 'top-0'}`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold text-slate-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
            <Sparkles className="size-4" aria-hidden />
          </span>
          {SITE_NAME}
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {PUBLIC_ROUTES.map((r) => (
            <li key={r.path}>
              <NavLink to={r.path} end className={navClass}>
                {r.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={openFaq} className={navClass({ isActive: false })}>
              FAQ
            </button>
          </li>
        </ul>
        <AuthLinks className="hidden lg:flex" />

        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
        <ul className="flex flex-col gap-1 py-3">
          {PUBLIC_ROUTES.map((r) => (
            <li key={r.path}>
              <NavLink to={r.path} end className={(s) => `block ${navClass(s)}`}>
                {r.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={openFaq}
              className={`block w-full text-left ${navClass({ isActive: false })}`}
            >
              FAQ
            </button>
          </li>
        </ul>
        <AuthLinks />
      </div>
    </header>
  );
}
