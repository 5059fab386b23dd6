import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificateShareActions } from './certificate-share-actions';

const CERTIFICATE = { code: 'AB12-CD34', issuedAt: '2025-12-31T23:30:00Z' };
const writeText = vi.fn<(text: string) => Promise<void>>();

// userEvent installs its own clipboard; the page's is replaced after it, so the test sees what is written.
const setup = () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  render(<CertificateShareActions certificate={CERTIFICATE} />);
  return user;
};
const verifyUrl = () => `${window.location.origin}/certificates/AB12-CD34`;

afterEach(() => writeText.mockReset());

describe('CertificateShareActions', () => {
  it("links to LinkedIn's add-to-profile form with the certificate's fields, in a new tab", () => {
    setup();
    const link = screen.getByRole('link', { name: 'Add to LinkedIn' }) as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      organizationName: 'AI for Newbies',
      issueYear: '2025',
      issueMonth: '12',
      certUrl: verifyUrl(),
      certId: 'AB12-CD34',
    });
  });

  it('copies the verification link and says so', async () => {
    writeText.mockResolvedValue(undefined);
    const user = setup();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(verifyUrl());
    expect(status.textContent).toBe('Link copied');
    expect(screen.queryByLabelText('Certificate link')).toBeNull();
  });

  it('shows the link selected, to copy by hand, when the browser blocks copying', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = (await screen.findByLabelText('Certificate link')) as HTMLInputElement;
    expect(field.value).toBe(verifyUrl());
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(verifyUrl().length);
    expect(screen.getByText('Press Ctrl+C (⌘C on Mac) to copy.').id).toBe(field.getAttribute('aria-describedby'));
    expect(screen.getByRole('status').textContent).not.toContain('Link copied');
  });
});
