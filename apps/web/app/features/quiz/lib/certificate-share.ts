import type { Certificate } from '@ai4n/shared';
import { SITE_NAME } from '../../../lib/site';

/** The certification's name on a LinkedIn profile: what the certificate image says was completed. */
export const CERTIFICATE_TITLE = 'Prompt School Certificate of Completion';

/** The public page where anyone can check a certificate (also printed on the image). */
export function certificateUrl(code: string, origin: string): string {
  return `${origin}/certificates/${code}`;
}

/**
 * LinkedIn's "Add to profile" link for a certificate, pre-filled with its name, the issuing
 * organization (the site), the issue month and year (UTC, as the server records them), the
 * verification URL and the code.
 */
export function linkedInAddToProfileUrl(cert: Pick<Certificate, 'code' | 'issuedAt'>, origin: string): string {
  const issued = new Date(cert.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: CERTIFICATE_TITLE,
    organizationName: SITE_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificateUrl(cert.code, origin),
    certId: cert.code,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
