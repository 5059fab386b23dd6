import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, newCertificateCode, normalizeCertificateCode } from './certificate-code.js';

describe('certificate codes', () => {
  it('are three groups of four unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(newCertificateCode()).toMatch(CERTIFICATE_CODE_PATTERN);
  });

  it('do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
  });

  it('are matched regardless of case and surrounding spaces', () => {
    expect(normalizeCertificateCode(' abcd-efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
  });
});
