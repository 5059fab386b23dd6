import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_INELIGIBLE_TEXTS, type Question } from '@ai4n/shared';
import { useOwnSite } from './admin';
import { baseUrl, useBrowser, reload } from './browser';
import { answerKey, takeQuiz } from './quiz-steps';

const offline = /Failed to load resource|ERR_FAILED/;

/** PNG width and height from the IHDR chunk. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('Prompt School', () => {
  const { open } = useBrowser();
  let key: Map<number, Question>;
  beforeAll(async () => {
    key = await answerKey(baseUrl());
  });

  it('completes every lesson, keeps progress across a reload, and restarts the course', async () => {
    const page = await open('/prompt-school');
    await page.getByRole('button', { name: 'Start Learning' }).click();
    const lessons = page.getByRole('navigation', { name: 'Lessons' }).getByRole('button');
    const count = await lessons.count();
    expect(count).toBe(9);
    await expect.poll(() => page.getByRole('button', { name: 'Previous', exact: true }).isDisabled()).toBe(true);
    for (let i = 0; i < count; i++) {
      await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Completed', exact: true }).isDisabled()).toBe(true);
      if (i < count - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await page.getByText('9 of 9 lessons completed').waitFor();
    await page.getByText('Congratulations! You finished the course.').waitFor();

    await reload(page);
    await page.getByText('9 of 9 lessons completed').waitFor();
    await page.getByRole('button', { name: 'Take Final Quiz & Get Certified' }).waitFor();
    await page.getByRole('button', { name: 'Restart Course' }).first().click();
    await page.getByText('0 of 9 lessons completed').waitFor();
    await expect.poll(() => page.getByText('Congratulations! You finished the course.').count()).toBe(0);
  });

  it('passes the quiz with all answers right, downloads a 1200x800 certificate and verifies it', async () => {
    const page = await open('/prompt-school');
    await page.getByRole('button', { name: 'Take Quiz' }).first().click();
    const draw = await takeQuiz(page, key, 'right');
    expect(draw.questions).toHaveLength(20);
    await page.getByText('20 / 20 correct · 100%').waitFor();
    await expect.poll(() => page.getByLabel('Grade A+').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('progressbar', { name: /score$/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Review your answers' }).isVisible()).toBe(true);

    const download = page.getByRole('button', { name: 'Download Certificate' });
    await page.getByLabel('Name on the certificate').fill('   ');
    await expect.poll(() => download.isDisabled()).toBe(true);
    await page.getByLabel('Name on the certificate').fill('Grace Hopper');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const path = await file.path();
    expect(pngSize(path!)).toEqual({ width: 1200, height: 800 });
    const code = /certificate-([A-Z0-9-]+)\.png/.exec(file.suggestedFilename())![1];
    // Issued: the name is fixed, and downloading again gives the same certificate.
    await page.getByText('Issued to Grace Hopper').waitFor();
    await expect.poll(() => page.getByLabel('Name on the certificate').count()).toBe(0);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Again' }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(file.suggestedFilename());

    await page.getByRole('link', { name: `/certificates/${code}` }).click();
    await page.getByRole('heading', { name: 'Genuine certificate' }).waitFor();
    await expect.poll(() => page.getByText('Grace Hopper').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('20/20 (100%)').isVisible()).toBe(true);
  });

  it('a failing attempt gets no certificate; history counts both attempts', async () => {
    const page = await open('/prompt-school');
    await page.getByRole('button', { name: 'View your quiz history' }).click();
    await page.getByText('No Quiz History Yet').waitFor();
    await page.getByRole('button', { name: 'Take a Quiz Now' }).click();

    await takeQuiz(page, key, 'wrong');
    await page.getByText('0 / 20 correct · 0%').waitFor();
    await expect.poll(() => page.getByLabel('Grade F').isVisible()).toBe(true);
    expect(
      await page.getByRole('region', { name: 'Final quiz & certificate' }).getByText('Your certificate').count(),
    ).toBe(0);

    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await takeQuiz(page, key, 'right');
    await page.getByText('20 / 20 correct · 100%').waitFor();
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await page.getByRole('button', { name: 'View your quiz history' }).click();
    const history = page.locator('dl');
    await page.getByRole('heading', { name: 'Quiz History' }).waitFor();
    await expect.poll(() => history.getByText('Quizzes completed').locator('..').textContent()).toContain('2');
    await expect.poll(() => history.getByText('Best score').locator('..').textContent()).toContain('100%');
    await expect.poll(() => history.getByText('Average score').locator('..').textContent()).toContain('50%');
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(3);
  });

  it('with the API unreachable, takes an ungraded practice quiz from the answers already revealed, with a warning', async () => {
    const page = await open('/prompt-school', { allowConsoleErrors: offline });
    await takeQuiz(page, key, 'wrong');
    await page.getByText('0 / 20 correct · 0%').waitFor();
    await page.getByRole('button', { name: 'Retake Quiz' }).click();

    await page.route('**/api/quizzes/**', (route) => route.abort());
    const quiz = page.getByRole('region', { name: 'Final quiz & certificate' });
    await quiz.getByRole('button', { name: 'Start AI Newcomer Quiz' }).click();
    await page.getByText('Using cached questions due to connectivity issues. Some content may be outdated.').waitFor();
    await expect.poll(() => quiz.getByText('Practice quiz', { exact: true }).isVisible()).toBe(true);
    await page.getByText('Question 1 of 20').waitFor();
    // The practice quiz checks answers in the browser, with the same immediate feedback.
    for (let i = 0; i < 20; i++) {
      const legend = await quiz.locator('legend').textContent();
      const q = [...key.values()].find((x) => x.question === legend)!;
      await quiz
        .getByRole('group', { name: q.question })
        .getByLabel(q.options[q.correctAnswer], { exact: true })
        .check();
      await quiz.getByRole('status').filter({ hasText: 'Correct!' }).waitFor();
      await quiz.getByRole('button', { name: i === 19 ? 'Finish Quiz' : 'Next', exact: true }).click();
    }
    await page.getByText('20 / 20 correct · 100%').waitFor();
    await expect.poll(() => quiz.getByText('Practice quiz.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => quiz.getByText('Your certificate').count()).toBe(0);
  });

  it('shows the failure screen when nothing is cached, and the empty bank screen', async () => {
    const page = await open('/prompt-school', {
      allowConsoleErrors: offline,
      beforeGoto: async (p) => {
        await p.route('**/api/questions**', (route) => route.abort());
        await p.route('**/api/quizzes/**', (route) => route.abort());
      },
    });
    await page.getByRole('button', { name: 'Start AI Newcomer Quiz' }).click();
    await page.getByText('Failed to load quiz questions. Please check your connection and try again.').waitFor();
    expect(
      await page
        .getByText('Failed to load quiz questions from server and no cached data is available. Please try again later.')
        .isVisible(),
    ).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Refresh Questions' }).isVisible()).toBe(true);

    await page.unroute('**/api/questions**');
    await page.unroute('**/api/quizzes/**');
    await page.route('**/api/quizzes/draws', (route) =>
      route.fulfill({ status: 404, json: { message: 'No questions available for the quiz', statusCode: 404 } }),
    );
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'No Quiz Questions Available' }).waitFor();
  });

  it('says clearly when a certificate code is not genuine', async () => {
    const page = await open('/certificates/ZZZZ-ZZZZ-ZZZZ', { allowConsoleErrors: /404/ });
    await page.getByRole('heading', { name: 'Certificate not found' }).waitFor();
  });

  it('shows cached lessons with a warning when the server cannot be reached', async () => {
    const page = await open('/prompt-school', { allowConsoleErrors: offline });
    await page.waitForFunction(() => localStorage.getItem('ai4n.query-cache')?.includes('"lessons"'));
    await page.route('**/api/lessons', (route) => route.abort());
    await page.getByRole('button', { name: 'Refresh lessons' }).click();
    await page.getByText('Failed to refresh lessons. Please check your connection.').waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Lessons' }).getByRole('button').count()).toBe(9);
  });
});

describe('Prompt School certificates at a human pace', () => {
  // A site that asks for 60 s per question: a browser driven by a script is always faster.
  const site = useOwnSite({ QUIZ_MIN_SECONDS_PER_QUESTION: '60' });
  const { open } = useBrowser(site);

  it('refuses the certificate of an attempt finished faster than a person reads, and says so kindly', async () => {
    const key = await answerKey(site.url());
    const page = await open('/prompt-school');
    await takeQuiz(page, key, 'right');
    await page.getByText('20 / 20 correct · 100%').waitFor();
    await page.getByText(CERTIFICATE_INELIGIBLE_TEXTS['too-fast']).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Download Certificate' }).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Name on the certificate').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Review your answers' }).isVisible()).toBe(true);
  });
});
