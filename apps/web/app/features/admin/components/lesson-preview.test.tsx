import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../../../test/fake-api';
import { field, renderAdmin } from '../../../../test/render';
import { LessonForm } from './lesson-form';
import { LessonPreview } from './lesson-preview';

const PREVIEW = 'POST /admin/lessons/preview';
const frame = () => screen.findByTitle('Lesson preview') as Promise<HTMLIFrameElement>;

describe('LessonPreview', () => {
  it("shows the server's sanitized HTML, not the raw content, in a frame where no script runs", async () => {
    const { sent } = fakeApi({ [PREVIEW]: { html: '<p>Hi</p>' } });
    renderAdmin(<LessonPreview html={'<p>Hi</p><script>alert(1)</script>'} />);
    const preview = await frame();
    expect(preview.getAttribute('sandbox')).toBe('allow-same-origin');
    const doc = preview.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('<body class="lesson-content bg-white p-4 text-sm"><p>Hi</p></body>');
    expect(doc).not.toContain('script');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/admin/lessons/preview',
        body: { content: '<p>Hi</p><script>alert(1)</script>' },
        token: null,
      },
    ]);
  });

  it('says so when the preview cannot be made', async () => {
    fakeApi({ [PREVIEW]: reply(500, { message: 'Something went wrong on our side. Please try again.' }) });
    renderAdmin(<LessonPreview html="<p>Hi</p>" />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The preview could not be made: Something went wrong on our side. Please try again.',
    );
    expect(screen.queryByTitle('Lesson preview')).toBeNull();
  });

  it('in the lesson form, follows what is typed once typing pauses; blank content asks for nothing', async () => {
    const { sent } = fakeApi({
      [PREVIEW]: (body) => ({ html: `<p>kept: ${(body as { content: string }).content.length} characters</p>` }),
    });
    renderAdmin(<LessonForm onClose={() => undefined} />);
    expect(screen.getByText('The lesson preview appears here as you type.')).toBeDefined();
    await userEvent.type(field('Content (HTML)'), '   ');
    expect(sent.filter((r) => r.path === '/admin/lessons/preview')).toEqual([]);
    await userEvent.type(field('Content (HTML)'), '<p>Hello</p>');
    await waitFor(async () => expect((await frame()).getAttribute('srcdoc')).toContain('kept: 15 characters'));
    const previews = sent.filter((r) => r.path === '/admin/lessons/preview');
    expect(previews.at(-1)?.body).toEqual({ content: '   <p>Hello</p>' });
  });
});
