import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_TOASTS } from '@ai4n/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderAdmin } from '../../../../test/render';
import { QuizSettingsDialog } from './quiz-settings-dialog';

const SAVED = { questionsPerQuiz: 20, passingScore: 60, showFeedbackImmediately: true, allowRetries: true };

async function openDialog(onClose = vi.fn()) {
  renderAdmin(<QuizSettingsDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Quiz Settings' });
  const count = (await within(dialog).findByLabelText('Questions per quiz')) as HTMLInputElement;
  return {
    dialog,
    count,
    score: within(dialog).getByLabelText('Passing score (%)') as HTMLInputElement,
    save: within(dialog).getByRole('button', { name: 'Save Settings' }),
    onClose,
  };
}

describe('Quiz Settings', () => {
  it('saves the settings as numbers, toasts and closes', async () => {
    const api = fakeApi({ 'GET /questions/meta/settings': SAVED, 'PUT /questions/meta/settings': (body) => body });
    const { dialog, count, score, save, onClose } = await openDialog();
    expect(count.value).toBe('20');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.clear(score);
    await userEvent.type(score, '80');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Allow retries' }));
    await userEvent.click(save);

    await screen.findByText(QUESTION_TOASTS.settingsSaved);
    expect(onClose).toHaveBeenCalled();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/questions/meta/settings',
        body: { questionsPerQuiz: 5, passingScore: 80, showFeedbackImmediately: true, allowRetries: false },
        token: null,
      },
    ]);
  });

  it('names an out-of-range value as it is typed, disables Save and keeps the value', async () => {
    const api = fakeApi({ 'GET /questions/meta/settings': SAVED });
    const { dialog, count, score, save } = await openDialog();
    await userEvent.clear(count);
    await userEvent.type(count, '51');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Questions per quiz must be a whole number from 1 to 50',
    );
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count.value).toBe('51');
    expect(save).toHaveProperty('disabled', true);

    await userEvent.clear(score);
    await userEvent.type(score, '0');
    await within(dialog).findByText('Passing score must be a whole number from 1 to 100 (%)');
    await userEvent.click(save);
    expect(api.writes()).toEqual([]);

    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.clear(score);
    await userEvent.type(score, '80');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the defaults when the saved settings cannot be loaded', async () => {
    fakeApi({});
    const { dialog, count, score } = await openDialog();
    await within(dialog).findByText(/Could not load the saved settings/);
    expect([count.value, score.value]).toEqual(['20', '60']);
  });
});
