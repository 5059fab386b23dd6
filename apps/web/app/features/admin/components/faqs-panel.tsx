import { useMemo, useState, type FormEvent } from 'react';
import { Download, Plus, Trash2, Upload } from 'lucide-react';
import { confirmDeleteAllText, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FaqInputSchema, PROMPT_TOASTS, SCHOOL_TOAST_MS, type Faq, type FaqCategory } from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { CsvUploadModal } from './csv-upload-modal';
import { DataTable } from './data-table';
import { DownloadButton } from './downloads';
import { useToastedWrite, withReason } from './toasted-write';
import { useToast } from './toasts';
import { Button, ConfirmDialog, DeleteButton, EditButton, FieldError, FilterSelect, IntroCard, ModalFooter, PanelHeading, RefreshButton, SearchBox, SelectOptions, StatCard, StatusPill, inputClass, labelClass, usePage } from './ui';

const FAQ_KEYS = [adminKeys.faqs, ['faqs']] as const;
const categoryLabel = (c: FaqCategory) => FAQ_CATEGORY_LABELS[c];
type Dialog = { kind: 'new' } | { kind: 'edit'; faq: Faq } | { kind: 'delete'; faq: Faq } | { kind: 'delete-all' } | { kind: 'import' } | null;

/** The FAQ tab (DECISIONS.md): list, add, edit, delete, import and export the FAQs of the public site. */
export function FaqsPanel({ faqs, refreshing, onRefresh }: { faqs: Faq[]; refreshing: boolean; onRefresh: () => void }) {
  const toast = useToast(SCHOOL_TOAST_MS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const { run, act } = useToastedWrite(FAQ_KEYS, toast);

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
      <PanelHeading id="faqs-admin-title" title="FAQs">
        <div className="flex flex-wrap gap-2">
          <Button tone="primary" onClick={() => setDialog({ kind: 'new' })}>
            <Plus className="size-4" aria-hidden /> Add FAQ
          </Button>
          <Button onClick={() => setDialog({ kind: 'import' })}>
            <Upload className="size-4" aria-hidden /> Import
          </Button>
          <DownloadButton toast={toast} download={{ path: '/faqs/bulk/export', file: 'faqs_export.csv', ok: PROMPT_TOASTS.faqsExported, failed: PROMPT_TOASTS.faqsExportFailed }}>
            <Download className="size-4" aria-hidden /> Export
          </DownloadButton>
          <DownloadButton toast={toast} download={{ path: '/faqs/bulk/template', file: 'faqs_template.csv', failed: PROMPT_TOASTS.faqsExportFailed }}>
            <Download className="size-4" aria-hidden /> Template
          </DownloadButton>
          <Button tone="danger" disabled={faqs.length === 0} onClick={() => setDialog({ kind: 'delete-all' })}>
            <Trash2 className="size-4" aria-hidden /> Delete All
          </Button>
        </div>
      </PanelHeading>
      <IntroCard title="Answers visitors see first">
        The FAQ at the bottom of every public page shows the active FAQs of the page's category, in order. Inactive ones stay here but are hidden from visitors.
      </IntroCard>
      <div className="grid grid-cols-3 gap-3">
        <StatCard label="Total FAQs" value={faqs.length} />
        <StatCard label="Active" value={active} tone="text-emerald-700" />
        <StatCard label="Categories" value={new Set(faqs.map((f) => f.category)).size} tone="text-brand-700" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox label="Search FAQs" value={search} onChange={setSearch} />
        <FilterSelect label="Category" value={category} onChange={setCategory} all="All categories" options={FAQ_CATEGORIES} optionLabel={categoryLabel} />
        <RefreshButton refreshing={refreshing} onRefresh={onRefresh} />
      </div>
      <DataTable caption="FAQs" head={['Question', 'Category', 'Order', 'Status', 'Actions']} empty="No FAQs found" page={paged}>
        {paged.rows.map((f) => (
          <tr key={f.id} className="border-t border-slate-100 align-top">
            <td className="max-w-xl px-3 py-2">
              <p className="font-medium text-slate-900">{f.question}</p>
              <p className="line-clamp-2 text-xs text-slate-500">{f.answer}</p>
            </td>
            <td className="px-3 py-2">{FAQ_CATEGORY_LABELS[f.category]}</td>
            <td className="px-3 py-2">{f.order}</td>
            <td className="px-3 py-2">
              <StatusPill tone={f.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}>{f.isActive ? 'active' : 'inactive'}</StatusPill>
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-0.5">
                <EditButton label={`Edit ${f.question}`} onClick={() => setDialog({ kind: 'edit', faq: f })} />
                <DeleteButton label={`Delete ${f.question}`} onClick={() => setDialog({ kind: 'delete', faq: f })} />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <FaqFormModal
          faq={dialog.kind === 'edit' ? dialog.faq : undefined}
          onSubmit={(body) =>
            dialog.kind === 'edit'
              ? run(() => adminRequest(`/faqs/${dialog.faq.id}`, { method: 'PUT', body }), 'FAQ updated successfully!', withReason('Failed to update FAQ'))
              : run(() => adminRequest('/faqs', { method: 'POST', body }), 'FAQ added successfully!', withReason('Failed to add FAQ'))
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete FAQ"
          message={`Delete "${dialog.faq.question}" for good? To only hide it from visitors, edit it and untick Active.`}
          onConfirm={() => act(() => adminRequest(`/faqs/${dialog.faq.id}?permanent=true`, { method: 'DELETE' }), 'FAQ deleted successfully!', withReason('Failed to delete FAQ'))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-all' && (
        <ConfirmDialog
          title="Delete All FAQs"
          message={confirmDeleteAllText('FAQs')}
          confirmLabel="Delete All"
          onConfirm={() => act(() => adminRequest('/faqs/bulk/all', { method: 'DELETE' }), 'All FAQs deleted successfully!', withReason('Failed to delete all FAQs'))}
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
    <Modal title={faq ? 'Edit FAQ' : 'Add FAQ'} onClose={onClose} size="lg" busy={busy}>
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
              <SelectOptions values={FAQ_CATEGORIES} label={categoryLabel} />
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
        <ModalFooter onCancel={onClose} busy={busy} className="border-t border-slate-100 pt-4">
          {faq ? 'Update FAQ' : 'Add FAQ'}
        </ModalFooter>
      </form>
    </Modal>
  );
}
