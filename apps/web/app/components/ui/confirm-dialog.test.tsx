import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('runs the confirmation, then closes', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(
      <ConfirmDialog title="Delete prompt?" message="This cannot be undone." onConfirm={onConfirm} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete prompt?' })).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    // Busy while it runs: Cancel waits, nothing closes yet.
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog title="Delete?" message="Sure?" confirmLabel="Remove" onConfirm={onConfirm} onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('with a phrase, confirms only once the phrase is typed', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Delete all?"
        message="All rows go."
        phrase="DELETE ALL"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /Type DELETE ALL to confirm/ }), 'DELETE ALL');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
