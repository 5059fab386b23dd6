import { useState, type ReactNode } from 'react';
import { Download, FileDown, Upload } from 'lucide-react';
import { downloadFile } from '../lib/transfer';
import type { useToast } from './toasts';
import { Button } from './ui';

type Toast = ReturnType<typeof useToast>;

/** An admin file to download (an export or a template) and the toasts it ends with. */
export interface AdminDownload {
  path: string;
  /** The name to save under when the server does not give one. */
  file: string;
  /** The success toast; none when omitted. */
  ok?: string;
  failed: string | ((error: unknown) => string);
}

export const templateFailed = (error: unknown) => `Template download failed: ${error instanceof Error ? error.message : String(error)}`;

/** Downloads the file, then shows its success or failure toast; never rejects. */
export function downloadWithToasts(toast: Toast, download: AdminDownload): Promise<void> {
  return downloadFile(download.path, download.file).then(
    () => {
      if (download.ok) toast.success(download.ok);
    },
    (error: unknown) => toast.error(typeof download.failed === 'function' ? download.failed(error) : download.failed),
  );
}

/** A button that downloads an admin file with its toasts; with `showBusy` it spins until the file is saved. */
export function DownloadButton({ toast, download, showBusy, tone, children }: { toast: Toast; download: AdminDownload; showBusy?: boolean; tone?: 'ghost'; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (showBusy) setBusy(true);
    try {
      await downloadWithToasts(toast, download);
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

/** The CSV buttons of the Lessons and Quiz tabs: Import (the caller's upload modal), Export, and the Template. */
export function CsvButtons({ toast, onImport, exportFile, templatePath, templateFile }: { toast: Toast; onImport: () => void; exportFile: AdminDownload; templatePath: string; templateFile: string }) {
  return (
    <>
      <Button onClick={onImport}>
        <Upload className="size-4" aria-hidden /> Import
      </Button>
      <DownloadButton toast={toast} showBusy download={exportFile}>
        <Download className="size-4" aria-hidden /> Export
      </DownloadButton>
      <DownloadButton toast={toast} download={{ path: templatePath, file: templateFile, failed: templateFailed }}>
        <FileDown className="size-4" aria-hidden /> Template
      </DownloadButton>
    </>
  );
}
