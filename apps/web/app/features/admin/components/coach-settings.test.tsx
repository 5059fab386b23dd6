import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_TEXTS } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { renderAdmin, storeAdminSession } from '../../../../test/render';
import { ModelChecklist, RunBothResults, SystemPromptEditor } from './coach-settings';

const SAVED = 'You are a patient teacher of prompt writing.';
const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] *' });

describe('System prompt editor', () => {
  it('saves the edited prompt and says so', async () => {
    storeAdminSession();
    const api = fakeApi({
      'GET /prompts/meta/system-prompt': { prompt: SAVED },
      'PUT /prompts/meta/system-prompt': (body) => body,
    });
    renderAdmin(<SystemPromptEditor />);
    const editor = screen.getByRole('textbox', { name: 'System prompt' }) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe(SAVED));
    const save = screen.getByRole('button', { name: 'Save System Prompt' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.clear(editor);
    await userEvent.type(editor, 'You are a strict but kind prompt teacher.');
    await userEvent.click(save);

    await toast('System prompt saved');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/prompts/meta/system-prompt',
        body: { prompt: 'You are a strict but kind prompt teacher.' },
        token: 'admin-token',
      },
    ]);
  });

  it('names a prompt that is too short, keeps it, and sends nothing', async () => {
    const api = fakeApi({ 'GET /prompts/meta/system-prompt': { prompt: SAVED } });
    renderAdmin(<SystemPromptEditor />);
    const editor = screen.getByRole('textbox', { name: 'System prompt' }) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe(SAVED));
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Be brief.');
    await userEvent.click(screen.getByRole('button', { name: 'Save System Prompt' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The system prompt needs at least 20 characters');
    expect(editor.value).toBe('Be brief.');
    expect(editor.getAttribute('aria-describedby')).toBe('system-prompt-error');
    expect(api.writes()).toEqual([]);
  });

  it('a refused save shows the failure toast and keeps the text', async () => {
    fakeApi({
      'GET /prompts/meta/system-prompt': { prompt: SAVED },
      'PUT /prompts/meta/system-prompt': reply(500, { message: 'Boom', statusCode: 500 }),
    });
    renderAdmin(<SystemPromptEditor />);
    const editor = screen.getByRole('textbox', { name: 'System prompt' }) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe(SAVED));
    await userEvent.type(editor, ' Always answer in English.');
    await userEvent.click(screen.getByRole('button', { name: 'Save System Prompt' }));
    await toast(ADMIN_CONSOLE_TEXTS.systemPromptFailed);
    expect(editor.value).toBe(`${SAVED} Always answer in English.`);
  });
});

describe('Enabled models', () => {
  const MODELS = {
    models: [
      { name: 'offline-coach', label: 'Offline coach', enabled: true, alwaysOn: true },
      { name: 'gpt', label: 'GPT', enabled: true, alwaysOn: false },
      { name: 'claude', label: 'Claude', enabled: false, alwaysOn: false },
    ],
  };

  it('saves the names and flags of every model, the always-on one included', async () => {
    const api = fakeApi({ 'GET /prompts/meta/models/all': MODELS, 'PUT /prompts/meta/models': (body) => body });
    renderAdmin(<ModelChecklist />);
    await screen.findByRole('checkbox', { name: /^GPT/ });
    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
    expect(box('Offline coach')).toMatchObject({ checked: true, disabled: true });
    const save = screen.getByRole('button', { name: 'Save Enabled Models' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.click(box('GPT'));
    await userEvent.click(box('Claude'));
    await userEvent.click(save);

    await toast('Enabled models saved');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/prompts/meta/models',
        body: {
          models: [
            { name: 'offline-coach', enabled: true },
            { name: 'gpt', enabled: false },
            { name: 'claude', enabled: true },
          ],
        },
        token: null,
      },
    ]);
  });
});

describe('Run both results', () => {
  const counts = (runs: number, original: number, rewrite: number, same: number) => ({
    runs,
    choices: original + rewrite + same,
    original,
    rewrite,
    same,
  });

  it('shows how often the rewrite won, per model and in total', async () => {
    fakeApi({
      'GET /admin/coach/run-both-stats': {
        models: [
          { model: 'claude', label: 'Claude', ...counts(5, 1, 3, 0) },
          { model: 'gpt', label: 'GPT', ...counts(4, 1, 2, 1) },
        ],
        total: counts(9, 2, 5, 1),
      },
    });
    renderAdmin(<RunBothResults />);
    expect(
      await screen.findByText('Run both: the rewrite won 5 of 8 choices (63%); the original won 2, about the same 1.'),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Model', 'Runs', 'Choices', 'Rewrite won', 'Original won', 'About the same'],
      ['Claude', '5', '4', '3 (75%)', '1', '0'],
      ['GPT', '4', '4', '2 (50%)', '1', '1'],
      ['All models', '9', '8', '5 (63%)', '2', '1'],
    ]);
  });

  it('says when no one has run both yet', async () => {
    fakeApi({ 'GET /admin/coach/run-both-stats': { models: [], total: counts(0, 0, 0, 0) } });
    renderAdmin(<RunBothResults />);
    expect(await screen.findByText('No one has run both prompts yet.')).toBeInTheDocument();
    expect(screen.queryByText(/the rewrite won/)).toBeNull();
  });
});
