import { describe, expect, it, vi } from 'vitest';

// Vite defines the site's name at build time; the test sets it as the build would.
vi.hoisted(() => Object.assign(globalThis, { __SITE_NAME__: 'AI for Newbies', __SITE_URL__: 'https://learn.example' }));
const { CERTIFICATE_TITLE, certificateUrl, linkedInAddToProfileUrl } = await import('./certificate-share');

const ORIGIN = 'https://aifornewbies.example';

describe('linkedInAddToProfileUrl', () => {
  it("carries every field of LinkedIn's add-to-profile form, encoded", () => {
    const link = linkedInAddToProfileUrl({ code: 'AB12-CD34', issuedAt: '2026-03-12T10:00:00.000Z' }, ORIGIN);
    expect(link).toBe(
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME' +
        '&name=Prompt+School+Certificate+of+Completion&organizationName=AI+for+Newbies' +
        '&issueYear=2026&issueMonth=3' +
        '&certUrl=https%3A%2F%2Faifornewbies.example%2Fcertificates%2FAB12-CD34&certId=AB12-CD34',
    );
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: CERTIFICATE_TITLE,
      organizationName: 'AI for Newbies',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://aifornewbies.example/certificates/AB12-CD34',
      certId: 'AB12-CD34',
    });
  });

  it('takes the issue month and year in UTC, whatever the time of day', () => {
    const month = (issuedAt: string) => {
      const params = new URL(linkedInAddToProfileUrl({ code: 'X', issuedAt }, ORIGIN)).searchParams;
      return `${params.get('issueYear')}-${params.get('issueMonth')}`;
    };
    expect(month('2025-12-31T23:59:59.999Z')).toBe('2025-12');
    expect(month('2026-01-01T00:00:00.000Z')).toBe('2026-1');
    // An offset in the stored date is read as the instant it names: 00:30 in Paris is still 31 May in UTC.
    expect(month('2026-06-01T00:30:00+02:00')).toBe('2026-5');
  });
});

describe('certificateUrl', () => {
  it('is the verification page under the origin', () => {
    expect(certificateUrl('AB12-CD34', ORIGIN)).toBe('https://aifornewbies.example/certificates/AB12-CD34');
  });
});
