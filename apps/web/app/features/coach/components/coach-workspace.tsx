import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, KeyRound } from 'lucide-react';
import {
  COACH_FREE_LIMIT,
  COACH_OFFLINE_MODEL,
  COACH_PAID_CREDITS,
  COACH_PRICE_USD,
  COACH_TEXTS,
  type AccessResponse,
  type CoachForm as CoachFormInput,
  type CoachFormValues,
  type CoachResponse,
} from '@ai4n/shared';
import { composeCoachPrompt, parseCoachPrompt } from '@ai4n/shared/coach-prompt';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { analyzePrompt, useCoachModels, useCoachUsage } from '../api/coach-api';
import { explainCoachError } from '../lib/coach-errors';
import { graderNote } from '../lib/grader-note';
import { useAccount } from '../../../lib/account';
import { deferUntilUsed } from '../../../lib/defer-until-used';
import { coachDraft, hasContent } from '../lib/coach-draft';
import { useGalleryPrefill } from '../lib/use-gallery-prefill';
import { CoachNotice } from './coach-notice';
import { CoachActions } from './coach-actions';
import type { AnsweredRewrite } from './ask-first';
import { FeedbackCard, HowItWorks } from './feedback-card';
import { RunBoth } from './run-both';
import { SignedInStatus } from './signed-in-status';

// The form's code (react-hook-form, zod) loads when the visitor reaches for it, or at once to show a saved draft;
// the dialogs load when opened.
const CoachForm = deferUntilUsed(
  () => import('./coach-form').then((module) => module.CoachForm),
  () => hasContent(coachDraft.get()),
);
const PaymentModal = lazy(() => import('./payment-modal').then((module) => ({ default: module.PaymentModal })));
const AccessCodeModal = lazy(() =>
  import('./access-code-modal').then((module) => ({ default: module.AccessCodeModal })),
);

type Dialog = 'none' | 'payment' | 'access';

