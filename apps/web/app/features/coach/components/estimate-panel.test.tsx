import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateForm } from '../lib/prompt-estimate';
import { EMPTY_FORM } from '../lib/coach-draft';
import { CoachForm } from './coach-form';
import { ESTIMATE_NOTE } from './estimate-panel';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const bar = (name: string) =>
  Number(screen.getByRole('progressbar', { name: `${name} estimate` }).getAttribute('aria-valuenow'));
const announced = () => screen.getByText(/Estimated grade|Start typing/).closest('[aria-live]')!;

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  render(
    <CoachForm
      id="coach"
      models={[]}
      model={undefined}
      onModelChange={() => {}}
      onSubmit={() => {}}
      onValidChange={() => {}}
    />,
  );
}

describe('the live estimate in the coach form', () => {
  it('updates the grade and the three scores as the visitor types, with no request to the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    expect(screen.getByText(ESTIMATE_NOTE)).toBeInTheDocument();
    expect(announced().textContent).toBe('Start typing to see your estimate');
    expect(screen.queryByRole('progressbar', { name: 'Clarity estimate' })).toBeNull();

    for (const label of ['Goal *', 'Role *', 'Context *', 'Target audience *']) await userEvent.type(field(label), 'x');
    await waitFor(() => expect(announced().textContent).toBe('Estimated grade D'));
    const weak = { clarity: bar('Clarity'), specificity: bar('Specificity') };

    const typed = {
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds with 120 members',
      targetAudience: 'new members who are beginners',
      format: 'an email with a subject line and 3 short paragraphs',
    };
    const labels = {
      goal: 'Goal *',
      role: 'Role *',
      context: 'Context *',
      targetAudience: 'Target audience *',
      format: 'Format',
    };
    for (const [name, text] of Object.entries(typed)) {
      await userEvent.clear(field(labels[name as keyof typeof labels]));
      await userEvent.type(field(labels[name as keyof typeof labels]), text);
    }
    const expected = estimateForm({ ...EMPTY_FORM, ...typed })!;
    // A slow machine may pause mid-word long enough for an estimate of part of the text: wait for the whole.
    await waitFor(() => {
      expect(announced().textContent).toBe(`Estimated grade ${expected.grade}`);
      expect(bar('Clarity')).toBe(expected.clarity);
      expect(bar('Specificity')).toBe(expected.specificity);
      expect(bar('Structure')).toBe(expected.structure);
    });
    expect(expected.grade).not.toBe('D');
    expect(bar('Clarity')).toBeGreaterThan(weak.clarity);
    expect(bar('Specificity')).toBeGreaterThan(weak.specificity);
    // Only the grade is in the live region: the scores are not read out on every pause.
    expect(announced().querySelector('[role="progressbar"]')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for a pause in typing before it works the estimate out again', async () => {
    renderForm();
    await userEvent.type(field('Goal *'), 'x');
    expect(announced().textContent).toBe('Start typing to see your estimate');
    await waitFor(() => expect(announced().textContent).toMatch(/^Estimated grade [ABCD]$/));
  });
});
