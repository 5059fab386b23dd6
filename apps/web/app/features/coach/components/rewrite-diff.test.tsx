import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachResponse } from '@ai4n/shared';
import { applyChanges, diffPrompt } from '@ai4n/shared/prompt-diff';
import { FeedbackCard } from './feedback-card';
import { COPY_BLOCKED, RewriteDiff } from './rewrite-diff';

const ORIGINAL = 'You are a writer.\nYour task: write some stuff about my shop\nAudience: people';
const REWRITE =
  'You are a writer.\nTask: write 3 short posts about my bakery\nAudience: busy parents who shop on the way home\nFormat: [the shape]';

const version = () => (screen.getByLabelText('Your version') as HTMLTextAreaElement).value;
const items = () => within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('RewriteDiff', () => {
  it('numbers every change and gives each a criterion chip, a why and a lesson link', () => {
    render(<RewriteDiff original={ORIGINAL} rewrite={REWRITE} />);
    const changes = diffPrompt(ORIGINAL, REWRITE).changes;
    expect(changes.length).toBeGreaterThan(2);
    expect(items()).toHaveLength(changes.length);
    items().forEach((item, i) => {
      const change = changes[i]!;
      expect(item.getAttribute('aria-label')).toBe(`Change ${i + 1}`);
      expect(within(item).getByText(/^(Clarity|Specificity|Structure)$/).textContent).toBe(
        { clarity: 'Clarity', specificity: 'Specificity', structure: 'Structure' }[change.criterion],
      );
      expect(within(item).getByText(change.why)).toBeInTheDocument();
      expect(within(item).getByRole('link').getAttribute('href')).toMatch(/^\/prompt-school#lesson-\d+$/);
    });
    // Removed words are struck through, added ones inserted.
    const struck = [...document.querySelectorAll('del')].map((d) => d.textContent);
    const inserted = [...document.querySelectorAll('ins')].map((d) => d.textContent);
    expect(struck).toContain('removed: some stuff');
    expect(inserted).toContain('added: 3 short posts');
    expect(version()).toBe(REWRITE);
  });

  it('builds "your version" from the accepted changes: rejected ones keep the original words', async () => {
    const onUseInForm = vi.fn();
    render(<RewriteDiff original={ORIGINAL} rewrite={REWRITE} onUseInForm={onUseInForm} />);
    const diff = diffPrompt(ORIGINAL, REWRITE);
    const reject = (n: number) => userEvent.click(within(items()[n - 1]!).getByRole('button', { name: 'Reject' }));

    await reject(1);
    expect(within(items()[0]!).getByRole('button', { name: 'Reject' }).getAttribute('aria-pressed')).toBe('true');
    expect(version()).toBe(applyChanges(diff, (c) => c.number !== 1));
    expect(version()).not.toBe(REWRITE);
    expect(version()).toContain(diff.changes[0]!.removed);

    for (let n = 2; n <= diff.changes.length; n++) await reject(n);
    expect(version()).toBe(ORIGINAL);

    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'Accept' }));
    expect(version()).toBe(applyChanges(diff, (c) => c.number === 1));
    await userEvent.click(screen.getByRole('button', { name: 'Use in the form' }));
    expect(onUseInForm).toHaveBeenCalledWith(applyChanges(diff, (c) => c.number === 1));
  });

  it('copies your version and says so, or selects it with a message when the clipboard is blocked', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { unmount } = render(<RewriteDiff original={ORIGINAL} rewrite={REWRITE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy your version' }));
    expect(writeText).toHaveBeenCalledWith(REWRITE);
    await screen.findByText('Copied');
    unmount();

    writeText.mockRejectedValue(new Error('blocked'));
    render(<RewriteDiff original={ORIGINAL} rewrite={REWRITE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy your version' }));
    await screen.findByText(COPY_BLOCKED);
    expect(document.activeElement).toBe(screen.getByLabelText('Your version'));
  });

  it('says there is nothing to review when the rewrite is the prompt itself', () => {
    render(<RewriteDiff original="Same words." rewrite="Same words." />);
    expect(screen.getByText(/nothing to review/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull();
  });
});

describe('FeedbackCard', () => {
  it('loads the diff view below the rewrite and passes "Use in the form" through', async () => {
    const onUseInForm = vi.fn();
    const result = {
      feedback: {
        // A B: no questions first (ask-first.test.tsx has those).
        overallGrade: 'B',
        clarityScore: 5,
        specificityScore: 4,
        structureScore: 6,
        strengths: ['A clear task.'],
        weaknesses: ['No audience.'],
        suggestedRewrite: REWRITE,
        reason: 'Adds the missing parts.',
      },
    } as CoachResponse;
    render(
      <FeedbackCard
        result={result}
        original={ORIGINAL}
        note={{ title: 'Offline check, no AI model', detail: '', fallback: false }}
        onUseInForm={onUseInForm}
      />,
    );
    await waitFor(() => expect(screen.getByRole('list', { name: 'Changes' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Use in the form' }));
    expect(onUseInForm).toHaveBeenCalledWith(REWRITE);
  });
});