export function CoachWorkspace() {
  const queryClient = useQueryClient();
  const { account: session, loaded, signIn, signOut: reset } = useAccount();
  const usage = useCoachUsage(session?.token ?? null, loaded);
  const { data: models = [] } = useCoachModels();
  const [model, setModel] = useState<string | undefined>();
  const [dialog, setDialog] = useState<Dialog>('none');
  const [loading, setLoading] = useState(false);
  const [sentPrompt, setSentPrompt] = useState<string | null>(null);
  const [sentFields, setSentFields] = useState<CoachFormValues | undefined>();
  const [result, setResult] = useState<CoachResponse | null>(null);
  // The rewrite built with the learner's answers to the card's questions, for the analysis it belongs to: Run both uses it.
  const [answered, setAnswered] = useState<{ analysisId: string; value: AnsweredRewrite } | null>(null);
  const analysisId = result?.analysisId;
  const onAnswered = useCallback(
    (value: AnsweredRewrite | null) => setAnswered(value && analysisId ? { analysisId, value } : null),
    [analysisId],
  );
  const withAnswers = answered && answered.analysisId === analysisId ? answered.value : null;
  const [requestedModel, setRequestedModel] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const [formValid, setFormValid] = useState(false);
  // A new key remounts the form, which then starts from the draft: how values are loaded into it.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const loadIntoForm = useCallback((values: CoachFormInput, message: string | null) => {
    coachDraft.set(values);
    setFormKey((key) => key + 1);
    setNotice(message);
  }, []);
  const pendingPrefill = useGalleryPrefill(loadIntoForm, setNotice);

  // A stored session is re-verified on load; a rejected token resets it.
  useEffect(() => {
    if (usage.error instanceof ApiError && usage.error.status === 401 && session) {
      reset();
      setError(COACH_TEXTS.sessionInvalid);
    }
  }, [usage.error, session, reset]);

  const u = usage.data;
  // Until the server has said what this visitor may do, show neither a free trial nor credits
  // (a paid user would otherwise see the free-trial state flash). A failed read falls back to it:
  // the server enforces the allowance anyway.
  const checking = usage.isPending;
  const hasPaid = u?.hasPaid ?? false;
  const used = u?.promptsUsed ?? 0;
  const chosenModel = model ?? models[0]?.name;
  // The offline check never uses a paid credit (decision 0014), so a paying user can always run it.
  const offlineChosen = chosenModel === COACH_OFFLINE_MODEL;
  const paymentRequired = hasPaid ? (u?.creditsLeft ?? 0) <= 0 && !offlineChosen : used >= COACH_FREE_LIMIT;

  const submit = async (values: CoachFormValues) => {
    const prompt = composeCoachPrompt(values);
    setSentPrompt(prompt);
    setSentFields(values);
    setError(null);
    setResult(null);
    setLoading(true);
    try {
      setRequestedModel(chosenModel);
      const reply = await analyzePrompt(prompt, chosenModel, values);
      if (typeof reply !== 'object' || reply === null || !('feedback' in reply)) setError(COACH_TEXTS.parseFailed);
      else if (!reply.content.trim()) setError(COACH_TEXTS.emptyFeedback);
      else setResult(reply);
    } catch (e) {
      const problem = explainCoachError(e);
      if (problem.resetSession) reset();
      setError(problem.message);
      if (problem.openPayment) setDialog('payment');
    } finally {
      setLoading(false);
      await queryClient.invalidateQueries({ queryKey: ['coach', 'usage'] });
    }
  };

  const onAccess = (access: AccessResponse) => {
    signIn(access);
    setDialog('none');
    setError(null);
    void queryClient.invalidateQueries({ queryKey: ['coach', 'usage'] });
  };

  const badge = checking
    ? 'Checking your access…'
    : hasPaid
      ? 'Unlimited Access'
      : used >= COACH_FREE_LIMIT
        ? 'Payment Required'
        : 'Free Trial Available';
  const badgeTone = checking
    ? 'bg-slate-100 text-slate-700'
    : hasPaid
      ? 'bg-emerald-100 text-emerald-800'
      : used >= COACH_FREE_LIMIT
        ? 'bg-amber-100 text-amber-900'
        : 'bg-brand-100 text-brand-800';
  const counter = hasPaid ? `Used: ${used} / ${COACH_PAID_CREDITS}` : `Used: ${used} / ${COACH_FREE_LIMIT} Free`;

  return (
    <>
      <PageHero
        eyebrow={`Prompt Coach · $${COACH_PRICE_USD}`}
        title="Get expert feedback on your prompts"
        subtitle={`Describe what you want, and the coach grades your prompt for clarity, specificity and structure, then rewrites it: with an AI model when one is available, otherwise with our offline check. Your first analysis is free; $${COACH_PRICE_USD} unlocks ${COACH_PAID_CREDITS} more by an AI model.`}
      >
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3" aria-live="polite">
          <span className={`rounded-full px-4 py-1.5 text-sm font-bold ${badgeTone}`}>{badge}</span>
          {!checking && (
            <>
              <span className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
                {counter}
              </span>
              <span className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
                Sessions: {u?.totalSessions ?? 1}
              </span>
            </>
          )}
          {session ? (
            <SignedInStatus email={session.email} />
          ) : (
            <Button
              tone="link"
              size="inline"
              onClick={() => setDialog('access')}
              icon={<KeyRound className="size-4" aria-hidden />}
            >
              I have an access code
            </Button>
          )}
        </div>
      </PageHero>

      <section aria-label="Prompt Coach" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-2">
          <div className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <CoachNotice notice={notice} onDismiss={() => setNotice(null)} pending={pendingPrefill} />
            <CoachForm
              key={formKey}
              id={formId}
              models={models}
              model={chosenModel}
              onModelChange={setModel}
              offlineNote={hasPaid && offlineChosen ? COACH_TEXTS.offlineNoCredit : null}
              onSubmit={submit}
              onValidChange={setFormValid}
            />
            <CoachActions
              formId={formId}
              access={checking ? 'checking' : paymentRequired ? 'payment-required' : 'open'}
              loading={loading}
              valid={formValid}
              onUnlock={() => setDialog('payment')}
            />
          </div>
          <div className="space-y-4">
            {sentPrompt && (
              <section aria-label="Final prompt sent" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
                <h2 className="font-bold text-slate-900">Final prompt sent</h2>
                <pre className="mt-2 whitespace-pre-wrap rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
                  {sentPrompt}
                </pre>
              </section>
            )}
            {error && (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
              >
                <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden /> {error}
              </p>
            )}
            {result && sentPrompt ? (
              <>
                <FeedbackCard
                  result={result}
                  original={sentPrompt}
                  fields={sentFields}
                  note={graderNote(result, models, requestedModel)}
                  onUseInForm={(text) =>
                    loadIntoForm(parseCoachPrompt(text), 'Your version is in the form. Edit it and analyze again.')
                  }
                  onPutInForm={(values) =>
                    loadIntoForm(values, 'Your answers are in the form. Check them and analyze again.')
                  }
                  onAnswered={onAnswered}
                />
                <RunBoth
                  analysisId={result.analysisId}
                  original={sentPrompt}
                  rewrite={withAnswers?.rewrite ?? result.feedback.suggestedRewrite}
                  answers={withAnswers?.answers}
                  model={chosenModel}
                  modelLabel={models.find((m) => m.name === chosenModel)?.label}
                  connected={models.some((m) => m.name !== COACH_OFFLINE_MODEL)}
                  creditsLeft={hasPaid ? (u?.creditsLeft ?? 0) : null}
                  onPaymentRequired={() => setDialog('payment')}
                  onSessionReset={reset}
                  onUsed={() => void queryClient.invalidateQueries({ queryKey: ['coach', 'usage'] })}
                />
              </>
            ) : (
              !error && <HowItWorks />
            )}
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        {dialog === 'payment' && (
          <PaymentModal onClose={() => setDialog('none')} onPaid={onAccess} initialEmail={session?.email} />
        )}
        {dialog === 'access' && <AccessCodeModal onClose={() => setDialog('none')} onVerified={onAccess} />}
      </Suspense>
    </>
  );
}
