import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAsAdmin, useOwnSite } from './admin';
import { useBrowser, type PageOptions } from './browser';

/**
 * These tests change what every visitor sees (quiz length, lessons, delete all), so they run
 * against a site of their own: the Prompt School specs on the shared site keep their 20-question
 * quiz and five lessons.
 */
const site = useOwnSite();

const at = (route: string) => `${site.url()}${route}`;

async function openTab(page: Page, tab: 'Lessons' | 'Quiz') {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('button', { name: tab === 'Lessons' ? 'Add Lesson' : 'Add Question' }).waitFor();
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').getByText(text, { exact: true }).first().waitFor();
}

describe('Admin: lessons and quiz questions', () => {
  const { open } = useBrowser(site);

  async function adminPage(tab: 'Lessons' | 'Quiz', options?: PageOptions) {
    const page = await open('/admin', options);
    await signInAsAdmin(page);
    await openTab(page, tab);
    return page;
  }

  it('adds a lesson with a live preview, edits it, archives and enables it, disables it and deletes it after confirming', async () => {
    // Chrome reports each on* attribute of the typed HTML as a CSP violation when the preview
    // parses it (inert, and blocked anyway); those are the only ones allowed, and only then.
    const inlineHandler = /^Executing inline event handler violates the following Content Security Policy directive/;
    const page = await adminPage('Lessons', { allowConsoleErrors: inlineHandler });
    let blocked = 0;
    page.on('console', (msg) => {
      if (inlineHandler.test(msg.text())) blocked++;
    });
    const blockedHandlers = () => blocked;
    await page.getByRole('button', { name: 'Add Lesson' }).click();
    const form = page.getByRole('dialog', { name: 'Add Lesson' });
    await form.waitFor();

    // Required fields are named on submit and each error clears when its field is edited.
    await form.getByRole('button', { name: 'Add Lesson' }).click();
    for (const message of [
      'Title is required',
      'Description is required',
      'Stage is required',
      'Difficulty is required',
      'Content is required',
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Title').fill('Admin e2e lesson');
    await expect.poll(() => form.getByText('Title is required').count()).toBe(0);
    await expect.poll(() => form.getByText('Description is required').count()).toBe(1);
    await expect.poll(() => form.getByLabel('Duration').inputValue()).toBe('15 min');
    await expect.poll(() => form.getByLabel('Icon').inputValue()).toBe('BookOpen');

    await form.getByLabel('Description').fill('Written by the admin e2e test.');
    await form.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('stage2');
    await expect.poll(() => form.getByLabel('Stage name').getAttribute('placeholder')).toBe('Stage2');
    await form.getByLabel('Difficulty').selectOption('intermediate');
    await form.getByLabel('Order').fill('-1');
    await form.getByLabel('Learning objectives').fill('First objective\nSecond objective');
    await form.getByLabel('Tags').fill('e2e, admin');
    expect(blockedHandlers()).toBe(0);
    await form
      .getByLabel('Content (HTML)')
      .fill(
        '<h2>Preview heading</h2><p>Some <strong>bold</strong> text.</p><script>window.parent.document.title = "hacked"</script>' +
          '<img src="x" onerror="window.parent.document.title = \'hacked\'"><div class="tip evil" onclick="x()">Tip</div>',
      );
    const preview = page.frameLocator('iframe[title="Lesson preview"]');
    await preview.getByRole('heading', { name: 'Preview heading' }).waitFor();
    await expect.poll(() => preview.locator('strong').textContent()).toBe('bold');
    // Two layers, each checked on its own: the frame may run no script at all, and the markup it
    // shows has been through the server's allowlist (no script, no event handler, no image).
    const frame = page.locator('iframe[title="Lesson preview"]');
    const sandbox = await frame.getAttribute('sandbox');
    expect(sandbox).not.toBeNull();
    expect(sandbox!.split(/\s+/)).not.toContain('allow-scripts');
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
    expect(srcdoc).toContain('<h2>Preview heading</h2>');
    expect(srcdoc).toContain('<div class="tip">Tip</div>');
    expect(srcdoc).not.toContain('<script');
    expect(srcdoc).not.toContain(' onerror=');
    expect(srcdoc).not.toMatch(/<img|\son[a-z]+=/i);

    await form.getByRole('button', { name: 'Add Lesson' }).click();
    await form.getByText('Order must be a whole number of 0 or more').waitFor();
    await form.getByLabel('Order').fill('7');
    await form.getByRole('button', { name: 'Add Lesson' }).click();
    await toast(page, 'Lesson added successfully!');
    await expect.poll(() => page.title()).not.toBe('hacked');
    const handlersInTypedHtml = blockedHandlers();

    const row = page.getByRole('row').filter({ hasText: 'Admin e2e lesson' });
    await row.waitFor();
    await expect.poll(() => row.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Intermediate', { exact: false }).count()).toBe(1);

    // Edit: the form comes back filled in; the id cannot change.
    await row.getByRole('button', { name: 'Edit Admin e2e lesson' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
    await edit.waitFor();
    await expect.poll(() => edit.getByLabel('ID').isDisabled()).toBe(true);
    await expect
      .poll(() => edit.getByLabel('Learning objectives').inputValue())
      .toBe('First objective\nSecond objective');
    await expect.poll(() => edit.getByLabel('Content (HTML)').inputValue()).not.toContain('<script>');
    await edit.getByLabel('Title').fill('Admin e2e lesson (edited)');

    // The stage name that came with the lesson goes with its stage; one the admin typed stays.
    const stage = edit.getByRole('combobox', { name: 'Stage', exact: true });
    const stageName = edit.getByLabel('Stage name');
    await expect.poll(() => stageName.inputValue()).toBe('Stage2');
    await stage.selectOption('stage3');
    await expect.poll(() => stageName.inputValue()).toBe('');
    await expect.poll(() => stageName.getAttribute('placeholder')).toBe('Stage3');
    await stage.selectOption('stage2');
    await expect.poll(() => stageName.inputValue()).toBe('Stage2');
    await stageName.fill('My own stage');
    await stage.selectOption('stage1');
    await expect.poll(() => stageName.inputValue()).toBe('My own stage');
    await stageName.fill('');
    await stage.selectOption('stage3');

    // While the save is under way, Escape and the close button leave the dialog open, so the
    // result still arrives (the request is held until the dialog has been tried).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/lessons/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await edit.getByRole('button', { name: 'Update Lesson' }).click();
    await expect.poll(() => edit.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await expect.poll(() => edit.isVisible()).toBe(true);
    release();
    await toast(page, 'Lesson updated successfully!');
    await edit.waitFor({ state: 'detached' });
    await page.unroute('**/api/lessons/*');
    const edited = page.getByRole('row').filter({ hasText: 'Admin e2e lesson (edited)' });
    await edited.waitFor();
    await edited.getByRole('cell', { name: 'Stage3', exact: true }).waitFor();

    // Archive, then Enable brings it back: active again and in the public list.
    const publicLessonTitles = async () =>
      ((await (await fetch(at('/api/lessons'))).json()) as Array<{ title: string }>).map((l) => l.title);
    expect(await publicLessonTitles()).toContain('Admin e2e lesson (edited)');
    await edited.getByRole('button', { name: 'Archive Admin e2e lesson (edited)' }).click();
    await toast(page, 'Lesson archived successfully!');
    await edited.getByText('Archived', { exact: true }).waitFor();
    expect(await publicLessonTitles()).not.toContain('Admin e2e lesson (edited)');
    await edited.getByRole('button', { name: 'Enable Admin e2e lesson (edited)' }).click();
    await toast(page, 'Lesson enabled/disabled successfully!');
    await edited.getByText('Active', { exact: true }).waitFor();
    expect(await publicLessonTitles()).toContain('Admin e2e lesson (edited)');

    // Disable, then the public list no longer has it.
    await edited.getByRole('button', { name: 'Disable Admin e2e lesson (edited)' }).click();
    await toast(page, 'Lesson enabled/disabled successfully!');
    await edited.getByText('Inactive', { exact: true }).waitFor();
    await expect.poll(() => edited.getByRole('button', { name: /^Archive/ }).count()).toBe(0);
    expect(await publicLessonTitles()).not.toContain('Admin e2e lesson (edited)');

    // Delete permanently: Cancel keeps it, Delete removes it.
    await edited.getByRole('button', { name: 'Delete Admin e2e lesson (edited) permanently' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete lesson permanently' });
    await confirm
      .getByText('Are you sure you want to permanently delete 1 lesson(s)? This cannot be undone!')
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => edited.count()).toBe(1);
    await edited.getByRole('button', { name: 'Delete Admin e2e lesson (edited) permanently' }).click();
    await page
      .getByRole('dialog', { name: 'Delete lesson permanently' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'Lesson deleted permanently!');
    await edited.waitFor({ state: 'detached' });
    expect(blockedHandlers()).toBe(handlersInTypedHtml);
  });

  it('adds a question (removing an option moves the right answer), toggles it and edits it from the options menu', async () => {
    const page = await adminPage('Quiz');
    await page.getByRole('button', { name: 'Add Question' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Question' });
    await form.waitFor();
    await expect.poll(() => form.getByRole('textbox', { name: /^Option \d$/ }).count()).toBe(4);

    await form.getByRole('textbox', { name: 'Question', exact: true }).fill('Which planet is the e2e planet?');
    for (const [i, text] of ['Mercury', 'Venus', 'Earth', 'Mars'].entries())
      await form.getByRole('textbox', { name: `Option ${i + 1}`, exact: true }).fill(text);
    await form.getByRole('radio', { name: 'Option 3 is correct' }).check();
    await form.getByRole('button', { name: 'Remove option 1' }).click();
    // Earth moved from option 3 to option 2, and is still the right answer.
    await expect.poll(() => form.getByRole('textbox', { name: 'Option 2', exact: true }).inputValue()).toBe('Earth');
    await expect.poll(() => form.getByRole('radio', { name: 'Option 2 is correct' }).isChecked()).toBe(true);

    // Up to eight options, then the add control is gone; at two, remove is disabled.
    for (let n = 3; n < 8; n++) await form.getByRole('button', { name: 'Add option' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: /^Option \d$/ }).count()).toBe(8);
    await expect.poll(() => form.getByRole('button', { name: 'Add option' }).count()).toBe(0);
    for (let n = 8; n > 3; n--) await form.getByRole('button', { name: `Remove option ${n}` }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Remove option 1' }).isDisabled()).toBe(false);

    await form.getByLabel('Category').selectOption('basics');
    await form.getByLabel('Difficulty').selectOption('hard');
    await expect.poll(() => form.getByText('Points awarded for correct answer (1-100)').isVisible()).toBe(true);
    await form.getByLabel('Points').fill('250');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByRole('alert').getByText('Points awarded for correct answer (1-100)').waitFor();
    await form.getByLabel('Points').fill('20');

    // Fewer than two non-empty options: the alert, and nothing typed is lost.
    await form.getByRole('textbox', { name: 'Option 1', exact: true }).fill('');
    await form.getByRole('textbox', { name: 'Option 3', exact: true }).fill('  ');
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => alerts).toEqual(['Please provide at least 2 answer options.']);
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Question', exact: true }).inputValue())
      .toBe('Which planet is the e2e planet?');
    await form.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Venus');
    await form.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Question added successfully!');

    // A random id puts it on any page of the table: the search finds it.
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('e2e planet');
    await page.getByText(/^1 of \d+ questions match the search and filters$/).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Which planet is the e2e planet?' });
    await row.waitFor();
    // The blank third option was dropped; Earth stayed the right answer.
    await row.getByText('2 options · correct: Earth').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Disable question/ }).click();
    await toast(page, 'Question enabled/disabled successfully!');
    await row.getByText('Inactive', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Options for question/ }).click();
    await row.getByRole('menu').getByRole('menuitem', { name: 'Enable' }).click();
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Options for question/ }).click();
    await row.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Question' });
    await edit.waitFor();
    await expect.poll(() => edit.getByRole('radio', { name: 'Option 2 is correct' }).isChecked()).toBe(true);
    await expect.poll(() => edit.getByLabel('Points').inputValue()).toBe('20');
    await edit.getByLabel('Explanation').fill('Earth is where the tests run.');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Question updated successfully!');
  });

  it('changes the quiz settings, and a visitor then gets a quiz of that length', async () => {
    const page = await adminPage('Quiz');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quiz Settings' });
    await dialog.getByLabel('Questions per quiz').waitFor();
    await expect.poll(() => dialog.getByLabel('Questions per quiz').inputValue()).toBe('20');
    await dialog.getByLabel('Questions per quiz').fill('51');
    await dialog.getByText('Questions per quiz must be a whole number from 1 to 50').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Passing score (%)').fill('0');
    await dialog.getByText('Passing score must be a whole number from 1 to 100 (%)').waitFor();
    await dialog.getByLabel('Questions per quiz').fill('5');
    await dialog.getByLabel('Passing score (%)').fill('80');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Quiz settings saved successfully!');
    await page.getByText('Questions Per Quiz').locator('..').getByText('5', { exact: true }).waitFor();

    const visitor = await open('/prompt-school');
    const quiz = visitor.getByRole('region', { name: 'Final quiz & certificate' });
    await quiz.getByText('5 questions').first().waitFor();
    await quiz.getByRole('button', { name: 'Start AI Newcomer Quiz' }).click();
    await visitor.getByText('Question 1 of 5').waitFor();
  });

  it('deletes selected questions only after confirming', async () => {
    const page = await adminPage('Quiz');
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select question/ }) });
    await rows.first().waitFor();
    const before = Number(/\d+/.exec((await page.getByText('Total Questions').locator('..').textContent()) ?? '')?.[0]);
    expect(before).toBeGreaterThan(2);
    const questionOf = (i: number) => rows.nth(i).getByRole('rowheader').locator('span').first().textContent();
    const firstTwo = [await questionOf(0), await questionOf(1)];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete questions' });
    await confirm.getByText('Are you sure you want to delete 2 question(s)?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(new RegExp(`^${before} questions · 2 selected$`)).waitFor();

    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await page.getByRole('dialog', { name: 'Delete questions' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, '2 question(s) deleted successfully!');
    await page.getByText(`${before - 2} questions`, { exact: true }).waitFor();
    for (const text of firstTwo)
      await expect.poll(() => page.getByRole('row').filter({ hasText: text! }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
  });

  it('imports lessons from a CSV with a preview, then deletes all lessons after confirming', async () => {
    const page = await adminPage('Lessons');
    await page.getByRole('button', { name: 'Import' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload CSV - Lessons' });
    await modal.waitFor();
    await expect.poll(() => modal.getByRole('button', { name: 'Upload CSV' }).isDisabled()).toBe(true);
    // The server checks every row first: with a bad row nothing can be uploaded.
    const bad = ['id,title,description,content,stage,difficulty', '8800,,No title,<p>x</p>,foundation,beginner'].join(
      '\n',
    );
    await modal
      .getByLabel('CSV file')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await modal.getByText("Row 2: Missing required field 'title'").waitFor();
    await expect.poll(() => modal.getByRole('button', { name: 'Upload CSV' }).isDisabled()).toBe(true);
    await modal
      .getByLabel('CSV file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await modal.getByText('Please select a CSV file (must have .csv extension)').waitFor();

    const csv = [
      'id,title,description,content,stage,stageName,duration,difficulty,order,isActive',
      '8801,"Imported, with a comma",From the CSV,"<p>Hello, CSV</p>",stage3,,20 min,advanced,3,true',
      '8802,Second imported,Also from the CSV,<p>Two</p>,foundation,,,beginner,4,false',
    ].join('\n');
    await modal
      .getByLabel('CSV file')
      .setInputFiles({ name: 'lessons.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await modal.getByRole('cell', { name: 'Imported, with a comma' }).waitFor();
    await modal.getByText('2 rows ready to import').waitFor();
    await modal.getByRole('button', { name: 'Upload CSV' }).click();
    await toast(page, 'Imported 2 lessons successfully!');
    await page.getByRole('row').filter({ hasText: 'Imported, with a comma' }).waitFor();

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('lessons_export.csv');
    expect(fs.readFileSync((await file.path())!, 'utf8')).toContain('Imported, with a comma');
    await toast(page, 'Lessons export completed successfully!');

    await page.getByRole('button', { name: 'Delete All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all lessons' });
    await confirm.getByText('Are you sure you want to delete ALL lessons? This cannot be undone!').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'All lessons deleted successfully!');
    await page.getByText('No lessons yet. Add one or import a CSV file.').waitFor();
  });
});
