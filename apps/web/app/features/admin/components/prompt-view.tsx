import { libraryCategoryOf, ratingSummary, type Prompt } from '@ai4n/shared';
import { Modal } from '../../../components/ui/dialog';

export const promptCategoryName = (c: string) => libraryCategoryOf(c)?.name ?? c;

/** A prompt as stored: its figures, description, text, tags and who added it. */
export function PromptView({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  return (
    <Modal title={prompt.title} onClose={onClose} size="lg">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          ['Category', promptCategoryName(prompt.category)],
          ['Status', prompt.status],
          ['Rating', ratingSummary(prompt.rating, prompt.ratingCount)],
          ['Views', String(prompt.views)],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">{k}</dt>
            <dd className="text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-700">{prompt.description}</p>
      <pre className="mt-4 max-h-[45vh] overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">
        {prompt.prompt_text}
      </pre>
      {prompt.tags.length > 0 && <p className="mt-3 text-xs text-slate-600">Tags: {prompt.tags.join(', ')}</p>}
      {prompt.business_types.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">Business types: {prompt.business_types.join(', ')}</p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        Added by {prompt.added_by} on {prompt.created_at.slice(0, 10)}; updated {prompt.updated_at.slice(0, 10)}.
      </p>
    </Modal>
  );
}
