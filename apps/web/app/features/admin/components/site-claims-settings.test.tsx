import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_TEXTS, DEFAULT_SITE_CLAIMS } from '@ai4n/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderAdmin } from '../../../../test/render';
import { SiteClaimsSettings } from './site-claims-settings';

async function openCard() {
  renderAdmin(<SiteClaimsSettings />);
  const card = screen.getByRole('region', { name: 'Site claims' });
  const students = (await within(card).findByLabelText('Students: figure')) as HTMLInputElement;
  return { card, students, save: within(card).getByRole('button', { name: 'Save Site Claims' }) };
}

describe('Site claims', () => {
  it('saves the changed claims: a figure, a hidden tile, one testimonial and the reply time', async () => {
    const api = fakeApi({
      'GET /admin/site-claims': { claims: DEFAULT_SITE_CLAIMS, isDefault: true },
      'PUT /admin/site-claims': (body) => ({ claims: body, isDefault: false }),
    });
    const { card, students, save } = await openCard();
    expect(within(card).getByRole('note').textContent).toContain('nobody has confirmed them');

    await userEvent.clear(students);
    await userEvent.type(students, '250+');
    await userEvent.selectOptions(within(card).getByLabelText('Success rate: source'), 'hidden');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove testimonial 3' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Remove testimonial 2' }));
    const name = within(card).getByLabelText('Testimonial 1: name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Ruiz');
    const reply = within(card).getByLabelText('Support replies within');
    await userEvent.clear(reply);
    await userEvent.type(reply, '2 working days');
    await userEvent.click(save);

    await screen.findByText(ADMIN_CONSOLE_TEXTS.siteClaimsSaved);
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/site-claims',
        body: {
          students: { source: 'text', value: '250+' },
          successRate: { source: 'hidden', value: '99%' },
          testimonials: [{ ...DEFAULT_SITE_CLAIMS.testimonials[0], name: 'Ana Ruiz' }],
          supportReplyTime: '2 working days',
        },
        token: null,
      },
    ]);
  });

  it('names what is missing under its field, keeps what was typed, and sends nothing', async () => {
    const api = fakeApi({ 'GET /admin/site-claims': { claims: DEFAULT_SITE_CLAIMS, isDefault: false } });
    const { card, students, save } = await openCard();
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(students);
    await userEvent.click(within(card).getByRole('button', { name: 'Add testimonial' }));
    await userEvent.type(within(card).getByLabelText('Testimonial 4: role'), 'Florist');
    await userEvent.click(save);

    expect((await within(card).findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      'Enter the figure, or choose another source',
      'Name is required',
    ]);
    expect(students.getAttribute('aria-invalid')).toBe('true');
    expect(students.value).toBe('');
    expect((within(card).getByLabelText('Testimonial 4: role') as HTMLInputElement).value).toBe('Florist');
    expect(api.writes()).toEqual([]);
  });
});
