import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text in a named tone', () => {
    render(<Badge tone="success">Active</Badge>);
    expect(screen.getByText('Active').className).toContain('bg-emerald-100');
  });

  it('takes raw colour classes as its tone', () => {
    render(<Badge tone="bg-violet-100 text-violet-800">Custom</Badge>);
    const cls = screen.getByText('Custom').className;
    expect(cls).toContain('bg-violet-100 text-violet-800');
    expect(cls).not.toContain('bg-slate-200');
  });
});
