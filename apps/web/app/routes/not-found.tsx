import { Link } from 'react-router';

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">We could not find that page. It may have moved.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Go to Home
      </Link>
    </section>
  );
}
