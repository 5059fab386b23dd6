import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton, buttonClass } from './button';

describe('Button', () => {
  it('is a non-submitting button that calls back on click', async () => {
    const onClick = vi.fn();
    render(
      <form
        onSubmit={() => {
          throw new Error('submitted');
        }}
      >
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('is disabled and busy while busy, and ignores clicks', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button tone="primary" busy onClick={onClick} icon={<svg data-testid="icon" />}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('icon')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button tone="primary" onClick={onClick} icon={<svg data-testid="icon" />}>
        Save
      </Button>,
    );
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('draws its tone and size', () => {
    render(
      <Button tone="danger" size="lg">
        Delete
      </Button>,
    );
    const cls = screen.getByRole('button', { name: 'Delete' }).className;
    expect(cls).toContain('bg-red-600');
    expect(cls).toContain('rounded-xl');
    expect(buttonClass({ tone: 'primary' })).toContain('bg-brand-600');
  });
});

describe('IconButton', () => {
  it('is named by its label, also as tooltip', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Edit Intro" onClick={onClick}>
        <svg aria-hidden />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit Intro' });
    expect(button.getAttribute('title')).toBe('Edit Intro');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
