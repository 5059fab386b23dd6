import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FaqInputSchema,
  SCHOOL_TOAST_MS,
  type Faq,
  type FaqCategory,
  type FaqInput,
} from '@ai4n/shared';
import { Modal, ModalFooter } from '../../../components/ui/dialog';
import { Input, Select, SelectOptions, Textarea } from '../../../components/ui/field';
import { Form, FormField, useZodForm } from '../../../components/ui/form';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';
import { useFormSave } from '../lib/use-form-save';
import { formSchemaOf } from '../lib/zod-form';
import { withReason } from './resource-panel/use-resource-writes';

export const faqCategoryLabel = (c: FaqCategory) => FAQ_CATEGORY_LABELS[c];

export interface FaqFormValues {
  question: string;
  answer: string;
  category: FaqCategory;
  order: string;
  isActive: boolean;
}

export const faqFormValues = (faq?: Faq): FaqFormValues => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? 'about',
  order: String(faq?.order ?? 0),
  isActive: faq?.isActive ?? true,
});

export const FaqFormSchema = formSchemaOf((v: FaqFormValues) => ({ ...v, order: Number(v.order) }), FaqInputSchema, {
  fixed: { order: 'Order must be a whole number, 0 or more' },
});

const isFaqField = (field: string) => field in faqFormValues();
const required = (label: string) => (
  <>
    {label} <span className="text-red-600">*</span>
  </>
);

/** Add/Edit FAQ. A failed save keeps everything typed. */
export function FaqForm({ row: faq, onClose }: { row?: Faq; onClose: () => void }) {
  const form = useZodForm(FaqFormSchema, { defaultValues: faqFormValues(faq) });
  const { register, formState } = form;
  const create = useCreateFaq();
  const update = useUpdateFaq();

  const { save } = useFormSave(form.setError, {
    write: (data: FaqInput) => (faq ? update.mutateAsync({ id: faq.id, data }) : create.mutateAsync(data)),
    toastMs: SCHOOL_TOAST_MS,
    ok: faq ? 'FAQ updated successfully!' : 'FAQ added successfully!',
    failed: withReason(faq ? 'Failed to update FAQ' : 'Failed to add FAQ'),
    known: isFaqField,
    onClose,
  });

  return (
    <Modal title={faq ? 'Edit FAQ' : 'Add FAQ'} onClose={onClose} size="lg" busy={formState.isSubmitting}>
      <Form form={form} onSubmit={save} className="space-y-4">
        <FormField name="question" id="faq-question" label={required('Question')}>
          <Input {...register('question')} />
        </FormField>
        <FormField name="answer" id="faq-answer" label={required('Answer')}>
          <Textarea {...register('answer')} rows={5} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField name="category" id="faq-category" label="Category">
            <Select {...register('category')}>
              <SelectOptions values={FAQ_CATEGORIES} label={faqCategoryLabel} />
            </Select>
          </FormField>
          <FormField name="order" id="faq-order" label="Order">
            <Input {...register('order')} type="number" min={0} />
          </FormField>
          <label className="mt-6 flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('isActive')} /> Active
          </label>
        </div>
        <ModalFooter onCancel={onClose} busy={formState.isSubmitting} className="border-t border-slate-100 pt-4">
          {faq ? 'Update FAQ' : 'Add FAQ'}
        </ModalFooter>
      </Form>
    </Modal>
  );
}
