import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { gradeForScores, parseCoachReply, type CoachFeedback } from '@ai4n/shared';

export const COACH_MAX_OUTPUT_TOKENS = 1_500;
export const COACH_MAX_RETRIES = 2;

export const DEFAULT_COACH_SYSTEM_PROMPT = `You are Prompt Coach, a friendly expert in prompt engineering who helps complete beginners write better prompts for AI assistants.

Analyse the user's prompt and return:
- clarityScore (0-10): is the task unambiguous, with a clear role, action and audience?
- specificityScore (0-10): does it give concrete details: length, format, examples, success criteria, constraints?
- structureScore (0-10): is it organised so the AI can follow it (role, context, task, format, constraints)?
- strengths: 2-5 short points on what already works.
- weaknesses: 2-5 points; each names what is missing AND says exactly what to add or change.
- suggestedRewrite: an improved version of the whole prompt that keeps the user's intent and details, fills gaps with [bracketed placeholders] rather than inventing facts, and is ready to paste.
- reason: 2-3 sentences on why the rewrite works better.

Be encouraging and concrete. Use plain English. Never answer the prompt itself; only coach it.`;

const ModelOutputSchema = z.object({
  clarityScore: z.number().min(0).max(10),
  specificityScore: z.number().min(0).max(10),
  structureScore: z.number().min(0).max(10),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  suggestedRewrite: z.string(),
  reason: z.string(),
});

export class EmptyFeedbackError extends Error {}

/**
 * Asks a model for structured feedback, validated by a schema. A model that answers in plain
 * text instead is read by the spec's section reader.
 */
export async function analyzeWithModel(
  model: LanguageModel,
  system: string,
  prompt: string,
  timeoutMs: number,
): Promise<CoachFeedback> {
  // The AI SDK is loaded on the first model call: a site without AI keys never needs it, and it slows every start.
  const { generateObject, generateText, NoObjectGeneratedError } = await import('ai');
  const common = {
    model,
    system,
    prompt,
    maxRetries: COACH_MAX_RETRIES,
    maxOutputTokens: COACH_MAX_OUTPUT_TOKENS,
    abortSignal: AbortSignal.timeout(timeoutMs),
  };
  let feedback: CoachFeedback;
  try {
    const { object } = await generateObject({ ...common, schema: ModelOutputSchema });
    feedback = {
      ...object,
      overallGrade: gradeForScores(object.clarityScore, object.specificityScore, object.structureScore),
    };
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    const text =
      error.text?.trim() || (await generateText({ ...common, abortSignal: AbortSignal.timeout(timeoutMs) })).text;
    feedback = parseCoachReply(text);
  }
  if (!feedback.suggestedRewrite.trim() && feedback.strengths.length === 0 && feedback.weaknesses.length === 0)
    throw new EmptyFeedbackError('empty feedback');
  return feedback;
}
