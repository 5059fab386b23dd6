import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_ONE, ClarifyingQuestions } from './clarifying-questions';

const QUESTIONS = [
  { id: 'product', question: 'Which product is this about?', hint: 'e.g. our sourdough loaf' },
  { id: 'deadline', question: 'By when?', hint: 'e.g. by Friday 5 pm' },
  { id: 'next', question: 'What should the reader do next?', hint: 'e.g. reply with their order' },
];

function setup(initial?: Record<string, string>) {
  const onUse = vi.fn();
  const onSkip = vi.fn();
  render(<ClarifyingQuestions questions={QUESTIONS} initial={initial} onUse={onUse} onSkip={onSkip} />);
  return { onUse, onSkip };
}

describe('ClarifyingQuestions', () => {
  it('labels each input with its question and describes it with its hint', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Before we rewrite: a few questions' })).toBeInTheDocument();
    for (const q of QUESTIONS) {
      const input = screen.getByRole('textbox', { name: q.question });
      const description = document.getElementById(input.getAttribute('aria-describedby')!);
      expect(description?.textContent).toBe(q.hint);
    }
  });

  it('"Use my answers" gives the answers by question id, blank ones left out and trimmed', async () => {
    const { onUse, onSkip } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Which product is this about?' }), ' sourdough ');
    await userEvent.type(screen.getByRole('textbox', { name: 'What should the reader do next?' }), 'order by reply');
    await userEvent.click(screen.getByRole('button', { name: 'Use my answers' }));
    expect(onUse).toHaveBeenCalledWith({ product: 'sourdough', next: 'order by reply' });
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('asks for at least one answer before using them', async () => {
    const { onUse } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'By when?' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Use my answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ANSWER_ONE);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('starts from the answers given before, and "Skip the questions" skips', async () => {
    const { onSkip, onUse } = setup({ deadline: 'Friday' });
    expect((screen.getByRole('textbox', { name: 'By when?' }) as HTMLInputElement).value).toBe('Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Skip the questions' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onUse).not.toHaveBeenCalled();
  });
});
