import { useState } from 'react';
import { Award, BadgeCheck, Download } from 'lucide-react';
import {
  CERTIFICATE_INELIGIBLE_TEXTS,
  CERTIFICATE_NAME_MAX,
  CertificateClaimSchema,
  certificateName,
  type Certificate,
  type QuizGraded,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { Form, FormError, useZodForm } from '../../../components/ui/form';
import { SITE_NAME } from '../../../lib/site';
import { downloadBlob } from '../../../lib/download';
import { claimCertificate } from '../api/quiz-api';
import { certificateUrl } from '../lib/certificate-share';
import { renderCertificatePng } from '../lib/draw-certificate';
import { QUIZ_TEXTS } from '../lib/quiz-texts';
import { CertificateShareActions } from './certificate-share-actions';

/** The name of the claim; the attempt is the graded one. */
const NameSchema = CertificateClaimSchema.pick({ name: true });
const downloadIcon = <Download className="size-4" aria-hidden />;

/** The certificate of a passed, server-graded attempt: claimed once in a name that is then fixed. */
export function CertificatePanel({ graded }: { graded: QuizGraded }) {
  const form = useZodForm(NameSchema, { defaultValues: { name: '' } });
  const name = form.watch('name');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<Certificate | null>(null);

  if (!graded.certificateEligible) {
    const reason = graded.ineligibleReason ?? 'not-full-length';
    return (
      <p
        role={reason === 'too-fast' ? 'status' : undefined}
        className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200"
      >
        {CERTIFICATE_INELIGIBLE_TEXTS[reason]}
      </p>
    );
  }

  const download = async (issued: Certificate) => {
    const verifyUrl = certificateUrl(issued.code, window.location.origin);
    downloadBlob(await renderCertificatePng(issued, SITE_NAME, verifyUrl), `certificate-${issued.code}.png`);
  };

  const claim = async ({ name }: { name: string }) => {
    setBusy(true);
    setError(null);
    try {
      const issued = certificate ?? (await claimCertificate({ attemptId: graded.attemptId, name }));
      // Shown as issued before the download, so a failed drawing never hides the fixed name.
      setCertificate(issued);
      await download(issued);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The certificate could not be created. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h4 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Award className="size-5 text-brand-700" aria-hidden /> Your certificate
      </h4>
      {certificate ? (
        <>
          <div role="status" className="mt-3 text-sm text-slate-700">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <BadgeCheck className="size-5 text-emerald-600" aria-hidden /> Issued to{' '}
              {certificateName(certificate.name)}
            </p>
            <p className="mt-1">{QUIZ_TEXTS.certificateIssued}</p>
            <p className="mt-1">
              Certificate <strong>{certificate.code}</strong> downloaded. Anyone can check it at{' '}
              <a className="font-semibold text-brand-700 underline" href={`/certificates/${certificate.code}`}>
                /certificates/{certificate.code}
              </a>
              .
            </p>
            <Button
              tone="primary"
              size="md"
              onClick={() => void claim({ name: certificate.name })}
              busy={busy}
              icon={downloadIcon}
              className="mt-3"
            >
              Download Again
            </Button>
          </div>
          <CertificateShareActions certificate={certificate} className="mt-4" />
        </>
      ) : (
        <Form form={form} onSubmit={claim}>
          <label htmlFor="certificate-name" className="mt-4 block text-sm font-medium text-slate-700">
            Name on the certificate
          </label>
          <p id="certificate-name-hint" className="text-xs text-slate-600">
            Check the spelling: once issued, the name cannot be changed.
          </p>
          <div className="mt-1 flex flex-wrap gap-3">
            <Input
              id="certificate-name"
              maxLength={CERTIFICATE_NAME_MAX}
              autoComplete="name"
              aria-describedby="certificate-name-hint"
              className="min-w-0 flex-1"
              compact
              {...form.register('name')}
            />
            <Button type="submit" tone="primary" size="md" busy={busy} disabled={!name.trim()} icon={downloadIcon}>
              Download Certificate
            </Button>
          </div>
        </Form>
      )}
      <FormError look="text" message={error ?? form.formState.errors.name?.message} className="mt-2" />
    </div>
  );
}
