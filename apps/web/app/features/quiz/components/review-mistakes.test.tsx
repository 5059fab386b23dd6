import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewedQuestion } from '@ai4n/shared';
import { ReviewMistakes } from './review-mistakes';

const reviewed = (id: number, answer: number, lessonId: number | null): ReviewedQuestion => ({
  id,
  category: 'basics',
  difficulty: 'easy',
  question: `Question ${id}?`,
  options: [`A${id}`, `B${id}`, `C${id}`],
  correctAnswer: 1,
  explanation: `Because of ${id}.`,
  points: 10,
  tags: [],
  isActive: true,
  lessonId,
  answer,
  correct: answer === 1,
});

const IDLE = { loading: false, error: null };
const show = (review: ReviewedQuestion[], retake: { loading: boolean; error: string | null } = IDLE) => {
  const onRetake = vi.fn();
  render(
    <MemoryRouter>
      <ReviewMistakes review={review} retake={retake} onRetake={onRetake} />
    </MemoryRouter>,
  );
  return onRetake;
};

describe('ReviewMistakes', () => {
  it('lists each missed question with the answer given, the right one, why, and its lesson', async () => {
    const onRetake = show([reviewed(1, 0, 2), reviewed(2, 1, 3), reviewed(3, -1, null), reviewed(4, 2, 5)]);
    expect(screen.getByText(/You missed 3 questions/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your mistakes' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Review mistakes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Your mistakes' });
    expect(screen.getByRole('button', { name: 'Hide mistakes' }).getAttribute('aria-expanded')).toBe('true');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Question 1?',
      'Question 3?',
      'Question 4?',
    ]);
    expect(items[0].textContent).toContain('Your answer: A1');
    expect(items[0].textContent).toContain('Right answer: B1');
    expect(items[0].textContent).toContain('Because of 1.');
    expect(items[1].textContent).toContain('Your answer: No answer');
    const link = within(items[0]).getByRole('link', { name: 'Read the lesson' });
    expect(link.getAttribute('href')).toBe('/prompt-school#lesson-2');
    expect(link.getAttribute('aria-describedby')).toBe(items[0].querySelector('p')!.id);
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(items[2]).getByRole('link').getAttribute('href')).toBe('/prompt-school#lesson-5');

    await userEvent.click(screen.getByRole('button', { name: 'Retake only my mistakes' }));
    expect(onRetake).toHaveBeenCalledWith([1, 3, 4]);
  });

  it('says so kindly when nothing was missed, with nothing to retake', () => {
    show([reviewed(1, 1, 2), reviewed(2, 1, null)]);
    expect(screen.getByText(/No mistakes to review/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retake only my mistakes' })).toBeNull();
  });

  it('shows the retake as busy while it loads, and why it could not start', () => {
    show([reviewed(1, 0, 2)], { loading: true, error: "Your practice round couldn't be loaded." });
    const retake = screen.getByRole('button', { name: 'Retake only my mistakes' }) as HTMLButtonElement;
    expect(retake.disabled).toBe(true);
    expect(retake.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe("Your practice round couldn't be loaded.");
  });
});
