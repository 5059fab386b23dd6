import { useRef, useState } from 'react';
import { Download, FileUp, Upload } from 'lucide-react';
import { PROMPT_IMPORT_TEXTS, PROMPT_TOASTS, type ImportSummary } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Modal, ModalFooter } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form';
import { BodyCells, HeaderCells, Table } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api-client';
import { downloadTemplate } from '../api/download-template';
import { importPromptsCsv, useImportPromptsCsv } from '../api/import-prompts-csv';
import type { Progress } from '../lib/transfer';
import { templateFailed } from './downloads';
import { ProgressLine } from './upload-progress';

/**
 * Bulk Import Prompts (CSV): choose a file, process it (the server's own dry run of the import's
 * validation), see up to 10 prompts and 20 row errors, then import all of them in one transaction.
 */
export function PromptImportModal({
  onImported,
  onClose,
}: {
  onImported: (count: number) => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState<'process' | 'import' | null>(null);

  // The file a preview belongs to: an answer for a file no longer chosen is dropped.
  const current = useRef<File | null>(null);

  const choose = (chosen: File | undefined) => {
    current.current = chosen ?? null;
    setSummary(null);
    setError('');
    if (!chosen) return setFile(null);
    if (!chosen.name.toLowerCase().endsWith('.csv')) {
      setFile(null);
      return setError(PROMPT_IMPORT_TEXTS.notCsv);
    }
    setFile(chosen);
  };

  const importAll = useImportPromptsCsv();

  const process = async () => {
    const checked = file;
    setBusy('process');
    setError('');
    try {
      const answer = await importPromptsCsv({ file: file!, dryRun: true, onProgress: setProgress });
      if (current.current === checked) setSummary(answer);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (current.current === checked)
        setError(message === PROMPT_IMPORT_TEXTS.noRows ? message : PROMPT_IMPORT_TEXTS.fileError(message));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const importFile = async () => {
    setBusy('import');
    setError('');
    try {
      const done = await importAll.mutateAsync({ file: file!, onProgress: setProgress });
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
          <p className="mt-1">
            Every row needs a Prompt Title, a Description, a Category and the prompt itself: Core Prompt Text, or the
            structured sections (Context, Role Definition, Response Format, ...) that make it up.
          </p>
          <Button
            className="mt-2"
            onClick={() => void downloadTemplate('prompts').catch((e: unknown) => setError(templateFailed(e)))}
          >
            <Download className="size-4" aria-hidden /> Download template
          </Button>
        </li>
        <li>
          <label htmlFor="prompt-csv-file" className="font-semibold text-slate-900">
            2. Choose your CSV file
          </label>
          <input
            id="prompt-csv-file"
            type="file"
            accept=".csv,text/csv"
            className="mt-2 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </li>
        <li>
          <p className="font-semibold text-slate-900">3. Process it and check the preview</p>
          <Button
            className="mt-2"
            tone="primary"
            disabled={!file}
            busy={busy === 'process'}
            onClick={() => void process()}
          >
            <FileUp className="size-4" aria-hidden /> Process File
          </Button>
        </li>
      </ol>

      <ProgressLine
        progress={progress}
        action={busy === 'import' ? `Importing ${summary?.count ?? ''} prompts` : 'Checking every row'}
      />
      <FormError message={error} className="mt-4" />

      {summary && (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">
            {summary.count} valid prompt{summary.count === 1 ? '' : 's'} found
            {rowsWithErrors > 0 ? `, ${rowsWithErrors} row${rowsWithErrors === 1 ? '' : 's'} with errors` : ''}.
          </p>
          {summary.preview.length > 0 && (
            <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
              <Table
                caption="Preview of the first prompts"
                head={<HeaderCells titles={['Title', 'Category', 'Status']} className="px-3 py-2" />}
              >
                {summary.preview.map((p, i) => (
                  <tr key={i} className="border-t border-slate-100">
                    <BodyCells values={[p.title, p.category, p.status]} className="px-3 py-1.5" />
                  </tr>
                ))}
              </Table>
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
          {summary.count === 0 && summary.errors.length > 0 && (
            <p className="text-sm text-red-800">{PROMPT_IMPORT_TEXTS.noValidPrompts}</p>
          )}
        </div>
      )}

      <ModalFooter
        onCancel={onClose}
        disabled={!summary || summary.count === 0 || rowsWithErrors > 0}
        busy={busy === 'import'}
        onSubmit={() => void importFile()}
        className="mt-6"
      >
        <Upload className="size-4" aria-hidden /> {PROMPT_IMPORT_TEXTS.importButton(summary?.count ?? 0)}
      </ModalFooter>
    </Modal>
  );
}
