import { useMemo, useState, type FormEvent } from 'react';
import { Download, Pencil, Plus, RefreshCw, Search, Trash2, Upload } from 'lucide-react';
import { confirmDeleteAllText, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FaqInputSchema, PROMPT_TOASTS, SCHOOL_TOAST_MS, type Faq, type FaqCategory } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys, useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { downloadFile } from '../lib/transfer';
import { CsvUploadModal } from './csv-upload-modal';
import { useToast } from './toasts';
import { Button, ConfirmDialog, FieldError, IconButton, IntroCard, Pager, StatCard, filterClass, inputClass, labelClass, usePage } from './ui';

const FAQ_KEYS = [adminKeys.faqs, ['faqs']] as const;
type Dialog = { kind: 'new' } | { kind: 'edit'; faq: Faq } | { kind: 'delete'; faq: Faq } | { kind: 'delete-all' } | { kind: 'import' } | null;

/** The FAQ tab (DECISIONS.md): list, add, edit, delete, import and export the FAQs of the public site. */
export function FaqsPanel({ faqs, refreshing, onRefresh }: { faqs: Faq[]; refreshing: boolean; onRefresh: () => void }) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const write = useAdminWrite((call: () => Promise<unknown>) => call(), FAQ_KEYS);
  const run = (call: () => Promise<unknown>, ok: string, failed: string) =>
    write.mutateAsync(call).then(
      () => toast.success(ok),
      (e: Error) => {
        toast.error(`${failed}: ${e.message}`);
        throw e;
      },
    );

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return faqs
      .filter((f) => (!category || f.category === category) && (!needle || `${f.question} ${f.answer}`.toLowerCase().includes(needle)))
      .sort((a, b) => FAQ_CATEGORIES.indexOf(a.category) - FAQ_CATEGORIES.indexOf(b.category) || a.order - b.order);
  }, [faqs, search, category]);
  const paged = usePage(shown);
  const active = faqs.filter((f) => f.isActive).length;

  return (
    <section aria-labelledby="faqs-admin-title" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="faqs-admin-title" className="text-2xl font-bold text-slate-900">
          FAQs
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button tone="primary" onClick={() => setDialog({ kind: 'new' })}>
            <Plus className="size-4" aria-hidden /> Add FAQ
          </Button>
          <Button onClick={() => setDialog({ kind: 'import' })}>
            <Upload className="size-4" aria-hidden /> Import
          </Button>
          <Button
            onClick={() =>
              void downloadFile('/faqs/bulk/export', 'faqs_export.csv').then(
                () => toast.success(PROMPT_TOASTS.faqsExported),
                () => toast.error(PROMPT_TOASTS.faqsExportFailed),
              )
            }
          >
            <Download className="size-4" aria-hidden /> Export
          </Button>
          <Button onClick={() => void downloadFile('/faqs/bulk/template', 'faqs_template.csv').catch(() => toast.error(PROMPT_TOASTS.faqsExportFailed))}>
            <Download className="size-4" aria-hidden /> Template
          </Button>
          <Button tone="danger" disabled={faqs.length === 0} onClick={() => setDialog({ kind: 'delete-all' })}>
            <Trash2 className="size-4" aria-hidden /> Delete All
          </Button>
        </div>
      </div>
      <IntroCard title="Answers visitors see first">
        The FAQ at the bottom of every public page shows the active FAQs of the page's category, in order. Inactive ones stay here but are hidden from visitors.
      </IntroCard>
      <div className="grid grid-cols-3 gap-3">
        <StatCard label="Total FAQs" value={faqs.length} />
        <StatCard label="Active" value={active} tone="text-emerald-700" />
        <StatCard label="Categories" value={new Set(faqs.map((f) => f.category)).size} tone="text-brand-700" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" aria-hidden />
          <input
            type="search"
            aria-label="Search FAQs"
            placeholder="Search FAQs..."
            className={`${inputClass} pl-9`}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              paged.setPage(1);
            }}
          />
        </div>
        <select
          aria-label="Category"
          className={filterClass}
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            paged.setPage(1);
          }}
        >
          <option value="">All categories</option>
          {FAQ_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {FAQ_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
        <Button onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </Button>
      </div>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">FAQs</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {['Question', 'Category', 'Order', 'Status', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-10 text-center text-slate-500">
                  No FAQs found
                </td>
              </tr>
            )}
            {paged.rows.map((f) => (
              <tr key={f.id} className="border-t border-slate-100 align-top">
                <td className="max-w-xl px-3 py-2">
                  <p className="font-medium text-slate-900">{f.question}</p>
                  <p className="line-clamp-2 text-xs text-slate-500">{f.answer}</p>
                </td>
                <td className="px-3 py-2">{FAQ_CATEGORY_LABELS[f.category]}</td>
                <td className="px-3 py-2">{f.order}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${f.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>{f.isActive ? 'active' : 'inactive'}</span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-0.5">
                    <IconButton label={`Edit ${f.question}`} onClick={() => setDialog({ kind: 'edit', faq: f })}>
                      <Pencil className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton label={`Delete ${f.question}`} className="hover:text-red-700" onClick={() => setDialog({ kind: 'delete', faq: f })}>
                      <Trash2 className="size-4" aria-hidden />
                    </IconButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager {...paged} />
      </div>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <FaqFormModal
          faq={dialog.kind === 'edit' ? dialog.faq : undefined}
          onSubmit={(body) =>
            dialog.kind === 'edit'
              ? run(() => adminRequest(`/faqs/${dialog.faq.id}`, { method: 'PUT', body }), 'FAQ updated successfully!', 'Failed to update FAQ')
              : run(() => adminRequest('/faqs', { method: 'POST', body }), 'FAQ added successfully!', 'Failed to add FAQ')
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete FAQ"
          message={`Delete "${dialog.faq.question}" for good? To only hide it from visitors, edit it and untick Active.`}
          onConfirm={() => run(() => adminRequest(`/faqs/${dialog.faq.id}?permanent=true`, { method: 'DELETE' }), 'FAQ deleted successfully!', 'Failed to delete FAQ').catch(() => undefined)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-all' && (
        <ConfirmDialog
          title="Delete All FAQs"
          message={confirmDeleteAllText('FAQs')}
          confirmLabel="Delete All"
          onConfirm={() => run(() => adminRequest('/faqs/bulk/all', { method: 'DELETE' }), 'All FAQs deleted successfully!', 'Failed to delete all FAQs').catch(() => undefined)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'import' && (
        <CsvUploadModal
          entity="FAQs"
          uploadPath="/faqs/bulk/upload"
          touches={FAQ_KEYS}
          onImported={(n) => toast.success(`Imported ${n} FAQs successfully!`)}
          onFailed={() => toast.error('Failed to import FAQs')}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

type FaqBody = { question: string; answer: string; category: FaqCategory; order: number; isActive: boolean };

function FaqFormModal({ faq, onSubmit, onClose }: { faq?: Faq; onSubmit: (body: FaqBody) => Promise<unknown>; onClose: () => void }) {
  const [values, setValues] = useState({ question: faq?.question ?? '', answer: faq?.answer ?? '', category: faq?.category ?? ('about' as FaqCategory), order: String(faq?.order ?? 0), isActive: faq?.isActive ?? true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = FaqInputSchema.safeParse({ ...values, order: Number(values.order) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.path[0] === 'order' ? 'Order must be a whole number, 0 or more' : issue.message;
      return setErrors(found);
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal title={faq ? 'Edit FAQ' : 'Add FAQ'} onClose={onClose} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div>
          <label htmlFor="faq-question" className={labelClass}>
            Question <span className="text-red-600">*</span>
          </label>
          <input id="faq-question" className={`${inputClass} mt-1`} value={values.question} aria-invalid={Boolean(errors.question)} onChange={(e) => set('question', e.target.value)} />
          <FieldError id="faq-question-error" message={errors.question} />
        </div>
        <div>
          <label htmlFor="faq-answer" className={labelClass}>
            Answer <span className="text-red-600">*</span>
          </label>
          <textarea id="faq-answer" rows={5} className={`${inputClass} mt-1`} value={values.answer} aria-invalid={Boolean(errors.answer)} onChange={(e) => set('answer', e.target.value)} />
          <FieldError id="faq-answer-error" message={errors.answer} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="faq-category" className={labelClass}>
              Category
            </label>
            <select id="faq-category" className={`${inputClass} mt-1`} value={values.category} onChange={(e) => set('category', e.target.value)}>
              {FAQ_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FAQ_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="faq-order" className={labelClass}>
              Order
            </label>
            <input id="faq-order" type="number" min={0} className={`${inputClass} mt-1`} value={values.order} aria-invalid={Boolean(errors.order)} onChange={(e) => set('order', e.target.value)} />
            <FieldError id="faq-order-error" message={errors.order} />
          </div>
          <label className="mt-6 flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-600" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} /> Active
          </label>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" type="submit" busy={busy}>
            {faq ? 'Update FAQ' : 'Add FAQ'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
