import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  LESSON_DIFFICULTIES,
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_DROPPED,
  LESSON_HTML_TAGS,
  LESSON_LINK_ATTRIBUTES,
  LESSON_STAGES,
  LESSON_TOASTS,
  LessonInputSchema,
  SCHOOL_TOAST_MS,
  lessonHrefAllowed,
  lessonHtmlClasses,
  splitList,
  type AdminLesson,
  type Lesson,
} from '@ai4n/shared';
import { Modal } from '../../../components/modal';
import { adminKeys, useAdminWrite } from '../api/admin-api';
import { adminRequest } from '../lib/admin-session';
import { issueErrors, serverFieldErrors, useDraft, type FieldErrors } from './form-draft';
import { useToast } from './toasts';
import { Field, FormError, ModalFooter, SelectOptions, capitalise, inputClass, labelClass } from './ui';

export const lessonStageLabel = (stage: string) => capitalise(stage.replace(/(\d+)$/, ' $1'));

interface LessonDraft {
  id: string;
  title: string;
  description: string;
  stage: string;
  stageName: string;
  duration: string;
  difficulty: string;
  order: string;
  isActive: boolean;
  icon: string;
  learningObjectives: string;
  tags: string;
  content: string;
}
type LessonField = keyof LessonDraft;
type Errors = FieldErrors<LessonField>;

const draftOf = (lesson?: AdminLesson): LessonDraft =>
  lesson
    ? {
        id: String(lesson.id),
        title: lesson.title,
        description: lesson.description,
        stage: lesson.stage,
        stageName: lesson.stageName,
        duration: lesson.duration,
        difficulty: lesson.difficulty,
        order: String(lesson.order),
        isActive: lesson.isActive,
        icon: lesson.icon,
        learningObjectives: lesson.learningObjectives.join('\n'),
        tags: lesson.tags.join(', '),
        content: lesson.content,
      }
    : { id: '', title: '', description: '', stage: '', stageName: '', duration: '15 min', difficulty: '', order: '0', isActive: true, icon: 'BookOpen', learningObjectives: '', tags: '', content: '' };

const FIXED_MESSAGES: Errors = {
  id: 'ID must be a whole number of 1 or more (leave it empty for a random one)',
  order: 'Order must be a whole number of 0 or more',
};

/** The form as the lesson payload; checked with the same schema the server uses. */
function validate(draft: LessonDraft, editing: boolean) {
  const payload = {
    id: editing || draft.id.trim() === '' ? undefined : Number(draft.id),
    title: draft.title,
    description: draft.description,
    content: draft.content,
    stage: draft.stage,
    stageName: draft.stageName.trim() || undefined,
    duration: draft.duration.trim() || undefined,
    difficulty: draft.difficulty,
    order: draft.order.trim() === '' ? 0 : Number(draft.order),
    isActive: draft.isActive,
    icon: draft.icon.trim() || undefined,
    learningObjectives: splitList(draft.learningObjectives, /\r?\n/),
    tags: splitList(draft.tags),
  };
  const result = LessonInputSchema.safeParse(payload);
  if (result.success) return { payload: result.data, errors: {} as Errors };
  return { payload: null, errors: issueErrors(result.error.issues, FIXED_MESSAGES) };
}

const BROWSER_RAW_TEXT = new Set(['iframe', 'noembed', 'noframes', 'plaintext']);

/**
 * Lesson HTML reduced with the server sanitizer's own allowlist (tags, attributes, classes, link
 * schemes and the tags dropped with their content, from @ai4n/shared), so the preview shows what
 * saving keeps. Parsing with DOMParser runs and loads nothing; text is escaped when serialised.
 */
