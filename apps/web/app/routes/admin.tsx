import { Link } from 'react-router';
import { Shield } from 'lucide-react';
import type { Route } from './+types/admin';
import { SITE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Admin | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function Admin() {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Shield className="mx-auto size-10 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Admin Dashboard</h1>
        <p className="mt-2 text-slate-600">The administrator console is not part of this release yet.</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 hover:text-brand-900">
          Back to the site
        </Link>
      </div>
    </main>
  );
}
