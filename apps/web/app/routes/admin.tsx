import type { Route } from './+types/admin';
import { SITE_NAME } from '../lib/site';
import { AdminSessionProvider } from '../features/admin/lib/admin-session';
import { ToastProvider } from '../components/ui/toast';
import { AdminGate } from '../features/admin/components/admin-console';

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function Admin() {
  return (
    <AdminSessionProvider>
      <ToastProvider>
        <AdminGate />
      </ToastProvider>
    </AdminSessionProvider>
  );
}
