import type { ParsedPrompt } from './parse.js';
import { contentWords, sentences, words } from './text.js';

/**
 * The kinds of prompt the course teaches, each judged on its own terms: a quick factual question
 * needs nothing more (lesson 2), a follow-up names its changes (lesson 4), an image prompt names
 * subject, style, composition and light (lesson 5); everything else is a task.
 */
export type PromptKind = 'task' | 'question' | 'follow-up' | 'image';

const INTERROGATIVE =
  /^(?:what(?:'s| is| are| was| were| does| do)?|who|when|where|which|how (?:many|much|far|long|old|big|tall|high|deep|heavy|fast|do you (?:say|spell|pronounce)|does|do)|why|is|are|was|were|does|do|did|can|define)\b/i;
/** Questions whose answer depends on the asker, on the date or on taste: these need context. */
const NEEDS_CONTEXT =
  /\b(?:i|me|my|we|us|our|mine|new|latest|recent|current(?:ly)?|today|tonight|tomorrow|this (?:year|month|week)|now|upcoming|rules?|laws?|regulations?|prices?|costs?|news|best|better|worst|should|recommend|good|ideas?|tips?|think|opinion|president|prime minister|ceo|weather|score|stocks?|this|that|it)\b/i;

/** A closed one-line job with one right answer: "Translate 'good morning' into Spanish.", "Convert 5 miles to km." */
const QUICK_TASK = /^(?:please\s+)?(?:translate|convert|define|spell|pronounce|round|calculate)\b/i;

export function isQuickQuestion(p: ParsedPrompt): boolean {
  const own = p.own.trim();
  if (p.source !== 'text' || p.material.length || sentences(own).length > 1) return false;
  if (QUICK_TASK.test(own))
    return (
      words(own).length <= 12 &&
      !NEEDS_CONTEXT.test(own.replace(/["'“‘][^"'”’]*["'”’]/g, '')) &&
      contentWords(own).length >= 2
    );
  return (
    /\?\s*$/.test(own) &&
    words(own).length <= 20 &&
    INTERROGATIVE.test(own) &&
    !NEEDS_CONTEXT.test(own) &&
    contentWords(own).length >= 1
  );
}

const FOLLOW_START =
  /^(?:that'?s|that is|this is|it'?s|it is|good (?:start|draft|job|first draft|effort)|great|thanks|thank you|ok(?:ay)?|nice|not quite|close|almost|no[,.! ]|nope|now|next|again|try again|(?:make|shorten|lengthen|rewrite|change|simplify|expand|cut|fix|redo|improve|rephrase|reword|tweak|adjust|update|translate|turn|keep|swap) (?:it|this|that|them|the (?:last|second|first|third|final|opening|closing) \w+)|can you make it|please make|could you make|i (?:don't|do not) like|too (?:long|short|formal|casual|salesy))\b/i;
const REFERS =
  /\b(?:your (?:answer|draft|version|reply|list|last|previous|first)|the (?:previous|last|first|second) (?:answer|version|draft|one)|(?:the|this) draft)\b/i;

/** "Write a job advert…" asks for something new; a follow-up works on what is already there. */
const NEW_DELIVERABLE =
  /\b(?:write|draft|create|compose|design|plan|generate|produce|prepare)\s+(?:me\s+)?(?:a|an|\d+|some|two|three|four|five)\b/i;

/** A message in an ongoing chat, about the answer the AI just gave. */
export function isFollowUp(p: ParsedPrompt): boolean {
  if (
    p.source !== 'text' ||
    p.material.length ||
    p.parts.has('role') ||
    words(p.own).length > 90 ||
    NEW_DELIVERABLE.test(p.own)
  )
    return false;
  if (p.segments.some((s) => s.label === 'context')) return false;
  return FOLLOW_START.test(p.own.trim()) || REFERS.test(p.own);
}

export const IMAGE_STYLE =
  /\b(?:photo(?:graph)?(?:ic)? style|photograph|photorealistic|realistic|watercolou?r|illustration|oil painting|painting|pencil|sketch|charcoal|cartoon|anime|3d render|render(?:ed)?|flat (?:vector|illustration|design|style)|vector|line (?:art|drawing)|pixel art|digital art|cinematic|minimalist|vintage|retro|studio photo|film photo|polaroid|comic|isometric|style)\b/i;
export const IMAGE_COMPOSITION =
  /\b(?:close-?up|wide(?:-angle| shot| format)?|aerial|from above|overhead|directly above|bird'?s-eye|eye level|low angle|top-down|side view|full body|portrait (?:format|orientation)|landscape (?:format|orientation)|square(?: format)?|cent(?:red|ered)|on the (?:left|right)|foreground|background|rule of thirds|framing|composition|empty space|negative space|space for (?:text|a logo)|shot from|angle|\d+:\d+|aspect ratio|flat-lay|flat lay)\b/i;
export const IMAGE_LIGHT =
  /\b(?:light(?:ing|s)?|sunlight|sunset|sunrise|golden hour|backlit|shadows?|daylight|night|dusk|dawn|glow(?:ing)?|bright|dim|neon|candle-?lit)\b/i;
export const IMAGE_MOOD =
  /\b(?:mood|atmosphere|cosy|cozy|calm|vibrant|pastel|colou?rs?|palette|warm|cool tones|moody|cheerful|dramatic|serene|playful)\b/i;

const IMAGE_START =
  /^(?!(?:write|draft|compose|word|rewrite)\b)(?:(?:an?|the)\s+)?(?:[\p{L}-]+\s+){0,2}(?:picture|photo|photograph|image|illustration|drawing|painting|render(?:ing)?|logo|icon|poster|portrait|sketch|cartoon|graphic|banner|wallpaper|mock-?up|headshot)\s+(?:of|for|showing|with|that)\b|^(?:logo|icon|poster|banner)\b/iu;
const IMAGE_ASK =
  /\b(?:generate|create|make|draw|design|paint|render|produce)\b(?:\s+me)?(?:\s+(?:an?|the|some))?(?:\s+[\p{L}-]+){0,2}\s+(?:picture|photo|photograph|image|illustration|drawing|painting|logo|icon|poster|render|banner|graphic|artwork)s?\b/iu;
const WRITING = /\b(?:write|caption|email|post|article|description|summar|reply|letter|blog|text message)\w*/i;

/** Things that carry words: "design a poster" with its title, date and list of attractions is a writing job. */
const CARRIES_WORDS = /\b(?:poster|flyer|leaflet|banner|sign|notice|menu|card|invitation|graphic)s?\b/i;
/** What goes on it, in words: two or more of these make it the poster's text, not a picture. */
const WORDED =
  /\b(?:title|heading|headline|date|dates|time|times|list|line|wording|words|saying|says|slogan|tagline|details|prices?|address|call to action|bullet points?|opening hours|contact|qr code|phone number|website)\b/gi;
const wordedParts = (text: string) =>
  new Set(
    [...text.replace(/\bspace for (?:the )?(?:text|words|a title|a headline)\b/gi, ' ').matchAll(WORDED)].map((m) =>
      m[0].toLowerCase(),
    ),
  ).size;

export function looksLikeImage(p: ParsedPrompt): boolean {
  if (p.imageTarget) return true;
  if (!p.english) return false;
  const own = p.own.trim();
  const visual = [IMAGE_STYLE, IMAGE_COMPOSITION, IMAGE_LIGHT].filter((r) => r.test(own)).length;
  // "Design a poster for our fete: a title, the date and time, a list of what's on": its words are the job.
  if (CARRIES_WORDS.test(own) && wordedParts(own) >= 2 && visual < 2) return false;
  return (
    IMAGE_START.test(own) ||
    (IMAGE_ASK.test(own) && !WRITING.test(own.split(/[.!?]/)[0])) ||
    (visual >= 3 && !WRITING.test(own))
  );
}

export function kindOf(p: ParsedPrompt): PromptKind {
  if (looksLikeImage(p)) return 'image';
  if (!p.english) return 'task';
  if (isFollowUp(p)) return 'follow-up';
  return isQuickQuestion(p) ? 'question' : 'task';
}
