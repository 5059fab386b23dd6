import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, type BusinessTypePromptsResponse } from '@ai4n/shared';
import { fakeApi } from '../../test/fake-api';
import { renderWithQuery } from '../../test/render';
import BusinessTypePrompts from './prompt-gallery-business-type';

const summary = (id: string, title: string, isFeatured = false) => ({
  id,
  title,
  description: `${title}, described.`,
  category: 'sales',
  rating: isFeatured ? 4.5 : null,
  views: 10,
  isFeatured,
});
const cafe: BusinessTypePromptsResponse = {
  businessType: 'Restaurants & Hospitality',
  slug: 'restaurants-hospitality',
  total: 9,
  jobs: [
    {
      id: 'sales',
      name: 'Sales',
      count: 8,
      prompts: [summary('a', 'Catering offer', true), summary('b', 'Event pitch')],
    },
    { id: 'marketing', name: 'Marketing', count: 1, prompts: [summary('c', 'Menu launch post')] },
  ],
};

const show = (slug: string) =>
  renderWithQuery(
    <MemoryRouter>
      <BusinessTypePrompts {...({ params: { slug } } as Parameters<typeof BusinessTypePrompts>[0])} />
    </MemoryRouter>,
  );

describe("a business type's page", () => {
  it("lists the type's most useful prompts by job, each linking to its details", async () => {
    fakeApi({ 'GET /prompts/meta/business-types/restaurants-hospitality': cafe });
    show('restaurants-hospitality');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Prompts for restaurants & hospitality' }),
    ).toBeInTheDocument();
    const sales = await screen.findByRole('region', { name: 'Sales' });
    const links = within(sales).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'All 8 sales prompts',
      expect.stringContaining('Catering offer'),
      expect.stringContaining('Event pitch'),
    ]);
    expect(links[0]).toHaveAttribute('href', `/prompt-gallery?businessType=Restaurants+%26+Hospitality&category=sales`);
    expect(links[1]).toHaveAttribute('href', '/prompt-gallery?prompt=a');
    expect(within(links[1]).getByText('Featured')).toBeInTheDocument();
    // A job whose prompts are all shown has no "All" link.
    const marketing = screen.getByRole('region', { name: 'Marketing' });
    expect(
      within(marketing)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('Menu launch post')]);
  });

  it('links every business type, this one as the current page', async () => {
    fakeApi({ 'GET /prompts/meta/business-types/restaurants-hospitality': cafe });
    show('restaurants-hospitality');
    const nav = screen.getByRole('navigation', { name: 'Browse by business' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(BUSINESS_TYPES.length);
    expect(within(nav).getByRole('link', { name: 'Restaurants & Hospitality' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'SaaS / Software' })).toHaveAttribute(
      'href',
      '/prompt-gallery/for/saas-software',
    );
    await screen.findByRole('region', { name: 'Sales' });
  });

  it('is "Page not found" for a slug that names no business type, without asking the API', () => {
    const api = fakeApi({});
    show('space-pirates');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });
});
