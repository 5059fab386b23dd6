import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../../test/fake-api';
import { field, renderAdmin } from '../../../../test/render';
import { QuestionForm } from './question-form';

const option = (n: number) => screen.getByRole('textbox', { name: `Option ${n}` }) as HTMLInputElement;

async function fillQuestion() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Question/ }), 'Which is a planet?');
  await userEvent.type(option(1), 'The Moon');
  await userEvent.type(option(2), 'Mars');
  await userEvent.click(screen.getByRole('radio', { name: 'Option 2 is correct' }));
  await userEvent.selectOptions(field('Category'), 'basics');
  await userEvent.selectOptions(field('Difficulty'), 'easy');
}

describe('QuestionForm', () => {
  it('sends the question with its blank options dropped and the right answer kept, then closes', async () => {
    const { sent } = fakeApi({ 'POST /questions': reply(201, { id: 9 }) });
    const onClose = vi.fn();
    renderAdmin(<QuestionForm onClose={onClose} />);
    await fillQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      question: 'Which is a planet?',
      options: ['The Moon', 'Mars'],
      correctAnswer: 1,
      explanation: '',
      category: 'basics',
      difficulty: 'easy',
      isActive: true,
      points: 10,
      tags: [],
      order: 0,
    });
    expect(await screen.findByText('Question added successfully!')).toBeTruthy();
  });

  it('turns the points hint into the error, keeps what was typed, and sends nothing', async () => {
    const { sent } = fakeApi({});
    renderAdmin(<QuestionForm onClose={() => undefined} />);
    await fillQuestion();
    await userEvent.clear(field('Points'));
    await userEvent.type(field('Points'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Points awarded for correct answer (1-100)');
    expect(field('Points').getAttribute('aria-invalid')).toBe('true');
    expect(option(2).value).toBe('Mars');
    expect(sent).toEqual([]);
  });

  it('alerts when fewer than two options are left and keeps the form', async () => {
    const { sent } = fakeApi({});
    // The browser's alert (happy-dom has none).
    const alert = vi.fn();
    window.alert = alert;
    renderAdmin(<QuestionForm onClose={() => undefined} />);
    await fillQuestion();
    await userEvent.clear(option(1));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please provide at least 2 answer options.'));
    expect((screen.getByRole('textbox', { name: /^Question/ }) as HTMLTextAreaElement).value).toBe(
      'Which is a planet?',
    );
    expect(sent).toEqual([]);
  });

  it("puts the server's field error on its field", async () => {
    fakeApi({
      'POST /questions': reply(400, {
        message: 'Validation failed',
        errors: [{ field: 'question', message: 'This question exists already' }],
      }),
    });
    renderAdmin(<QuestionForm onClose={() => undefined} />);
    await fillQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const error = await screen.findByText('This question exists already');
    expect(error.id).toMatch(/-question-error$/);
    expect(await screen.findByText('Failed to add question')).toBeTruthy();
  });
});
