import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Input } from './field';
import { Form, FormError, FormField, useZodForm } from './form';

const Schema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  age: z.coerce.number().int().min(18, 'You must be 18'),
});

function Demo({ onSubmit }: { onSubmit: (values: z.output<typeof Schema>) => void }) {
  const form = useZodForm(Schema, { defaultValues: { email: '', age: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Demo form">
      <FormField id="email" name="email" label="Email" required>
        <Input type="email" {...form.register('email')} />
      </FormField>
      <FormField id="age" name="age" label="Age">
        <Input {...form.register('age')} />
      </FormField>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('useZodForm + Form + FormField', () => {
  it('submits the parsed values (schema output) when they are valid', async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), '  ada@example.com ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), '36');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'ada@example.com', age: 36 });
  });

  it('shows the schema messages, linked to their fields, and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    await userEvent.type(email, 'ada-at-example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Please enter a valid email address', 'You must be 18']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('email-error');
    expect(email.value).toBe('ada-at-example');
    expect(screen.getByRole('form', { name: 'Demo form' }).hasAttribute('novalidate')).toBe(true);
  });
});

describe('FormError', () => {
  it('announces a message and renders nothing without one', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError message="The save failed" />);
    expect(screen.getByRole('alert').textContent).toBe('The save failed');
  });
});
