import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Certificate, Question } from '@ai4n/shared';
import { baseUrl, useBrowser } from './browser';
import { answerKey, takeQuiz } from './quiz-steps';

/** Takes the quiz with every answer right and claims the certificate; resolves with it as the server issued it. */
async function earnCertificate(page: Page, key: Map<number, Question>, name: string): Promise<Certificate> {
  await takeQuiz(page, key, 'right');
  await page.getByLabel('Name on the certificate').fill(name);
  const issued = page.waitForResponse((r) => r.url().endsWith('/api/certificates') && r.request().method() === 'POST');
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Certificate' }).click(),
  ]);
  const certificate = (await (await issued).json()) as Certificate;
  await page.getByText(`Issued to ${name}`).waitFor();
  return certificate;
}

/** Checks the "Add to LinkedIn" link carries the certificate's fields and opens in a new tab. */
async function expectLinkedInLink(page: Page, certificate: Certificate, verifyUrl: string) {
  const link = page.getByRole('link', { name: 'Add to LinkedIn' });
  await expect.poll(() => link.getAttribute('target')).toBe('_blank');
  await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
  const url = new URL((await link.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
  const issued = new Date(certificate.issuedAt);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: 'Prompt School Certificate of Completion',
    organizationName: 'AI for Newbies',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: certificate.code,
  });
}

/** "Copy link" puts the verification URL in the clipboard and says so. */
async function expectCopyLink(page: Page, verifyUrl: string) {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verifyUrl);
}

describe('Sharing a certificate', () => {
  const { open } = useBrowser();
  let key: Map<number, Question>;
  beforeAll(async () => {
    key = await answerKey(baseUrl());
  });

  it('adds the certificate to LinkedIn and copies its link, from the results screen and the verification page', async () => {
    const page = await open('/prompt-school', { permissions: ['clipboard-read', 'clipboard-write'] });
    const certificate = await earnCertificate(page, key, 'Ada Lovelace');
    const verifyUrl = `${new URL(page.url()).origin}/certificates/${certificate.code}`;

    // The results screen.
    await expectLinkedInLink(page, certificate, verifyUrl);
    await expectCopyLink(page, verifyUrl);

    // The verification page, at the very URL shared.
    await page.getByRole('link', { name: `/certificates/${certificate.code}` }).click();
    await page.getByRole('heading', { name: 'Genuine certificate' }).waitFor();
    expect(page.url()).toBe(verifyUrl);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await expectLinkedInLink(page, certificate, page.url());
    await expectCopyLink(page, page.url());
  });
});
