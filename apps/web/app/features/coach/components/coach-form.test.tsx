import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CoachFormValues } from '@ai4n/shared';
import { composeCoachPrompt } from '@ai4n/shared/coach-prompt';
import { coachDraft, EMPTY_FORM } from '../lib/coach-draft';
import { useState, type ComponentProps } from 'react';
import { CoachActions } from './coach-actions';
import { CoachForm } from './coach-form';

type Access = 'checking' | 'open' | 'payment-required';

/** The form and its submit as the workspace puts them together. */
function Coach({
  access,
  onSubmit,
  onUnlock,
}: {
  access: Access;
  onSubmit: (values: CoachFormValues) => void;
  onUnlock: () => void;
}) {
  const [valid, setValid] = useState(false);
  return (
    <>
      <CoachForm
        id="coach"
        models={[]}
        model={undefined}
        onModelChange={() => {}}
        onSubmit={onSubmit}
        onValidChange={setValid}
      />
      <CoachActions formId="coach" access={access} loading={false} valid={valid} onUnlock={onUnlock} />
    </>
  );
}

function renderForm({ access = 'open' }: { access?: Access } = {}) {
  const onSubmit = vi.fn<(values: CoachFormValues) => void>();
  render(<Coach access={access} onSubmit={onSubmit} onUnlock={() => {}} />);
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

/** The form alone, with what the visitor typed before its code loaded (if anything). */
const bareForm = (typed?: ComponentProps<typeof CoachForm>['typed']) => (
  <CoachForm
    id="coach"
    models={[]}
    model={undefined}
    onModelChange={() => {}}
    onSubmit={() => {}}
    onValidChange={() => {}}
    typed={typed}
  />
);

async function fillRequired() {
  await userEvent.type(field('Goal *'), '  Write a welcome email ');
  await userEvent.type(field('Role *'), 'a customer success manager');
  await userEvent.type(field('Context *'), 'A small yoga studio');
  await userEvent.type(field('Target audience *'), 'new members');
}

describe('CoachForm', () => {
  it('submits the checked values: trimmed, with the defaults for what was left out', async () => {
    const onSubmit = renderForm();
    const submit = screen.getByRole('button', { name: 'Get Feedback' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await fillRequired();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Friendly');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...EMPTY_FORM,
      goal: 'Write a welcome email',
      role: 'a customer success manager',
      context: 'A small yoga studio',
      targetAudience: 'new members',
      tone: 'friendly',
    });
  });

  it("shows the spec's Intermediate and Gemini in the prerendered page, before its code runs", () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(bareForm());
    // The option the HTML itself marks as chosen, before any of the form's code runs.
    const shown = (name: string) =>
      [...html.querySelectorAll(`select[name="${name}"] option[selected]`)].map((o) => o.getAttribute('value'));
    expect(shown('difficulty')).toEqual(['intermediate']);
    expect(shown('aiModel')).toEqual(['gemini']);
    expect(shown('tone')).toEqual(['']);
  });

  it('sends Gemini without naming it, and names the target model the learner picks', async () => {
    const onSubmit = renderForm();
    await fillRequired();
    const submit = screen.getByRole('button', { name: 'Get Feedback' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const byDefault = onSubmit.mock.calls[0][0];
    expect(byDefault).toMatchObject({ difficulty: 'intermediate', aiModel: 'gemini', aiModelChosen: false });
    expect(composeCoachPrompt(byDefault)).not.toContain('Written for');

    await userEvent.click(screen.getByRole('button', { name: 'Show advanced options' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Target AI model' }), 'Claude');
    await userEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const picked = onSubmit.mock.calls[1][0];
    expect(picked).toMatchObject({ aiModel: 'claude', aiModelChosen: true });
    expect(composeCoachPrompt(picked)).toContain('(Written for Claude.)');
  });

  it('takes a target model picked before its code loaded as chosen', async () => {
    localStorage.clear();
    render(bareForm({ goal: 'Write a welcome email', aiModel: 'chatgpt' }));
    await waitFor(() => expect(field('Goal *').value).toBe('Write a welcome email'));
    expect((screen.getByRole('combobox', { name: 'Target AI model', hidden: true }) as HTMLSelectElement).value).toBe(
      'chatgpt',
    );
    expect(coachDraft.get()).toMatchObject({ aiModel: 'chatgpt', aiModelChosen: true });
  });

  it('shows the schema message under an emptied required field, linked to it, and keeps the rest', async () => {
    const onSubmit = renderForm();
    await fillRequired();
    const role = field('Role *');
    await userEvent.clear(role);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Role is required');
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(role.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(field('Goal *').value).toBe('  Write a welcome email ');
    expect((screen.getByRole('button', { name: 'Get Feedback' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a draft as the visitor types, restores it, and Reset Form clears both', async () => {
    renderForm();
    await userEvent.type(field('Goal *'), 'Plan a launch');
    expect(coachDraft.get().goal).toBe('Plan a launch');
    expect(JSON.parse(localStorage.getItem('ai4n.coach-draft')!).goal).toBe('Plan a launch');

    document.body.innerHTML = '';
    renderForm();
    await waitFor(() => expect(field('Goal *').value).toBe('Plan a launch'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(field('Goal *').value).toBe('');
    expect(localStorage.getItem('ai4n.coach-draft')).toBeNull();
  });

  it('offers the unlock instead of the submit when payment is required, and nothing while access is checked', async () => {
    const onUnlock = vi.fn();
    const { unmount } = render(<Coach access="payment-required" onSubmit={() => {}} onUnlock={onUnlock} />);
    expect(screen.queryByRole('button', { name: 'Get Feedback' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Unlock Advanced Coaching/ }));
    expect(onUnlock).toHaveBeenCalledOnce();
    unmount();
    renderForm({ access: 'checking' });
    expect((screen.getByRole('button', { name: 'Checking your access…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps what was typed before its code loaded as the draft, even if nothing more is typed', async () => {
    localStorage.clear();
    render(bareForm({ goal: 'My own goal' }));
    await waitFor(() => expect(field('Goal *').value).toBe('My own goal'));
    expect(coachDraft.get().goal).toBe('My own goal');
  });
});
