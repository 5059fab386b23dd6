import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FileSpreadsheet, Loader2 } from 'lucide-react';
import {
  ADMIN_CONSOLE_TEXTS,
  CSV_ERRORS_SHOWN,
  CSV_PREVIEW_ROWS,
  PROMPT_IMPORT_TEXTS,
  type ImportSummary,
} from '@ai4n/shared';
import { parseCsv } from '@ai4n/shared/csv';
import { z } from 'zod';
import { Modal, ModalFooter } from '../../../components/ui/dialog';
import { useZodForm } from '../../../components/ui/form';
import { HeaderCells } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api-client';
import { uploadContentCsv, useUploadContentCsv, type CsvUploadEntity } from '../api/upload-content-csv';
import type { Progress } from '../lib/transfer';
import { progressText } from './upload-progress';

interface Picked {
  file: File;
  header: string[];
  rows: string[][];
  total: number;
}

/** The server's row report from a successful answer or from the `details` of a failed one. */
function summaryOf(value: unknown): ImportSummary | null {
  const candidate =
    value && typeof value === 'object' && 'details' in value ? (value as { details: unknown }).details : value;
  return candidate && typeof candidate === 'object' && Array.isArray((candidate as ImportSummary).errors)
    ? (candidate as ImportSummary)
    : null;
}

/** The upload's option: delete every existing row first. */
const UploadOptionsSchema = z.object({ replaceExisting: z.boolean() });

function RowErrors({ summary }: { summary: ImportSummary }) {
  if (!summary.errors.length) return null;
  const shown = summary.errors.slice(0, CSV_ERRORS_SHOWN);
  const more = summary.moreErrors + summary.errors.length - shown.length;
  return (
    <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm text-red-800">
      {shown.map((e) => (
        <li key={`${e.row}-${e.message}`}>{e.message}</li>
      ))}
      {more > 0 && <li className="list-none font-medium">{PROMPT_IMPORT_TEXTS.moreErrors(more)}</li>}
    </ul>
  );
}

/**
 * The shared 'Upload CSV - {entity}' modal (docs/spec/admin.md section 2): a .csv file, a preview of its
 * first rows read in the browser, the server's check of every row (a dry run), 'Replace existing',
 * then the upload with its progress.
 */
