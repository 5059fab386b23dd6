import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lesson, Prompt } from '@ai4n/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithQuery } from '../../../../test/render';
import { PromptDetailModal } from './prompt-detail-modal';

const prompt = (overrides: Partial<Prompt> = {}): Prompt => ({
  id: 'p1',
  _id: 'p1',
  title: 'Wedding Flower Quote',
  description: 'A quote with three options.',
  prompt_text: 'CONTEXT:\nA florist quotes a wedding.\n\nCORE PROMPT:\nWrite the quote from the details above.',
  category: 'sales',
  tags: ['quotes'],
  business_types: ['Local Service Businesses'],
  example_use: 'A florist answers an enquiry.',
  difficulty: 'intermediate',
  whyItWorks: 'It gives the AI a role and the real situation, and fixes the shape of the quote.',
  whyItWorksLesson: 7,
  makeItYours: 'Replace the packages with your own price list.',
  rating: null,
  ratingCount: 0,
  views: 3,
  added_by: 'AI for Newbies team',
  created_at: '2026-11-01',
  updated_at: '2026-11-01T00:00:00Z',
  isFeatured: false,
  status: 'active',
  ...overrides,
});

// Prompt School numbers lessons by their place in the course, not by id.
const lessons = [
  { id: 1, title: 'What AI Is' },
  { id: 7, title: 'The Anatomy of a Good Prompt' },
] as Lesson[];

const show = (p: Prompt) => {
  const api = fakeApi({
    'GET /prompts/p1': p,
    'GET /prompts/p1/rating': { average: null, count: 0, yourRating: null },
    'GET /lessons': lessons,
  });
  renderWithQuery(
    <MemoryRouter>
      <PromptDetailModal
        summary={undefined}
        promptId="p1"
        onClose={() => {}}
        favorite={false}
        onToggleFavorite={() => {}}
      />
    </MemoryRouter>,
  );
  return api;
};

describe('PromptDetailModal', () => {
  it('shows why the prompt works with a link to its lesson, how to make it yours, and the difficulty', async () => {
    show(prompt());
    const why = await screen.findByRole('region', { name: 'Why it works' });
    expect(why.textContent).toContain('It gives the AI a role and the real situation');
    const link = await within(why).findByRole('link', { name: 'Learn it in Lesson 2: The Anatomy of a Good Prompt' });
    expect(link.getAttribute('href')).toBe('/prompt-school#lesson-7');
    expect(screen.getByRole('heading', { name: 'Make it yours' }).nextElementSibling!.textContent).toBe(
      'Replace the packages with your own price list.',
    );
    expect(screen.getByText(/Difficulty: Intermediate/)).toBeInTheDocument();
  });

  it('shows neither block for a prompt without them', async () => {
    show(prompt({ whyItWorks: '', makeItYours: '' }));
    await screen.findByText(/Difficulty: Intermediate/);
    expect(screen.queryByRole('region', { name: 'Why it works' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Make it yours' })).toBeNull();
  });

  it('names the techniques without a link when the lesson no longer exists', async () => {
    const api = show(prompt({ whyItWorksLesson: 42 }));
    const why = await screen.findByRole('region', { name: 'Why it works' });
    // Once the lessons have come, there is still no link: lesson 42 is not among them.
    await waitFor(() => expect(api.sent.some((r) => r.path === '/lessons')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(why).queryByRole('link')).toBeNull();
  });
});
