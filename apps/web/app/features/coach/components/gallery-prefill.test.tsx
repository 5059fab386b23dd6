import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { composePromptText, type Prompt } from '@ai4n/shared';
import { coachDraft, EMPTY_FORM } from '../lib/coach-draft';
import { getGalleryPrompt } from '../api/get-gallery-prompt';
import { CoachWorkspace } from './coach-workspace';

vi.mock('../api/get-gallery-prompt', () => ({ getGalleryPrompt: vi.fn() }));
vi.mock('../api/coach-api', () => ({
  analyzePrompt: vi.fn(),
  useCoachModels: () => ({ data: [] }),
  useCoachUsage: () => ({ data: undefined, isPending: true, error: null }),
}));

const galleryPrompt = {
  id: 'p1',
  title: 'Cold Email Sequence',
  prompt_text: composePromptText({
    context: 'A small agency selling to builders.',
    role: 'You are a B2B copywriter.',
    corePrompt: 'Write a 4-email cold outreach sequence.',
    responseFormat: 'Subject line, then body.',
    criteria: 'Could be sent today.',
    constraints: 'No invented results.',
  }),
} as Prompt;

function Url() {
  return <p data-testid="url">{useLocation().search}</p>;
}

function renderCoach(url = '/prompt-coach?from=p1&utm=x') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <CoachWorkspace />
        <Url />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.mocked(getGalleryPrompt).mockReset();
});

describe('a gallery prompt in the coach', () => {
  it("loads its sections into the form, says so, and takes 'from' out of the URL", async () => {
    vi.mocked(getGalleryPrompt).mockResolvedValue(galleryPrompt);
    renderCoach();
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '"Cold Email Sequence" from the gallery is in the form. Improve it, then analyze.',
    );
    expect(getGalleryPrompt).toHaveBeenCalledWith('p1');
    expect(await field('Goal')).toHaveProperty('value', 'Write a 4-email cold outreach sequence.');
    expect(await field('Role')).toHaveProperty('value', 'a B2B copywriter.');
    expect(await field('Context')).toHaveProperty('value', 'A small agency selling to builders.');
    expect(screen.getByTestId('url').textContent).toBe('?utm=x');
    expect(coachDraft.get().goal).toBe('Write a 4-email cold outreach sequence.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks before replacing a draft, and keeps it when told to', async () => {
    coachDraft.set({ ...EMPTY_FORM, goal: 'My own goal' });
    vi.mocked(getGalleryPrompt).mockResolvedValue(galleryPrompt);
    renderCoach();
    expect(await screen.findByText("Replace your current draft with 'Cold Email Sequence'?")).toBeInTheDocument();
    expect(await field('Goal')).toHaveProperty('value', 'My own goal');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my draft' }));
    expect(screen.queryByText(/Replace your current draft/)).toBeNull();
    expect(coachDraft.get().goal).toBe('My own goal');
    expect(screen.getByTestId('url').textContent).toBe('?utm=x');
  });

  it('replaces the draft when told to', async () => {
    coachDraft.set({ ...EMPTY_FORM, goal: 'My own goal' });
    vi.mocked(getGalleryPrompt).mockResolvedValue(galleryPrompt);
    renderCoach();
    const replace = await screen.findByRole('button', { name: 'Replace' });
    await waitFor(async () => expect(await field('Goal')).toHaveProperty('value', 'My own goal'));
    await userEvent.click(replace);
    await waitFor(async () =>
      expect(await field('Goal')).toHaveProperty('value', 'Write a 4-email cold outreach sequence.'),
    );
    expect(screen.getByRole('status').textContent).toContain('"Cold Email Sequence" from the gallery is in the form');
  });

  it('says when the prompt is no longer there, and leaves the form as it was', async () => {
    coachDraft.set({ ...EMPTY_FORM, goal: 'My own goal' });
    vi.mocked(getGalleryPrompt).mockResolvedValue(null);
    renderCoach('/prompt-coach?from=gone');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('That gallery prompt is no longer available.'),
    );
    expect(coachDraft.get().goal).toBe('My own goal');
    expect(screen.getByTestId('url').textContent).toBe('');
  });

  it('does nothing without from', async () => {
    renderCoach('/prompt-coach');
    expect(getGalleryPrompt).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
