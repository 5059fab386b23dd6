import type { ComponentProps, ReactNode } from 'react';
import { ModalFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { FormError, FormField } from '../../../components/ui/form';

/** A record's numeric id: optional when adding, fixed once saved. The rest goes to the input (e.g. `register('id')`). */
export function IdField({ id, editing, ...input }: { id: string; editing: boolean } & ComponentProps<typeof Input>) {
  return (
    <FormField
      name="id"
      id={id}
      label="ID"
      hint={editing ? 'The id cannot change.' : 'Optional: empty gives a random id below 10000.'}
    >
      <Input {...input} type="number" min={1} step={1} disabled={editing} />
    </FormField>
  );
}

/** The record's Active checkbox; the rest goes to the input (e.g. `register('isActive')`). */
export function ActiveCheckbox({
  label,
  className,
  ...input
}: { label: ReactNode; className: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <label className={className}>
      <input type="checkbox" className="size-4 accent-brand-600" {...input} />
      {label}
    </label>
  );
}

/** The server's answer to a failed save, then Cancel and the submit button (`children`). */
export function SaveFooter({
  error,
  onCancel,
  busy,
  children,
}: {
  error: string | null | undefined;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={error} className="ring-1 ring-red-200" />
      <ModalFooter onCancel={onCancel} busy={busy}>
        {children}
      </ModalFooter>
    </>
  );
}
