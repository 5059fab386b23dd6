import { useLayoutEffect } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERRORS, FAQ_NOSCRIPT_ID } from '@ai4n/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithQuery } from '../../../../test/render';
import { FaqSection } from './faq-section';

const faq = (id: string, category: string, question: string) => ({
  id,
  question,
  answer: `The answer to ${question}`,
  category,
  order: 0,
  isActive: true,
});
const groups = {
  about: [faq('a1', 'about', 'What is this?'), faq('a2', 'about', 'Who is it for?')],
  school: [faq('s1', 'school', 'Is the course free?')],
  coach: [],
  gallery: [],
  lab: [],
  pricing: [],
};

describe('FaqSection', () => {
  it('lists answers as closed <details> that open and close from their summary', async () => {
    fakeApi({ 'GET /faqs': groups });
    renderWithQuery(<FaqSection defaultTab="about" />);
    const panel = await screen.findByRole('tabpanel');
    const summary = await within(panel).findByText('What is this?');
    const details = summary.closest('details')!;
    expect(summary.closest('summary')).not.toBeNull();
    expect(panel.querySelectorAll('details')).toHaveLength(2);
    expect(details.open).toBe(false);
    expect(within(details).getByText('The answer to What is this?')).toBeDefined();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('switches category with the tabs (arrow keys too), each showing its own answers', async () => {
    fakeApi({ 'GET /faqs': groups });
    renderWithQuery(<FaqSection defaultTab="about" />);
    await screen.findByText('What is this?');
    await userEvent.click(screen.getByRole('tab', { name: 'Prompt School' }));
    expect(await screen.findByText('Is the course free?')).toBeDefined();
    expect(screen.queryByText('What is this?')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Prompt School' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('tab', { name: 'Prompt School' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('What is this?')).toBeDefined();
  });

  it("keeps a tab clicked before the page's effects ran, and selects a new page's tab", async () => {
    fakeApi({ 'GET /faqs': groups });
    // Clicked as the page commits (layout effects), before its passive effects run: the moment a
    // visitor's click lands when React has just hydrated the FAQ.
    function ClickedAtOnce({ tab }: { tab: 'about' | 'school' }) {
      useLayoutEffect(() => screen.getByRole('tab', { name: 'Prompt School' }).click(), []);
      return <FaqSection defaultTab={tab} />;
    }
    const { rerender } = renderWithQuery(<ClickedAtOnce tab="about" />);
    expect(await screen.findByText('Is the course free?')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Prompt School' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'About' }));
    rerender(<ClickedAtOnce tab="school" />);
    expect(screen.getByRole('tab', { name: 'Prompt School' }).getAttribute('aria-selected')).toBe('true');
  });

  it('while loading, keeps the noscript the server fills for visitors without JavaScript', () => {
    fakeApi({});
    const { container } = renderWithQuery(<FaqSection defaultTab="about" />);
    expect(screen.getByRole('status').textContent).toBe(ERRORS.faqLoading);
    expect(screen.getByRole('status').className).toContain('noscript:hidden');
    expect(container.querySelector(`noscript#${FAQ_NOSCRIPT_ID}`)).not.toBeNull();
  });
});
