import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CoachForm } from '@ai4n/shared';
import { parseCoachPrompt } from '@ai4n/shared/coach-prompt';
import { getGalleryPrompt } from '../api/get-gallery-prompt';
import { coachDraft, hasContent } from './coach-draft';

export const GALLERY_PROMPT_GONE = 'That gallery prompt is no longer available.';
export const GALLERY_PROMPT_FAILED = 'We could not load that gallery prompt. Check your connection and try again.';
export const galleryPromptLoaded = (title: string) =>
  `"${title}" from the gallery is in the form. Improve it, then analyze.`;

/** A gallery prompt waiting for the visitor to say whether it may replace their draft. */
export interface PendingGalleryPrompt {
  title: string;
  replace: () => void;
  keep: () => void;
}

/**
 * `/prompt-coach?from=<promptId>`: loads that gallery prompt's sections into the form (asking first
 * when a draft would be replaced), and takes `from` out of the URL so a reload does not load it again.
 * The callbacks must be stable (useCallback, a state setter): a change fetches again.
 */
export function useGalleryPrefill(
  loadIntoForm: (form: CoachForm, notice: string | null) => void,
  showNotice: (notice: string) => void,
): PendingGalleryPrompt | null {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from');
  const [requested, setRequested] = useState<string | null>(null);
  const [pending, setPending] = useState<{ title: string; form: CoachForm } | null>(null);

  useEffect(() => {
    if (!from) return;
    setRequested(from);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('from');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [from, setSearch]);

  useEffect(() => {
    if (!requested) return;
    let live = true;
    getGalleryPrompt(requested).then(
      (prompt) => {
        if (!live) return;
        if (!prompt) return showNotice(GALLERY_PROMPT_GONE);
        const form = parseCoachPrompt(prompt.prompt_text);
        if (hasContent(coachDraft.get())) setPending({ title: prompt.title, form });
        else loadIntoForm(form, galleryPromptLoaded(prompt.title));
      },
      () => live && showNotice(GALLERY_PROMPT_FAILED),
    );
    return () => {
      live = false;
    };
  }, [requested, loadIntoForm, showNotice]);

  if (!pending) return null;
  return {
    title: pending.title,
    replace: () => {
      loadIntoForm(pending.form, galleryPromptLoaded(pending.title));
      setPending(null);
    },
    keep: () => setPending(null),
  };
}
