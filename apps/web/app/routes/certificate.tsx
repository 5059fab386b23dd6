import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, SearchX } from 'lucide-react';
import type { Route } from './+types/certificate';
import { useCertificate } from '../features/quiz/api/quiz-api';
import { CertificateShareActions } from '../features/quiz/components/certificate-share-actions';
import { CERTIFICATE_NAME_NOTE, certificateName } from '@ai4n/shared';
import { SITE_NAME } from '../lib/site';

const nameLabel = CERTIFICATE_NAME_NOTE[0].toUpperCase() + CERTIFICATE_NAME_NOTE.slice(1);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Certificate ${params.code} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function CertificatePage({ params }: Route.ComponentProps) {
  const { data: certificate, isPending, error } = useCertificate(params.code);

  let body;
  if (isPending) {
    body = (
      <p role="status" className="text-slate-600">
        Checking certificate {params.code}...
      </p>
    );
  } else if (!certificate) {
    const notFound = error && 'status' in error && error.status === 404;
    body = (
      <div role="alert">
        <SearchX className="mx-auto size-12 text-rose-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900">
          {notFound ? 'Certificate not found' : 'We could not check this certificate'}
        </h1>
        <p className="mt-3 text-slate-600">
          {notFound
            ? `No certificate with the code ${params.code} was issued by ${SITE_NAME}. Check the code for typing mistakes.`
            : 'The server could not be reached. Please try again in a moment.'}
        </p>
      </div>
    );
  } else {
    const issued = new Date(certificate.issuedAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    body = (
      <div>
        <BadgeCheck className="mx-auto size-12 text-emerald-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900">Genuine certificate</h1>
        <p className="mt-3 text-slate-600">
          This certificate was issued by {SITE_NAME} after a quiz graded on our server. The name is the one the learner
          gave; we do not check it.
        </p>
        <dl className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-4 text-left">
          {(
            [
              // The name is isolated: its text can never change the direction of what follows it.
              [nameLabel, <bdi key="name">{certificateName(certificate.name)}</bdi>],
              ['Issued', issued],
              ['Score', `${certificate.score}/${certificate.total} (${certificate.percentage}%)`],
              ['Grade', certificate.grade],
              ['Code', certificate.code],
            ] satisfies Array<[string, ReactNode]>
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-10 text-lg font-bold text-slate-900">Share this certificate</h2>
        <CertificateShareActions certificate={certificate} centered className="mx-auto mt-3 max-w-md" />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      {body}
      <Link to="/prompt-school" className="mt-10 inline-block font-semibold text-brand-700 hover:underline">
        Learn with Prompt School
      </Link>
    </section>
  );
}