export function CsvUploadModal({
  entity,
  title,
  onImported,
  onFailed,
  onClose,
}: {
  entity: CsvUploadEntity;
  /** Shown in the title, e.g. 'Lessons'. */
  title: string;
  onImported: (count: number) => void;
  onFailed: () => void;
  onClose: () => void;
}) {
  const fileId = useId();
  const replaceId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const options = useZodForm(UploadOptionsSchema, { defaultValues: { replaceExisting: false } });
  const replaceExisting = useWatch({ control: options.control, name: 'replaceExisting' });
  const replaceField = options.register('replaceExisting');
  const [check, setCheck] = useState<
    | { state: 'checking' }
    | { state: 'done'; summary: ImportSummary }
    | { state: 'failed'; message: string; summary: ImportSummary | null }
    | null
  >(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<{ message: string; summary: ImportSummary | null } | null>(null);
  const checkRun = useRef(0);

  const upload = useUploadContentCsv(entity);

  /**
   * The server checks every row without writing (ids are checked against what 'Replace existing'
   * would leave); the preview above is only the first rows. The import is all or nothing.
   */
  const dryRun = async (file: File, replace: boolean) => {
    const run = ++checkRun.current;
    setCheck({ state: 'checking' });
    try {
      const summary = await uploadContentCsv(entity, { file, replaceExisting: replace, dryRun: true });
      if (run === checkRun.current) setCheck({ state: 'done', summary });
    } catch (error) {
      if (run !== checkRun.current) return;
      if (error instanceof ApiError && error.status === 401) return onClose();
      setCheck({
        state: 'failed',
        message: error instanceof Error ? error.message : String(error),
        summary: error instanceof ApiError ? summaryOf(error.data) : null,
      });
    }
  };

  const choose = async (file: File | undefined) => {
    setFailure(null);
    setPicked(null);
    setCheck(null);
    checkRun.current++;
    if (!file) return setPickError(null);
    if (!file.name.toLowerCase().endsWith('.csv')) return setPickError(PROMPT_IMPORT_TEXTS.notCsv);
    try {
      const table = parseCsv(await file.text());
      if (!table.rows.length) return setPickError(PROMPT_IMPORT_TEXTS.noRows);
      setPickError(null);
      setPicked({
        file,
        header: table.header,
        rows: table.rows.slice(0, CSV_PREVIEW_ROWS).map((r) => table.header.map((h) => r.cell(h))),
        total: table.rows.length,
      });
      void dryRun(file, replaceExisting);
    } catch (error) {
      setPickError(PROMPT_IMPORT_TEXTS.fileError(error instanceof Error ? error.message : String(error)));
    }
  };

  const submit = () => {
    if (!picked) return;
    setFailure(null);
    setProgress({ phase: 'uploading', percent: 0 });
    upload.mutate(
      { file: picked.file, replaceExisting, onProgress: setProgress },
      {
        onSuccess: (summary) => {
          onImported(summary.imported);
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          setFailure({ message: error.message, summary: error instanceof ApiError ? summaryOf(error.data) : null });
          onFailed();
        },
      },
    );
  };

  const busy = upload.isPending;

  return (
    <Modal title={`Upload CSV - ${title}`} size="xl" onClose={onClose} busy={busy}>
      <div className="space-y-4">
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          <p className="mt-1 text-xs text-slate-500">The first line holds the column headers, as in the template.</p>
          {pickError && (
            <p className="mt-2 text-sm text-red-700" role="alert">
              {pickError}
            </p>
          )}
        </div>

        {picked && (
          <section aria-label="File preview">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <FileSpreadsheet className="size-4 text-brand-600" aria-hidden />
              <span>
                <strong>{picked.file.name}</strong>: {picked.total} data row{picked.total === 1 ? '' : 's'}
                {picked.total > picked.rows.length && `, the first ${picked.rows.length} shown`}
              </span>
            </p>
            <div className="mt-2 max-h-64 overflow-auto rounded-lg ring-1 ring-slate-200">
              <table className="min-w-full text-left text-xs">
                <thead className="sticky top-0 bg-slate-100 text-slate-700">
                  <tr>
                    <HeaderCells
                      titles={['Row', ...picked.header]}
                      className="px-2 py-1.5 font-semibold whitespace-nowrap"
                    />
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {picked.rows.map((cells, r) => (
                    <tr key={r}>
                      <td className="px-2 py-1 text-slate-500">{r + 2}</td>
                      {cells.map((cell, c) => (
                        <td key={c} className="max-w-[16rem] truncate px-2 py-1 text-slate-800" title={cell}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-2 text-sm" aria-live="polite">
              {check?.state === 'checking' && (
                <p className="flex items-center gap-2 text-slate-600">
                  <Loader2 className="size-4 animate-spin" aria-hidden /> Checking every row...
                </p>
              )}
              {check?.state === 'done' && (
                <>
                  <p className={check.summary.errors.length ? 'text-amber-800' : 'text-emerald-800'}>
                    {check.summary.count} row{check.summary.count === 1 ? '' : 's'} ready to import
                    {check.summary.errors.length > 0 &&
                      `; ${check.summary.errors.length + check.summary.moreErrors} with problems`}
                  </p>
                  <RowErrors summary={check.summary} />
                  {check.summary.errors.length > 0 && (
                    <p className="mt-2 text-slate-700">
                      Nothing is imported while any row has a problem: fix those rows and choose the file again.
                    </p>
                  )}
                </>
              )}
              {check?.state === 'failed' && (
                <>
                  <p className="text-amber-800">The server could not check the file: {check.message}</p>
                  {check.summary && <RowErrors summary={check.summary} />}
                </>
              )}
            </div>
          </section>
        )}

        <div>
          <label htmlFor={replaceId} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              id={replaceId}
              type="checkbox"
              className="size-4 accent-brand-600"
              disabled={busy}
              {...replaceField}
              onChange={(e) => {
                void replaceField.onChange(e);
                // The server checks the file again against what the new choice would leave.
                if (picked) void dryRun(picked.file, e.target.checked);
              }}
            />
            Replace existing
          </label>
          {replaceExisting && (
            <p className="mt-1 text-sm text-amber-800">
              All existing {title.toLowerCase()} are deleted before the file is imported.
            </p>
          )}
        </div>

        {failure && (
          <div className="rounded-lg bg-red-50 px-3 py-2 ring-1 ring-red-200" role="alert">
            <p className="text-sm font-semibold text-red-700">{ADMIN_CONSOLE_TEXTS.uploadFailed}</p>
            {failure.message && <p className="mt-1 text-sm text-red-800">{failure.message}</p>}
            {failure.summary && <RowErrors summary={failure.summary} />}
          </div>
        )}

        <ModalFooter
          onCancel={onClose}
          cancelDisabled={busy}
          busy={busy}
          disabled={
            !picked ||
            check?.state === 'checking' ||
            (check?.state === 'done' && (check.summary.errors.length > 0 || check.summary.count === 0))
          }
          onSubmit={submit}
        >
          {busy ? progressText(progress, 'Uploading... (processing)') : 'Upload CSV'}
        </ModalFooter>
      </div>
    </Modal>
  );
}
