import { useState } from 'react';
import { Download, FileUp, Upload } from 'lucide-react';
import { PROMPT_IMPORT_TEXTS, PROMPT_TOASTS, type ImportSummary } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { ProgressBar } from '../../../components/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { downloadFile, uploadWithProgress, type Progress } from '../lib/transfer';
import { Button } from './ui';

/** Upload progress, then the server's work (upload and import progress for large files). */
export function ProgressLine({ progress, action }: { progress: Progress | null; action: string }) {
  if (!progress) return null;
  return (
    <div className="mt-3" role="status">
      <ProgressBar value={progress.percent} label="Upload progress" />
      <p className="mt-1 text-xs text-slate-600">{progress.phase === 'uploading' ? `Uploading... ${progress.percent}%` : `${action}...`}</p>
    </div>
  );
}

/**
 * Bulk Import Prompts (CSV): choose a file, process it (the server's own dry run of the import's
 * validation), see up to 10 prompts and 20 row errors, then import all of them in one transaction.
 */
export function PromptImportModal({ onImported, onClose }: { onImported: (count: number) => void; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState<'process' | 'import' | null>(null);

  const choose = (chosen: File | undefined) => {
    setSummary(null);
    setError('');
    if (!chosen) return setFile(null);
    if (!chosen.name.toLowerCase().endsWith('.csv')) {
      setFile(null);
      return setError(PROMPT_IMPORT_TEXTS.notCsv);
    }
    setFile(chosen);
  };

  const send = (dryRun: boolean) => uploadWithProgress<ImportSummary>(`/prompts/bulk/import-csv${dryRun ? '?dryRun=true' : ''}`, file!, 'text/csv', setProgress);

  const process = async () => {
    setBusy('process');
    setError('');
    try {
      setSummary(await send(true));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(message === PROMPT_IMPORT_TEXTS.noRows ? message : PROMPT_IMPORT_TEXTS.fileError(message));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const importAll = async () => {
    setBusy('import');
    setError('');
    try {
      const done = await send(false);
      onImported(done.imported);
      onClose();
    } catch (e) {
      setError(`${PROMPT_TOASTS.csvFailed}: ${e instanceof ApiError ? e.message : String(e)}`);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const rowsWithErrors = summary ? summary.errors.length + summary.moreErrors : 0;
  return (
    <Modal title="Bulk Import Prompts" onClose={onClose} size="lg">
      <ol className="space-y-4 text-sm text-slate-700">
        <li>
          <p className="font-semibold text-slate-900">1. Start from the template</p>
          <p className="mt-1">Columns: Prompt Title, Description and Category are required; the structured sections (Context, Role Definition, Core Prompt Text, ...) are optional.</p>
          <Button className="mt-2" onClick={() => void downloadFile('/prompts/bulk/template', 'prompts_template.csv').catch(() => setError(PROMPT_TOASTS.exportFailed))}>
            <Download className="size-4" aria-hidden /> Download template
          </Button>
        </li>
        <li>
          <label htmlFor="prompt-csv-file" className="font-semibold text-slate-900">
            2. Choose your CSV file
          </label>
          <input id="prompt-csv-file" type="file" accept=".csv,text/csv" className="mt-2 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800" onChange={(e) => choose(e.target.files?.[0])} />
        </li>
        <li>
          <p className="font-semibold text-slate-900">3. Process it and check the preview</p>
          <Button className="mt-2" tone="primary" disabled={!file} busy={busy === 'process'} onClick={() => void process()}>
            <FileUp className="size-4" aria-hidden /> Process File
          </Button>
        </li>
      </ol>

      <ProgressLine progress={progress} action={busy === 'import' ? `Importing ${summary?.count ?? ''} prompts` : 'Checking every row'} />
      {error && (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      )}

      {summary && (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">
            {summary.count} valid prompt{summary.count === 1 ? '' : 's'} found{rowsWithErrors > 0 ? `, ${rowsWithErrors} row${rowsWithErrors === 1 ? '' : 's'} with errors` : ''}.
          </p>
          {summary.preview.length > 0 && (
            <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Preview of the first prompts</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">Title</th>
                    <th scope="col" className="px-3 py-2">Category</th>
                    <th scope="col" className="px-3 py-2">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.preview.map((p, i) => (
                    <tr key={i} className="border-t border-slate-100">
                      <td className="px-3 py-1.5">{p.title}</td>
                      <td className="px-3 py-1.5">{p.category}</td>
                      <td className="px-3 py-1.5">{p.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {summary.errors.length > 0 && (
            <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900" role="alert">
              <p className="font-semibold">Rows with errors (nothing is imported until they are fixed):</p>
              <ul className="mt-1 list-disc pl-5">
                {summary.errors.map((e) => (
                  <li key={`${e.row}-${e.message}`}>{e.message}</li>
                ))}
              </ul>
              {summary.moreErrors > 0 && <p className="mt-1">{PROMPT_IMPORT_TEXTS.moreErrors(summary.moreErrors)}</p>}
            </div>
          )}
          {summary.count === 0 && summary.errors.length > 0 && <p className="text-sm text-red-800">{PROMPT_IMPORT_TEXTS.noValidPrompts}</p>}
        </div>
      )}

      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button tone="primary" disabled={!summary || summary.count === 0 || rowsWithErrors > 0} busy={busy === 'import'} onClick={() => void importAll()}>
          <Upload className="size-4" aria-hidden /> {PROMPT_IMPORT_TEXTS.importButton(summary?.count ?? 0)}
        </Button>
      </div>
    </Modal>
  );
}
