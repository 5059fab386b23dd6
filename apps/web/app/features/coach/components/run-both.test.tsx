import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COACH_TEXTS } from '@ai4n/shared';
import { RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import { fakeApi, reply } from '../../../../test/fake-api';
import { FILL_FIRST, RunBoth, type RunBothProps } from './run-both';

const RUN_ID = '5b2f8a52-8d2e-4a6b-9c57-6f3b1b0b9a11';
const ANALYSIS_ID = '0c6d1f3e-2a4b-4c5d-8e9f-a1b2c3d4e5f6';
const RUN = {
  runId: RUN_ID,
  model: 'openai',
  original: { output: 'Dear customer, <b>hello</b>.' },
  rewrite: { output: 'Welcome to our bakery!\nFresh bread every morning.' },
  usage: {
    promptsUsed: 2,
    hasPaid: true,
    totalSessions: 1,
    email: null,
    freeLimit: 1,
    creditsLeft: 4,
    paidCredits: 25,
  },
};

function setup(props: Partial<RunBothProps> = {}) {
  const handlers = { onPaymentRequired: vi.fn(), onSessionReset: vi.fn(), onUsed: vi.fn() };
  render(
    <RunBoth
      analysisId={ANALYSIS_ID}
      original="Write an email."
      rewrite="You are a baker. Write a welcome email."
      model="openai"
      modelLabel="OpenAI (gpt-test)"
      connected
      creditsLeft={5}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const runButton = () => screen.getByRole('button', { name: 'Run both' });

describe('RunBoth', () => {
  it('with only the offline coach, explains why and runs nothing (the button stays focusable)', async () => {
    const api = fakeApi({});
    setup({ connected: false, model: 'offline-coach' });
    const button = runButton();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const explanation = screen.getByText(RUN_BOTH_TEXTS.needsModel);
    expect(button.getAttribute('aria-describedby')).toBe(explanation.closest('p')!.id);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(screen.queryByText(/uses one credit/)).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('the offline coach chosen while a model is connected: asks to choose the model', () => {
    setup({ model: 'offline-coach' });
    expect(screen.getByText(/Choose an AI model in the form to run both/)).toBeInTheDocument();
    expect(runButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('confirms the credit, shows both answers side by side as plain text, and records the choice', async () => {
    const { sent } = fakeApi({
      'POST /coach/run-both': RUN,
      [`POST /coach/run-both/${RUN_ID}/choice`]: { runId: RUN_ID, winner: 'rewrite' },
    });
    const { onUsed } = setup();
    await userEvent.click(runButton());
    expect(screen.getByText('Running both uses one credit (you have 5 left).')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, run both' }));

    const yours = await screen.findByRole('region', { name: 'Answer to your prompt' });
    const rewrite = screen.getByRole('region', { name: 'Answer to the rewrite' });
    expect(yours.querySelector('pre')!.textContent).toBe('Dear customer, <b>hello</b>.');
    expect(yours.querySelector('b')).toBeNull();
    expect(rewrite.querySelector('pre')!.textContent).toBe(RUN.rewrite.output);
    expect(yours.parentElement).toBe(rewrite.parentElement);
    expect(yours.parentElement!.className).toContain('md:grid-cols-2');
    expect(screen.getByText(/Both answered by OpenAI \(gpt-test\)/)).toBeInTheDocument();
    expect(onUsed).toHaveBeenCalled();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/coach/run-both',
      body: {
        analysisId: ANALYSIS_ID,
        original: 'Write an email.',
        rewrite: 'You are a baker. Write a welcome email.',
        model: 'openai',
      },
    });
    expect(sent[0]!.body).not.toHaveProperty('placeholders');

    const group = screen.getByRole('group', { name: 'Which answer is better?' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Your prompt',
      'The rewrite',
      'About the same',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'The rewrite' }));
    await screen.findByText(/Thanks! Your choice helps/);
    expect(sent.at(-1)).toMatchObject({ path: `/coach/run-both/${RUN_ID}/choice`, body: { winner: 'rewrite' } });
    expect(screen.queryByRole('group', { name: 'Which answer is better?' })).toBeNull();
  });

  it('a refusal for want of credits shows the spec text and opens the payment dialog', async () => {
    fakeApi({ 'POST /coach/run-both': reply(429, { message: COACH_TEXTS.creditsUsed, statusCode: 429 }) });
    const { onPaymentRequired, onUsed } = setup({ creditsLeft: null });
    await userEvent.click(runButton());
    expect(screen.getByText(/or your free analysis if you still have it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, run both' }));
    expect((await screen.findByRole('alert')).textContent).toContain(COACH_TEXTS.creditsUsed);
    expect(onPaymentRequired).toHaveBeenCalledOnce();
    expect(onUsed).toHaveBeenCalled();
    expect(runButton()).toBeInTheDocument();
  });

  it('a failed model call shows its message and opens no dialog', async () => {
    fakeApi({ 'POST /coach/run-both': reply(502, { message: RUN_BOTH_TEXTS.modelFailed, statusCode: 502 }) });
    const { onPaymentRequired } = setup();
    await userEvent.click(runButton());
    await userEvent.click(screen.getByRole('button', { name: 'Yes, run both' }));
    expect((await screen.findByRole('alert')).textContent).toContain(RUN_BOTH_TEXTS.modelFailed);
    expect(onPaymentRequired).not.toHaveBeenCalled();
  });

  it("an analysis's runs used up: shows the text and opens no payment dialog", async () => {
    fakeApi({ 'POST /coach/run-both': reply(429, { message: RUN_BOTH_TEXTS.tooManyRuns, statusCode: 429 }) });
    const { onPaymentRequired } = setup();
    await userEvent.click(runButton());
    await userEvent.click(screen.getByRole('button', { name: 'Yes, run both' }));
    expect((await screen.findByRole('alert')).textContent).toContain(RUN_BOTH_TEXTS.tooManyRuns);
    expect(onPaymentRequired).not.toHaveBeenCalled();
  });

  it('asks once for each [placeholder] of both texts, runs only when all are filled, and sends the values', async () => {
    const { sent } = fakeApi({ 'POST /coach/run-both': RUN });
    setup({
      original: 'Email [customer name] about the sale.',
      rewrite: 'You are a baker at [bakery]. Email [customer name] about [offer], ending [date].',
    });
    const inputs = screen.getByRole('group', { name: 'Fill in the placeholders first' });
    const labels = [...inputs.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['customer name', 'bakery', 'offer', 'date']);
    const button = runButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(FILL_FIRST).closest('p')!.id);
    await userEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Yes, run both' })).toBeNull();

    await userEvent.type(screen.getByLabelText('customer name'), 'Sam');
    await userEvent.type(screen.getByLabelText('bakery'), 'Crumbs [[main]' /* user-event: [[ types a bracket */);
    await userEvent.type(screen.getByLabelText('offer'), '10% off');
    expect(runButton().getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(screen.getByLabelText('date'), '   ');
    expect(runButton().getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(screen.getByLabelText('date'), ' Friday ');
    expect((screen.getByLabelText('bakery') as HTMLInputElement).value).toBe('Crumbs main');
    expect(runButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(FILL_FIRST)).toBeNull();
    expect(sent).toEqual([]);

    await userEvent.click(runButton());
    await userEvent.click(screen.getByRole('button', { name: 'Yes, run both' }));
    await screen.findByRole('region', { name: 'Answer to the rewrite' });
    expect(sent[0]!.body).toEqual({
      analysisId: ANALYSIS_ID,
      original: 'Email [customer name] about the sale.',
      rewrite: 'You are a baker at [bakery]. Email [customer name] about [offer], ending [date].',
      model: 'openai',
      placeholders: { 'customer name': 'Sam', bakery: 'Crumbs main', offer: '10% off', date: 'Friday' },
    });
  });

  it('asks for no placeholders with only the offline coach, nor when there are none', () => {
    setup({ connected: false, model: 'offline-coach', rewrite: 'Email [customer name].' });
    expect(screen.queryByRole('group', { name: 'Fill in the placeholders first' })).toBeNull();
    expect(screen.queryByText(FILL_FIRST)).toBeNull();
  });

  it('cancel leaves the button and sends nothing', async () => {
    const api = fakeApi({});
    setup();
    await userEvent.click(runButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(runButton()).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });
});
