import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LESSON_TOASTS, type AdminLesson, type AdminQuestion } from '@ai4n/shared';
import { fakeApi } from '../../../../test/fake-api';
import { renderAdmin, storeAdminSession } from '../../../../test/render';
import { ResourcePanel } from '../components/resource-panel/resource-panel';
import { lessonsDefinition } from './lessons';

const lesson = (id: number, title: string): AdminLesson =>
  ({
    id,
    title,
    description: `About ${title}`,
    content: '<p>Text</p>',
    stage: 'foundation',
    stageName: '',
    duration: '15 min',
    difficulty: 'beginner',
    order: id,
    isActive: true,
    isArchived: false,
    icon: 'BookOpen',
    learningObjectives: [],
    tags: [],
  }) as unknown as AdminLesson;
const question = (id: number, text: string, lessonId: number | null): AdminQuestion => ({
  id,
  question: text,
  options: ['A', 'B'],
  correctAnswer: 0,
  explanation: '',
  category: 'basics',
  difficulty: 'easy',
  points: 10,
  tags: [],
  isActive: true,
  isArchived: false,
  order: 0,
  lessonId,
});

const LESSONS = [lesson(1, 'Context first'), lesson(2, 'Asking for a format')];
const QUESTIONS = [
  question(11, 'What does context give the model?', 1),
  question(12, 'Which format fits a comparison?', 2),
  question(13, 'What is a token?', null),
];

describe('deleting lessons', () => {
  it('Delete All names every question that loses its lesson link, and how to get the links back', async () => {
    storeAdminSession();
    fakeApi({ 'GET /questions/admin/all': QUESTIONS });
    renderAdmin(
      <ResourcePanel definition={lessonsDefinition} rows={LESSONS} refreshing={false} onRefresh={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete All' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all lessons' });
    expect(await within(dialog).findByText(LESSON_TOASTS.linksLost(2))).toBeVisible();
    expect(within(dialog).getByText('What does context give the model?')).toBeVisible();
    expect(within(dialog).getByText('Which format fits a comparison?')).toBeVisible();
    expect(within(dialog).queryByText('What is a token?')).not.toBeInTheDocument();
    expect(within(dialog).getByText(LESSON_TOASTS.linksRestore)).toBeVisible();
  });

  it("one lesson's deletion names only its own questions; a lesson nothing links to warns of nothing", async () => {
    storeAdminSession();
    fakeApi({ 'GET /questions/admin/all': QUESTIONS });
    const rows = [...LESSONS, lesson(3, 'Unlinked lesson')];
    renderAdmin(<ResourcePanel definition={lessonsDefinition} rows={rows} refreshing={false} onRefresh={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asking for a format permanently' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete lesson permanently' });
    expect(await within(dialog).findByText(LESSON_TOASTS.linksLost(1))).toBeVisible();
    expect(within(dialog).getByText('Which format fits a comparison?')).toBeVisible();
    expect(within(dialog).queryByText('What does context give the model?')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Unlinked lesson permanently' }));
    dialog = screen.getByRole('dialog', { name: 'Delete lesson permanently' });
    await within(dialog).findByText('Unlinked lesson');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });
});
