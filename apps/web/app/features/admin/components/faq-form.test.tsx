import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../../test/fake-api';
import { field, renderAdmin } from '../../../../test/render';
import { FaqForm } from './faq-form';

describe('FaqForm', () => {
  it('adds the FAQ, toasts and closes', async () => {
    const { sent } = fakeApi({ 'POST /faqs': reply(201, { id: 'f1' }) });
    const onClose = vi.fn();
    renderAdmin(<FaqForm onClose={onClose} />);
    await userEvent.type(field('Question'), 'Can I pay by invoice?');
    await userEvent.type(field('Answer'), 'Yes.');
    await userEvent.selectOptions(field('Category'), 'pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      question: 'Can I pay by invoice?',
      answer: 'Yes.',
      category: 'pricing',
      order: 0,
      isActive: true,
    });
    expect(await screen.findByText('FAQ added successfully!')).toBeInTheDocument();
  });

  it('names the missing answer and a bad order, keeps the question, and sends nothing', async () => {
    const { sent } = fakeApi({});
    renderAdmin(<FaqForm onClose={() => undefined} />);
    await userEvent.type(field('Question'), 'Half an FAQ');
    await userEvent.clear(field('Order'));
    await userEvent.type(field('Order'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('Answer is required')).toBeInTheDocument();
    expect(screen.getByText('Order must be a whole number, 0 or more')).toBeInTheDocument();
    expect(field('Question').value).toBe('Half an FAQ');
    expect(sent).toEqual([]);
  });

  it("shows the server's reason in the toast and its field error on the field", async () => {
    fakeApi({
      'PUT /faqs/f1': reply(400, {
        message: 'Answer too long',
        errors: [{ field: 'answer', message: 'Answer too long' }],
      }),
    });
    const onClose = vi.fn();
    renderAdmin(
      <FaqForm
        row={{ id: 'f1', _id: 'f1', question: 'Q?', answer: 'A.', category: 'about', order: 3, isActive: true }}
        onClose={onClose}
      />,
    );
    await userEvent.click(field('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Update FAQ' }));
    expect(await screen.findByText('Failed to update FAQ: Answer too long')).toBeInTheDocument();
    expect(document.getElementById('faq-answer-error')?.textContent).toBe('Answer too long');
    expect(onClose).not.toHaveBeenCalled();
  });
});
