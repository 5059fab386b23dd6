import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, PROMPT_LIST_MAX_LIMIT, type Prompt, type PromptListResponse } from '@ai4n/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithQuery } from '../../../../test/render';
import { PromptLibrary } from './prompt-library';
import { promptFixture } from '../../../../test/prompt-fixture';

const prompt = (id: string, title: string): Prompt =>
  promptFixture(id, {
    title,
    description: `${title}, described.`,
    prompt_text: 'CORE PROMPT:\nWrite it.',
    category: 'marketing',
    added_by: 'team',
  });
const answer = (prompts: Prompt[], didYouMean: string | null): PromptListResponse => ({
  prompts,
  pagination: { current: 1, total: 1, count: prompts.length, totalCount: prompts.length },
  didYouMean,
});
const list = (query: string, page = 1) => `GET /prompts?${query}&page=${page}&limit=${GALLERY_PAGE_SIZE}`;

function Location() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

describe('a misspelled search in the gallery', () => {
  it('shows the corrected search\'s prompts and "Did you mean", whose link runs the corrected search', async () => {
    const newsletter = prompt('p1', 'Monthly newsletter');
    const api = fakeApi({
      [list('category=marketing&search=newslettr', 2)]: answer([newsletter], 'newsletter'),
      [list('category=marketing&search=newsletter')]: answer([newsletter], null),
      [`GET /prompts?page=1&limit=${PROMPT_LIST_MAX_LIMIT}`]: answer([newsletter], null),
      'GET /prompts/meta/categories': { categories: [], businessTypes: [], tags: [] },
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/prompt-gallery?search=newslettr&page=2&category=marketing']}>
        <PromptLibrary />
        <Location />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Monthly newsletter')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'newsletter' });
    expect(link.closest('p')?.textContent).toBe('Did you mean newsletter?');
    fireEvent.click(link);
    // The other filters stay; the page goes back to the first.
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?search=newsletter&category=marketing');
    expect(await screen.findByRole('searchbox', { name: 'Search prompts' })).toHaveValue('newsletter');
    await waitFor(() => expect(screen.queryByText(/Did you mean/)).toBeNull());
    expect(api.sent.map((r) => `GET ${r.path}`)).toContain(list('category=marketing&search=newsletter'));
  });

  it('says nothing when the search matched as typed', async () => {
    fakeApi({
      [list('search=newsletter')]: answer([prompt('p1', 'Monthly newsletter')], null),
      [`GET /prompts?page=1&limit=${PROMPT_LIST_MAX_LIMIT}`]: answer([], null),
      'GET /prompts/meta/categories': { categories: [], businessTypes: [], tags: [] },
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/prompt-gallery?search=newsletter']}>
        <PromptLibrary />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Monthly newsletter')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });
});
