import type { Prompt } from '@ai4n/shared';

export function PromptsPanel({ prompts }: { prompts: Prompt[]; refreshing: boolean; onRefresh: () => void }) {
  return <p>{prompts.length} prompts</p>;
}
