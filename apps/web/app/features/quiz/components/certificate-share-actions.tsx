import { useEffect, useId, useRef } from 'react';
import { BriefcaseBusiness, Check, Copy } from 'lucide-react';
import type { Certificate } from '@ai4n/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { useCopy } from '../../../lib/use-copy';
import { certificateUrl, linkedInAddToProfileUrl } from '../lib/certificate-share';

/** The link, selected for the visitor to copy by hand when the browser does not let the page copy it. */
function ManualCopy({ url }: { url: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="mt-3 text-left">
      <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-700">
        Certificate link
      </label>
      <input
        ref={field}
        id={`${id}-url`}
        readOnly
        value={url}
        aria-describedby={`${id}-hint`}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 w-full rounded-lg bg-white px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-slate-300"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Press Ctrl+C (⌘C on Mac) to copy.
      </p>
    </div>
  );
}

/** "Add to LinkedIn" and "Copy link" for an issued certificate: on the results screen and the verification page. */
export function CertificateShareActions({
  certificate,
  centered = false,
  className = '',
}: {
  certificate: Pick<Certificate, 'code' | 'issuedAt'>;
  /** The verification page centres its content; the results panel aligns it left. */
  centered?: boolean;
  className?: string;
}) {
  const { state: copy, copy: copyText } = useCopy();
  // Shown only once the certificate has loaded in the browser, so the page's own origin is known.
  const origin = window.location.origin;
  const url = certificateUrl(certificate.code, origin);

  return (
    <div className={className}>
      <div className={`flex flex-wrap gap-3 ${centered ? 'justify-center' : ''}`}>
        <a
          href={linkedInAddToProfileUrl(certificate, origin)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ tone: 'secondary', size: 'md' })}
        >
          <BriefcaseBusiness className="size-4" aria-hidden /> Add to LinkedIn
        </a>
        <Button
          tone="secondary"
          size="md"
          onClick={() => void copyText(url)}
          icon={copy === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        >
          Copy link
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
        {copy === 'copied' && 'Link copied'}
        {copy === 'blocked' && 'This browser did not let us copy the link. It is selected below instead.'}
      </p>
      {copy === 'blocked' && <ManualCopy url={url} />}
    </div>
  );
}
