import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { Text, Toast } from './resource-panel/resource-definition';
import { textOf } from './resource-panel/use-resource-writes';

/** An admin file to download (an export or a template, from the api folder) and the toasts it ends with. */
export interface AdminDownload {
  run: () => Promise<unknown>;
  /** The success toast; none when omitted. */
  ok?: string;
  failed: Text<unknown>;
}

export const templateFailed = (error: unknown) =>
  `Template download failed: ${error instanceof Error ? error.message : String(error)}`;

/** A button that downloads an admin file with its toasts; with `showBusy` it spins until the file is saved. */
export function DownloadButton({
  toast,
  download,
  showBusy,
  tone,
  children,
}: {
  toast: Toast;
  download: AdminDownload;
  showBusy?: boolean;
  tone?: 'ghost';
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (showBusy) setBusy(true);
    try {
      await download.run().then(
        () => download.ok && toast.success(download.ok),
        (error: unknown) => toast.error(textOf(download.failed, error)),
      );
    } finally {
      if (showBusy) setBusy(false);
    }
  };
  return (
    <Button tone={tone} busy={busy} onClick={() => void start()}>
      {children}
    </Button>
  );
}
