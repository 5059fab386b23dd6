import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAccount } from '../../../lib/account';
import { signOutSession } from '../api/coach-api';

/** 'Signed in as …' with a Sign out that ends the token's session on the server, then in this browser. */
export function SignedInStatus({ email }: { email: string }) {
  const { signOut } = useAccount();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    // A token the server no longer knows (already revoked, expired) is forgotten here all the same.
    await signOutSession().catch(() => undefined);
    signOut();
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: ['coach', 'usage'] });
  };

  return (
    <span className="inline-flex items-center gap-3 text-sm text-slate-600">
      Signed in as {email}
      <Button
        tone="link"
        size="inline"
        onClick={leave}
        disabled={busy}
        icon={<LogOut className="size-4" aria-hidden />}
      >
        Sign out
      </Button>
    </span>
  );
}
