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
    renderAdmin(<SiteClaimsSettings />);
    const card = screen.getByRole('region', { name: 'Site claims' });
    await within(card).findByLabelText('Students: source');
    expect(within(card).getByRole('note').textContent).toContain('claims only what it counts itself');
    expect(card.textContent).toContain('Only real people who agreed to be quoted');
    expect(within(card).queryByLabelText('Testimonial 1: name')).toBeNull();

    await userEvent.selectOptions(within(card).getByLabelText('Students: source'), 'text');
    const students = within(card).getByLabelText('Students: figure') as HTMLInputElement;
    await userEvent.type(students, '250+');
    await userEvent.selectOptions(within(card).getByLabelText('Success rate: source'), 'hidden');
    await userEvent.click(within(card).getByRole('button', { name: 'Add testimonial' }));
    await userEvent.type(within(card).getByLabelText('Testimonial 1: name'), 'Ana Ruiz');
    await userEvent.type(within(card).getByLabelText('Testimonial 1: role'), 'Florist');
    await userEvent.type(within(card).getByLabelText('Testimonial 1: quote'), 'Clear and kind.');
    const save = within(card).getByRole('button', { name: 'Save Site Claims' });
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
          successRate: { source: 'hidden', value: '' },
          testimonials: [{ name: 'Ana Ruiz', role: 'Florist', quote: 'Clear and kind.' }],
          supportReplyTime: '2 working days',
        },
        token: null,
      },
    ]);
  });

  it('names what is missing under its field, keeps what was typed, and sends nothing', async () => {
    const saved = {
      ...DEFAULT_SITE_CLAIMS,
      students: { source: 'text', value: '250+' },
      testimonials: Array.from({ length: 3 }, (_, i) => ({ name: `Person ${i + 1}`, role: '', quote: 'Clear.' })),
    };
    const api = fakeApi({ 'GET /admin/site-claims': { claims: saved, isDefault: false } });
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
