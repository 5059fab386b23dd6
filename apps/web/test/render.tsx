import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../app/components/ui/toast';
import { adminSessionStore } from '../app/features/admin/lib/admin-request';
import { AdminSessionProvider } from '../app/features/admin/lib/admin-session';

const queryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders inside a fresh TanStack Query client that does not retry (kept by `rerender`). */
export function renderWithQuery(ui: ReactNode) {
  const client = queryClient();
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

/** Renders `ui` as the admin page does: a router, a query client, the toasts and (with `session`) the admin session. */
export function renderAdmin(ui: ReactNode, { session = false }: { session?: boolean } = {}) {
  const page = <ToastProvider>{ui}</ToastProvider>;
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <QueryClientProvider client={queryClient()}>
        {session ? <AdminSessionProvider>{page}</AdminSessionProvider> : page}
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Signs the browser in as `admin` (a session stored as a sign-in leaves it). */
export function storeAdminSession(token = 'admin-token') {
  const loginTime = Date.now();
  adminSessionStore.set({ user: 'admin', token, loginTime, expires: loginTime + 60 * 60_000 });
}

/** The control of a label, with or without its required mark ('Title', 'Title *'). */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)) as HTMLInputElement;
