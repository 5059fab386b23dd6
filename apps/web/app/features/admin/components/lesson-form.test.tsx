import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../../test/fake-api';
import { field, renderAdmin } from '../../../../test/render';
import { LessonForm } from './lesson-form';

async function fillRequired() {
  await userEvent.type(field('Title'), 'Prompt basics');
  await userEvent.type(field('Description'), 'The first lesson.');
  await userEvent.selectOptions(field('Stage'), 'stage2');
  await userEvent.selectOptions(field('Difficulty'), 'intermediate');
  await userEvent.type(field('Content (HTML)'), 'Hello');
}

describe('LessonForm', () => {
  it('sends the lesson as the server takes it, toasts and closes', async () => {
    const { sent } = fakeApi({ 'POST /lessons': reply(201, { id: 5 }) });
    const onClose = vi.fn();
    renderAdmin(<LessonForm onClose={onClose} />);
    await fillRequired();
    await userEvent.type(field('Tags'), 'basics, prompting');
    await userEvent.click(screen.getByRole('button', { name: 'Add Lesson' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.filter((r) => r.method === 'POST' && r.path === '/lessons')).toEqual([
      {
        method: 'POST',
        path: '/lessons',
        body: {
          title: 'Prompt basics',
          description: 'The first lesson.',
          content: 'Hello',
          stage: 'stage2',
          duration: '15 min',
          difficulty: 'intermediate',
          order: 0,
          isActive: true,
          icon: 'BookOpen',
          learningObjectives: [],
          tags: ['basics', 'prompting'],
        },
        token: null,
      },
    ]);
    expect(await screen.findByText('Lesson added successfully!')).toBeInTheDocument();
  });

  it('names what is wrong under each field, keeps what was typed, and sends nothing', async () => {
    const { sent } = fakeApi({});
    renderAdmin(<LessonForm onClose={() => undefined} />);
    await userEvent.type(field('Title'), 'Half a lesson');
    await userEvent.clear(field('Order'));
    await userEvent.type(field('Order'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Lesson' }));
    for (const message of [
      'Description is required',
      'Stage is required',
      'Difficulty is required',
      'Content is required',
      'Order must be a whole number of 0 or more',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(field('Title').value).toBe('Half a lesson');
    expect(field('Description').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    // The error goes once the field is right.
    await userEvent.type(field('Description'), 'Now described');
    await waitFor(() => expect(screen.queryByText('Description is required')).toBeNull());
  });

  it("puts the server's field error on its field and keeps the form open", async () => {
    fakeApi({
      'POST /lessons': reply(400, {
        message: 'Validation failed',
        errors: [{ field: 'title', message: 'A lesson with this title exists' }],
      }),
    });
    const onClose = vi.fn();
    renderAdmin(<LessonForm onClose={onClose} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add Lesson' }));
    const error = await screen.findByText('A lesson with this title exists');
    expect(error.id).toBe('lesson-title-error');
    expect(field('Title').getAttribute('aria-describedby')).toContain('lesson-title-error');
    expect(await screen.findByText('Failed to add lesson')).toBeInTheDocument();
    expect(field('Title').value).toBe('Prompt basics');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits with the lesson filled in; an untouched stage name follows the stage', async () => {
    const { sent } = fakeApi({ 'PUT /lessons/7': { id: 7 } });
    const lesson = {
      id: 7,
      title: 'Old',
      description: 'D',
      content: '<p>x</p>',
      stage: 'stage1',
      stageName: 'Stage 1 name',
      duration: '10 min',
      difficulty: 'beginner',
      order: 2,
      isActive: true,
      isArchived: false,
      icon: 'Star',
      learningObjectives: ['One', 'Two'],
      tags: ['a'],
    } as const;
    const onClose = vi.fn();
    renderAdmin(
      <LessonForm
        row={{ ...lesson, learningObjectives: [...lesson.learningObjectives], tags: [...lesson.tags] }}
        onClose={onClose}
      />,
    );
    expect(field('ID').disabled).toBe(true);
    expect(field('Learning objectives').value).toBe('One\nTwo');
    await userEvent.selectOptions(field('Stage'), 'stage3');
    expect(field('Stage name').value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Update Lesson' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({
      title: 'Old',
      stage: 'stage3',
      order: 2,
      learningObjectives: ['One', 'Two'],
    });
    expect(sent.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('id');
  });
});