export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  // Where the browser's parser and the server's differ: a template keeps its markup in its
  // content, and the browser reads these elements' markup as text; the server sees plain children.
  const contentOf = (el: Element): ParentNode => {
    if (el instanceof HTMLTemplateElement) return el.content;
    if (!BROWSER_RAW_TEXT.has(el.tagName.toLowerCase())) return el;
    const parsed = doc.createElement('template');
    parsed.innerHTML = el.textContent ?? '';
    return parsed.content;
  };
  const clean = (parent: ParentNode) => {
    for (const el of Array.from(parent.children)) {
      const tag = el.tagName.toLowerCase();
      if (LESSON_HTML_DROPPED.includes(tag)) {
        el.remove();
        continue;
      }
      const inner = contentOf(el);
      clean(inner);
      if (!LESSON_HTML_TAGS.includes(tag)) {
        el.replaceWith(...Array.from(inner.childNodes));
        continue;
      }
      for (const { name, value } of Array.from(el.attributes)) {
        const kept = LESSON_HTML_ATTRIBUTES[tag]?.includes(name) && (name !== 'href' || lessonHrefAllowed(value));
        const classes = kept && name === 'class' ? lessonHtmlClasses(tag, value) : value;
        if (!kept || classes === '') el.removeAttribute(name);
        else if (classes !== value) el.setAttribute(name, classes);
      }
      if (tag === 'a') for (const [name, value] of Object.entries(LESSON_LINK_ATTRIBUTES)) el.setAttribute(name, value);
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

/**
 * The lesson's HTML as the public page shows it, reduced to the allowed markup and shown in a
 * sandboxed frame where no script can run (no allow-scripts). allow-same-origin only lets it load
 * the page's own stylesheets (the lesson look); without scripts nothing in it can use that origin.
 */
function LessonPreview({ html }: { html: string }) {
  const [styles, setStyles] = useState<string[]>([]);
  useEffect(() => {
    setStyles(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => l.href));
  }, []);
  const doc = useMemo(() => {
    const links = styles.map((href) => `<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}">`).join('');
    return `<!doctype html><html><head><meta charset="utf-8">${links}</head><body class="lesson-content bg-white p-4 text-sm">${previewHtml(html)}</body></html>`;
  }, [html, styles]);
  return <iframe title="Lesson preview" sandbox="allow-same-origin" srcDoc={doc} className="h-80 w-full rounded-lg bg-white ring-1 ring-slate-200" />;
}

/** Add/Edit Lesson (admin.md sections 2, 3 and 5). A failed save keeps everything typed. */
export function LessonFormModal({ lesson, onClose }: { lesson?: AdminLesson; onClose: () => void }) {
  const editing = Boolean(lesson);
  const toast = useToast(SCHOOL_TOAST_MS);
  const { draft, set, text, errors, setErrors } = useDraft(() => draftOf(lesson), (field: LessonField) => `lesson-${field}`);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useAdminWrite(
    (payload: NonNullable<ReturnType<typeof validate>['payload']>) =>
      lesson ? adminRequest<Lesson>(`/lessons/${lesson.id}`, { method: 'PUT', body: payload }) : adminRequest<Lesson>('/lessons', { method: 'POST', body: payload }),
    [adminKeys.lessons, ['lessons']],
  );

  // The stage name that goes with a stage: the lesson's own for its stored stage, otherwise none
  // (the server then names it after the stage). Moving the lesson to another stage swaps an
  // untouched name along with it; a name the admin typed stays.
  const stageNameFor = (stage: string) => (lesson && stage === lesson.stage ? lesson.stageName : '');
  const changeStage = (stage: string) => {
    if (draft.stageName === stageNameFor(draft.stage)) set('stageName', stageNameFor(stage));
    set('stage', stage);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const { payload, errors: found } = validate(draft, editing);
    setErrors(found);
    if (!payload) {
      const first = Object.keys(found)[0];
      document.getElementById(`lesson-${first}`)?.focus();
      return;
    }
    save.mutate(payload, {
      onSuccess: () => {
        toast.success(editing ? LESSON_TOASTS.updated : LESSON_TOASTS.added);
        onClose();
      },
      onError: (error) => {
        toast.error(editing ? LESSON_TOASTS.updateFailed : LESSON_TOASTS.addFailed);
        setErrors(serverFieldErrors(error, (field) => field in draftOf()));
        setServerError(error.message);
      },
    });
  };

  return (
    <Modal title={editing ? 'Edit Lesson' : 'Add Lesson'} size="xl" onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-4">
          <Field id="lesson-id" label="ID" error={errors.id} hint={editing ? 'The id cannot change.' : 'Optional: empty gives a random id below 10000.'}>
            <input {...text('id')} type="number" min={1} step={1} inputMode="numeric" disabled={editing} />
          </Field>
          <Field id="lesson-title" label="Title" required error={errors.title} className="sm:col-span-3">
            <input {...text('title')} />
          </Field>
        </div>

        <Field id="lesson-description" label="Description" required error={errors.description}>
          <textarea {...text('description')} rows={2} />
        </Field>

        <div className="grid gap-4 sm:grid-cols-4">
          <Field id="lesson-stage" label="Stage" required error={errors.stage}>
            <select {...text('stage')} onChange={(e) => changeStage(e.target.value)}>
              <SelectOptions placeholder="Select a stage" values={LESSON_STAGES} label={lessonStageLabel} />
            </select>
          </Field>
          <Field id="lesson-stageName" label="Stage name" error={errors.stageName}>
            <input {...text('stageName')} placeholder={draft.stage ? capitalise(draft.stage) : 'Defaults to the stage'} />
          </Field>
          <Field id="lesson-difficulty" label="Difficulty" required error={errors.difficulty}>
            <select {...text('difficulty')}>
              <SelectOptions placeholder="Select a difficulty" values={LESSON_DIFFICULTIES} label={capitalise} />
            </select>
          </Field>
          <Field id="lesson-duration" label="Duration" error={errors.duration}>
            <input {...text('duration')} placeholder="15 min" />
          </Field>
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-4">
          <Field id="lesson-order" label="Order" error={errors.order}>
            <input {...text('order')} type="number" min={0} step={1} inputMode="numeric" />
          </Field>
          <Field id="lesson-icon" label="Icon" error={errors.icon} hint="A lucide icon name.">
            <input {...text('icon')} placeholder="BookOpen" />
          </Field>
          <Field id="lesson-tags" label="Tags" error={errors.tags} hint="Comma-separated." className="sm:col-span-2">
            <input {...text('tags')} placeholder="basics, prompting" />
          </Field>
        </div>

        <Field id="lesson-learningObjectives" label="Learning objectives" error={errors.learningObjectives} hint="One per line.">
          <textarea {...text('learningObjectives')} rows={3} />
        </Field>

        <div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Field id="lesson-content" label="Content (HTML)" required error={errors.content}>
              <textarea {...text('content')} rows={14} spellCheck={false} className={`${inputClass} h-80 font-mono text-xs`} />
            </Field>
            <div>
              <p className={labelClass} id="lesson-preview-label">
                Preview
              </p>
              <div className="mt-1">
                {draft.content.trim() ? (
                  <LessonPreview html={draft.content} />
                ) : (
                  <p className="grid h-80 place-items-center rounded-lg bg-slate-50 text-sm text-slate-500 ring-1 ring-slate-200">The lesson preview appears here as you type.</p>
                )}
              </div>
            </div>
          </div>
          <p className="mt-1 text-xs text-slate-500">Scripts and unsafe markup are removed when the lesson is saved.</p>
        </div>

        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Active (shown in Prompt School)
        </label>

        <FormError message={serverError} className="ring-1 ring-red-200" />

        <ModalFooter onCancel={onClose} busy={save.isPending}>
          {editing ? 'Update Lesson' : 'Add Lesson'}
        </ModalFooter>
      </form>
    </Modal>
  );
}
