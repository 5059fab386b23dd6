import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Saver({ duration }: { duration?: number }) {
  const toast = useToast(duration);
  return (
    <>
      <button type="button" onClick={() => toast.success('Prompt saved')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('Save failed')}>
        Fail
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast in the polite status region and dismisses it on request', async () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Prompt saved').closest('[data-kind]')?.getAttribute('data-kind')).toBe('success');
    expect(screen.getByText('Save failed').closest('[data-kind]')?.getAttribute('data-kind')).toBe('error');
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]);
    expect(screen.queryByText('Prompt saved')).toBeNull();
    expect(screen.getByText('Save failed')).toBeInTheDocument();
  });

  it('goes by itself after its duration', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Saver duration={3000} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('Prompt saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Prompt saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Prompt saved')).toBeNull();
  });

  it('useToast outside a provider is a mistake that says so', () => {
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Saver />)).toThrow('useToast outside ToastProvider');
    } finally {
      console.error = error;
    }
  });
});
