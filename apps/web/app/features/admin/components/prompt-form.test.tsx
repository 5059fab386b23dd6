import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../../test/fake-api';
import { field, renderAdmin } from '../../../../test/render';
import { PromptForm } from './prompt-form';

async function fillPrompt() {
  await userEvent.type(field('Title'), 'Bakery post');
  await userEvent.selectOptions(field('Category'), 'marketing');
  await userEvent.type(field('Description'), 'A weekly post.');
  await userEvent.click(screen.getByRole('tab', { name: 'Prompt Structure' }));
  await userEvent.type(field('Context'), 'A bakery.');
  await userEvent.type(field('Role'), 'A writer.');
  await userEvent.type(field('Core Prompt'), 'Write the post.');
}

describe('PromptForm', () => {
  it('sends the prompt with its text assembled from the sections', async () => {
    const { sent } = fakeApi({ 'POST /prompts': reply(201, { id: 'p1' }) });
    const onClose = vi.fn();
    renderAdmin(<PromptForm onClose={onClose} />);
    await fillPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Add Prompt' }));
    expect(await screen.findByRole('button', { name: 'Adding Prompt...' })).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
    const body = sent.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Bakery post',
      category: 'marketing',
      description: 'A weekly post.',
      status: 'active',
      added_by: 'admin',
      isFeatured: false,
      tags: [],
    });
    expect(body.prompt_text).toBe('CONTEXT:\nA bakery.\n\nROLE:\nA writer.\n\nCORE PROMPT:\nWrite the post.');
    expect(await screen.findByText('Prompt file created successfully!')).toBeInTheDocument();
  });

  it('names the missing fields, opens the first tab with one, and keeps what was typed elsewhere', async () => {
    const { sent } = fakeApi({});
    renderAdmin(<PromptForm onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Prompt Structure' }));
    await userEvent.type(field('Context'), 'A bakery.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Prompt' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic Info (has errors)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Prompt Structure (has errors)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Prompt Structure/ }));
    expect(field('Context').value).toBe('A bakery.');
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts the server's field error on its field and the reason under the form", async () => {
    fakeApi({
      'POST /prompts': reply(400, { message: 'Title taken', errors: [{ field: 'title', message: 'Title taken' }] }),
    });
    renderAdmin(<PromptForm onClose={() => undefined} />);
    await fillPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Add Prompt' }));
    expect(await screen.findByText('Failed to add prompt: Title taken', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Failed to create prompt file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Basic Info/ }));
    expect(document.getElementById('prompt-title-error')?.textContent).toBe('Title taken');
  });
});
