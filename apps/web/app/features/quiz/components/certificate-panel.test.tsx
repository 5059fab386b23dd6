import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_NAME_TEXTS, type QuizGraded } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { CertificatePanel } from './certificate-panel';

// Drawing needs a canvas and saving a file needs a browser: the test checks what is asked of them.
vi.mock('../lib/draw-certificate', () => ({ renderCertificatePng: vi.fn(async () => new Blob(['png'])) }));
vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn() }));
const { downloadBlob } = await import('../../../lib/download');

const ATTEMPT = '0f8b6c1e-3a52-4c1e-9a52-1c2b3d4e5f60';
const GRADED = { attemptId: ATTEMPT, certificateEligible: true, ineligibleReason: null } as unknown as QuizGraded;
const CERTIFICATE = {
  code: 'AB12-CD34',
  name: 'Grace Hopper',
  score: 20,
  total: 20,
  percentage: 100,
  grade: 'A+',
  issuedAt: '2025-01-01T00:00:00Z',
};

afterEach(() => {
  vi.mocked(downloadBlob).mockClear();
});

const nameBox = () => screen.getByLabelText('Name on the certificate') as HTMLInputElement;
const download = () => screen.getByRole('button', { name: 'Download Certificate' }) as HTMLButtonElement;

describe('CertificatePanel', () => {
  it('claims the certificate in the trimmed name, downloads it and fixes the name', async () => {
    const { sent } = fakeApi({ 'POST /certificates': reply(201, CERTIFICATE) });
    render(<CertificatePanel graded={GRADED} />);
    expect(download().disabled).toBe(true);
    await userEvent.type(nameBox(), '   ');
    expect(download().disabled).toBe(true);
    await userEvent.type(nameBox(), 'Grace Hopper ');
    await userEvent.click(download());
    await screen.findByText(/Issued to Grace Hopper/);
    expect(sent).toEqual([
      { method: 'POST', path: '/certificates', body: { attemptId: ATTEMPT, name: 'Grace Hopper' }, token: null },
    ]);
    expect(vi.mocked(downloadBlob)).toHaveBeenCalledWith(expect.any(Blob), 'certificate-AB12-CD34.png');
    expect(screen.queryByLabelText('Name on the certificate')).toBeNull();
    // The issued certificate can be shared (CertificateShareActions' own test covers the links).
    const linkedIn = screen.getByRole('link', { name: 'Add to LinkedIn' }) as HTMLAnchorElement;
    expect(new URL(linkedIn.href).searchParams.get('certId')).toBe('AB12-CD34');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download Again' }));
    await waitFor(() => expect(vi.mocked(downloadBlob)).toHaveBeenCalledTimes(2));
    expect(sent).toHaveLength(1);
  });

  it("shows the server's refusal and keeps the name to try again", async () => {
    fakeApi({
      'POST /certificates': reply(409, { message: 'A certificate was already issued for this attempt' }),
    });
    render(<CertificatePanel graded={GRADED} />);
    await userEvent.type(nameBox(), 'Grace Hopper{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('A certificate was already issued for this attempt');
    expect(nameBox().value).toBe('Grace Hopper');
    expect(download().disabled).toBe(false);
  });

  it('refuses a web address as the name before asking the server, with the rule', async () => {
    const { sent } = fakeApi({ 'POST /certificates': reply(201, CERTIFICATE) });
    render(<CertificatePanel graded={GRADED} />);
    await userEvent.type(nameBox(), 'Visit paypal.com{Enter}');
    expect(await screen.findByText(CERTIFICATE_NAME_TEXTS.link)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
