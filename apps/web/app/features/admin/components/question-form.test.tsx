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
      lessonId: null,
    });
    expect(await screen.findByText('Question added successfully!')).toBeInTheDocument();
  });

  it('lists the lessons and sends the one that teaches the question; the server refusing it shows on the field', async () => {
    const lessons = [
      { id: 1, title: 'What AI Is', isActive: true, isArchived: false },
      { id: 4, title: 'Iterate and Judge', isActive: true, isArchived: true },
    ];
    const message = 'There is no lesson with id 4. Choose one of the lessons, or leave the lesson empty.';
    const { writes } = fakeApi({
      'GET /lessons/admin/all': lessons,
      'POST /questions': reply(400, { message, errors: [{ field: 'lessonId', message }] }),
    });
    renderAdmin(<QuestionForm onClose={() => undefined} />);
    await fillQuestion();
    const select = field('Lesson that teaches it') as unknown as HTMLSelectElement;
    await screen.findByRole('option', { name: '4. Iterate and Judge (archived)' });
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'No lesson',
      '1. What AI Is',
      '4. Iterate and Judge (archived)',
    ]);
    await userEvent.selectOptions(select, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText(message)).map((e) => e.id)).toContainEqual(
      expect.stringMatching(/-lessonId-error$/),
    );
    expect(writes()[0].body).toMatchObject({ lessonId: 4 });
  });

  it('keeps the saved lesson of a question being edited', async () => {
    const lessons = [{ id: 7, title: 'Answers From Your Own Documents', isActive: true, isArchived: false }];
    const { writes } = fakeApi({ 'GET /lessons/admin/all': lessons, 'PUT /questions/5': reply(200, { id: 5 }) });
    const question = {
      id: 5,
      question: 'Q?',
      options: ['A', 'B'],
      correctAnswer: 0,
      explanation: '',
      category: 'basics',
      difficulty: 'easy',
      points: 10,
      tags: [],
      order: 0,
      isActive: true,
      isArchived: false,
      lessonId: 7,
    } as const;
    const onClose = vi.fn();
    renderAdmin(<QuestionForm row={{ ...question, options: [...question.options], tags: [] }} onClose={onClose} />);
    const select = field('Lesson that teaches it') as unknown as HTMLSelectElement;
    expect(select.value).toBe('7');
    await screen.findByRole('option', { name: '7. Answers From Your Own Documents' });
    await waitFor(() => expect(select.value).toBe('7'));
    expect(select.selectedOptions[0].textContent).toBe('7. Answers From Your Own Documents');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0].body).toMatchObject({ lessonId: 7 });
  });

  it('turns the points hint into the error, keeps what was typed, and sends nothing', async () => {
    const { writes } = fakeApi({});
    renderAdmin(<QuestionForm onClose={() => undefined} />);
    await fillQuestion();
    await userEvent.clear(field('Points'));
    await userEvent.type(field('Points'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Points awarded for correct answer (1-100)');
    expect(field('Points').getAttribute('aria-invalid')).toBe('true');
    expect(option(2).value).toBe('Mars');
    expect(writes()).toEqual([]);
  });

  it('alerts when fewer than two options are left and keeps the form', async () => {
    const { writes } = fakeApi({});
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
    expect(writes()).toEqual([]);
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
    expect(await screen.findByText('Failed to add question')).toBeInTheDocument();
  });
});
