import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Certificate } from '@ai4n/shared';
import { fakeApi } from '../../test/fake-api';
import { renderWithQuery } from '../../test/render';
import CertificatePage from './certificate';

const certificate: Certificate = {
  code: 'ABCD-EFGH-JKMN',
  name: 'Nguyễn Thị Minh',
  score: 18,
  total: 20,
  percentage: 90,
  grade: 'A',
  issuedAt: '2026-03-12T10:00:00.000Z',
};

describe('the certificate verification page', () => {
  it('shows the name as the one the learner gave, isolated from the text around it', async () => {
    fakeApi({ [`GET /certificates/${certificate.code}`]: certificate });
    const props = { params: { code: certificate.code } } as Parameters<typeof CertificatePage>[0];
    renderWithQuery(
      <MemoryRouter>
        <CertificatePage {...props} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Genuine certificate' })).toBeInTheDocument();
    const label = screen.getByText('Name given by the learner');
    const value = label.nextElementSibling!;
    expect(value.textContent).toBe('Nguyễn Thị Minh');
    expect(value.querySelector('bdi')?.textContent).toBe('Nguyễn Thị Minh');
    expect(screen.getByText(/The name is the one the learner gave; we do not check it\./)).toBeInTheDocument();
  });

  it("shows 'Student' when the certificate holds no name (public-site.md section 6)", async () => {
    fakeApi({ [`GET /certificates/${certificate.code}`]: { ...certificate, name: '  ' } });
    const props = { params: { code: certificate.code } } as Parameters<typeof CertificatePage>[0];
    renderWithQuery(
      <MemoryRouter>
        <CertificatePage {...props} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Genuine certificate' });
    expect(screen.getByText('Name given by the learner').nextElementSibling?.textContent).toBe('Student');
  });
});
