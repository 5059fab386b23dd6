import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { Route } from './+types/root';
import {
  createPersister,
  createQueryClient,
  OFFLINE_CACHE_MS,
  PERSISTED_CACHE_VERSION,
  persistFilter,
} from './lib/query-client';
import { SITE_NAME } from './lib/site';
// The site's CSS is written into every page (no stylesheet request before the first paint); the
// browser bundle does not carry it: React leaves the prerendered style as it is when it hydrates.
import appCss from './app.css?inline';

const pageCss = import.meta.env.SSR || import.meta.env.DEV ? appCss : '';

export const meta: Route.MetaFunction = () => [
  { title: `${SITE_NAME}: learn to use AI well` },
  {
    name: 'description',
    content:
      'Free prompt course with a certificate, AI feedback on your prompts, and a gallery of ready-to-use business prompts.',
  },
];

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: pageCss }} suppressHydrationWarning />
      </head>
      <body className="bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  const [persister] = useState(createPersister);
  if (!persister) {
    return (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    );
  }
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: OFFLINE_CACHE_MS,
        buster: PERSISTED_CACHE_VERSION,
        dehydrateOptions: persistFilter,
      }}
    >
      <Outlet />
    </PersistQueryClientProvider>
  );
}

export function HydrateFallback() {
  return <p className="p-8 text-slate-500">Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <main className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">Please try again, or go back to the home page.</p>
      <a className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white" href="/">
        Go to Home
      </a>
    </main>
  );
}
