import { useState } from 'react';
import { Award, CheckCircle2, Download, Loader2, RotateCcw, XCircle } from 'lucide-react';
import { CERTIFICATE_NAME_MAX, QUESTION_CATEGORY_LABELS, type Certificate, type QuestionCategory } from '@ai4n/shared';
import { ProgressBar } from '../../../components/progress-bar';
import { SITE_NAME } from '../../../lib/site';
import { claimCertificate } from '../api/quiz-api';
import { downloadBlob } from '../../../lib/download';
import { renderCertificatePng } from '../lib/draw-certificate';
import { QUIZ_TEXTS } from '../lib/quiz-texts';
import type { QuizController } from '../lib/use-quiz';

const categoryLabel = (name: string) => QUESTION_CATEGORY_LABELS[name as QuestionCategory] ?? name;

function CertificatePanel({ quiz }: { quiz: QuizController }) {
  const outcome = quiz.outcome!;
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const graded = outcome.graded;

  const download = async () => {
    if (!graded) return;
    setBusy(true);
    setError(null);
    try {
      const issued = await claimCertificate({ attemptId: graded.attemptId, name: name.trim() });
      const verifyUrl = `${window.location.origin}/certificates/${issued.code}`;
      downloadBlob(await renderCertificatePng(issued, SITE_NAME, verifyUrl), `certificate-${issued.code}.png`);
      setCertificate(issued);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The certificate could not be created. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (outcome.gradingFailed) {
    return (
      <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
        <p>{QUIZ_TEXTS.certificateOffline}</p>
        <button type="button" onClick={quiz.retryGrading} className="mt-3 font-semibold underline">
          Try again
        </button>
      </div>
    );
  }
  if (graded && !graded.certificateEligible) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        Certificates are issued for a full-length quiz drawn from our server. Take a fresh quiz online to earn yours.
      </p>
    );
  }
  return (
    <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h4 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Award className="size-5 text-brand-700" aria-hidden /> Your certificate
      </h4>
      <label htmlFor="certificate-name" className="mt-4 block text-sm font-medium text-slate-700">
        Name on the certificate
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          id="certificate-name"
          value={name}
          maxLength={CERTIFICATE_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <button
          type="button"
          onClick={download}
          disabled={!name.trim() || !graded || busy}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {busy || !graded ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Download className="size-4" aria-hidden />} Download Certificate
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {certificate && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Certificate <strong>{certificate.code}</strong> downloaded. Anyone can check it at{' '}
          <a className="font-semibold text-brand-700 underline" href={`/certificates/${certificate.code}`}>
            /certificates/{certificate.code}
          </a>
          .
        </p>
      )}
    </div>
  );
}

export function QuizResults({ quiz, allowRetries }: { quiz: QuizController; allowRetries: boolean }) {
  const session = quiz.session!;
  const { record, passed } = quiz.outcome!;
  return (
    <div>
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Your result</p>
        <p className="mt-2 text-6xl font-extrabold text-slate-900" aria-label={`Grade ${record.grade}`}>
          {record.grade}
        </p>
        <p className="mt-2 text-lg text-slate-700">
          {record.score} / {record.total} correct · {record.percentage}%
        </p>
        <p className={`mt-2 font-semibold ${passed ? 'text-emerald-700' : 'text-rose-700'}`}>
          {passed ? 'You passed! Well done.' : 'Not quite there yet. Review the answers below and try again.'}
        </p>
      </div>

      <section aria-labelledby="category-performance" className="mt-8">
        <h4 id="category-performance" className="font-bold text-slate-900">
          Performance by category
        </h4>
        <ul className="mt-3 space-y-3">
          {record.categories.map((c) => (
            <li key={c.name}>
              <div className="flex justify-between text-sm text-slate-700">
                <span>{categoryLabel(c.name)}</span>
                <span>
                  {c.correct}/{c.total} ({c.percentage}%)
                </span>
              </div>
              <ProgressBar value={c.percentage} label={`${categoryLabel(c.name)} score`} tone={c.percentage >= 60 ? 'good' : 'bad'} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8">{passed && <CertificatePanel quiz={quiz} />}</div>

      {allowRetries && (
        <div className="mt-6 text-center">
          <button type="button" onClick={quiz.reset} className="inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
            <RotateCcw className="size-4" aria-hidden /> Retake Quiz
          </button>
        </div>
      )}

      <section aria-labelledby="review-heading" className="mt-10">
        <h4 id="review-heading" className="text-lg font-bold text-slate-900">
          Review your answers
        </h4>
        <ol className="mt-4 space-y-4">
          {session.questions.map((q, i) => {
            const chosen = session.answers[q.id];
            const right = chosen === q.correctAnswer;
            return (
              <li key={q.id} className="rounded-xl p-4 ring-1 ring-slate-200">
                <p className="flex gap-2 font-semibold text-slate-900">
                  {right ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-label="Correct" />
                  ) : (
                    <XCircle className="mt-0.5 size-5 shrink-0 text-rose-600" aria-label="Incorrect" />
                  )}
                  {i + 1}. {q.question}
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  Your answer: <span className={right ? 'text-emerald-700' : 'text-rose-700'}>{q.options[chosen] ?? 'No answer'}</span>
                </p>
                {!right && <p className="text-sm text-slate-700">Correct answer: <span className="text-emerald-700">{q.options[q.correctAnswer]}</span></p>}
                {q.explanation && <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{q.explanation}</p>}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
