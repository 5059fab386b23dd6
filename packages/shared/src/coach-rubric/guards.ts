import type { ParsedPrompt } from './parse.js';
import { personalDataIn, withArticle } from './personal-data.js';
import { contentWords, quote, RUBRIC_WORDS, sentences, withoutQuotes, words } from './text.js';
import type { CoachGrade as Grade } from '../coach-grade.js';

export type GuardId =
  | 'harmful-request'
  | 'not-real-content'
  | 'undelimited-material'
  | 'no-content'
  | 'keyword-stuffing'
  | 'personal-data'
  | 'invented-content'
  | 'health-claims'
  | 'contradictory-length'
  | 'unrelated-jobs'
  | 'big-vague-job'
  | 'placeholders'
  | 'unchecked-facts'
  | 'exact-counts'
  | 'partial-check';

/** A problem that caps the grade, whatever the scores say, with the message that explains it. */
export interface GuardHit {
  id: GuardId;
  /** The best grade the prompt can get while the problem is there (null: a warning only). */
  cap: Grade | null;
  message: string;
  /** For the rewrite: what was found (kinds of data, placeholders, the extra jobs). */
  found: string[];
}

const join = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const NEGATED =
  /\b(?:no|not|never|don't|do not|without|avoid|nothing|refuse|stop|instead of|rather than|against)\b[^.;:!?\n]{0,40}$/i;
const negated = (text: string, index: number) => NEGATED.test(text.slice(Math.max(0, index - 60), index));

function noContent(p: ParsedPrompt): GuardHit | null {
  const required = ['Goal', 'Role', 'Context', 'Target audience'];
  const emptyRequired = p.emptyFields.filter((f) => required.includes(f.field));
  const ownWords = contentWords(p.own).length;
  if (
    p.source === 'fields' ? emptyRequired.length >= 2 || ownWords < 3 : ownWords < 2 && !/\?\s*$/.test(p.own.trim())
  ) {
    const fields = p.emptyFields.map((f) => `${f.field} (${quote(f.value, 20)})`);
    return {
      id: 'no-content',
      cap: 'D',
      message: fields.length
        ? `No real content: ${join(fields)} ${fields.length === 1 ? 'has' : 'have'} no real words, so ${fields.length === 1 ? 'it counts' : 'they count'} as empty. Write what you want in full words.`
        : 'No real content yet: the prompt has almost no words that tell the AI what you want. Say what to produce, about what, and for whom.',
      found: p.emptyFields.map((f) => f.field),
    };
  }
  return null;
}

/** Runs of advice words ("write create list", "readers customers") with nothing of the learner's own around them. */
function keywordStuffing(p: ParsedPrompt): GuardHit | null {
  const content = contentWords(p.own);
  const rubric = content.filter((w) => RUBRIC_WORDS.has(w));
  // Runs of three or more advice words with no punctuation between them: "write create list".
  const examples = p.own
    .split(/[.,;:!?()[\]"“”\n/&-]+/)
    .flatMap((span) => span.match(/(?:\b[\p{L}]+\b\s*)+/gu) ?? [])
    .flatMap((span) => {
      const runs: string[] = [];
      let current: string[] = [];
      for (const w of [...words(span).map((x) => x.toLowerCase()), '']) {
        if (RUBRIC_WORDS.has(w)) current.push(w);
        else {
          if (current.length >= 3) runs.push(current.join(' '));
          current = [];
        }
      }
      return runs;
    });
  const runs = examples.length;
  const fieldLists =
    p.source === 'fields'
      ? p.segments.filter(
          (s) => contentWords(s.text).length >= 2 && contentWords(s.text).every((w) => RUBRIC_WORDS.has(w)),
        )
      : [];
  const ratio = content.length ? rubric.length / content.length : 0;
  if ((ratio >= 0.5 && rubric.length >= 5) || runs >= 2 || fieldLists.length >= 2) {
    const shown = (examples.length ? examples : fieldLists.map((s) => s.text)).slice(0, 2).map((e) => quote(e, 40));
    return {
      id: 'keyword-stuffing',
      cap: 'D',
      message: `Keyword list instead of instructions${shown.length ? ` (${join(shown)})` : ''}: prompt-writing words earn no points on their own. Write full sentences about your real situation, task and reader.`,
      found: shown,
    };
  }
  return null;
}

function personalData(p: ParsedPrompt): GuardHit | null {
  const kinds = personalDataIn([p.full, ...p.material.map((m) => m.text)].join('\n'));
  if (!kinds.length) return null;
  return {
    id: 'personal-data',
    cap: 'D',
    message: `Personal data: it contains ${join(kinds.map(withArticle))}. Never paste these into an AI chat; replace them with placeholders such as [customer name] (lesson 1). The rewrite does this for you.`,
    found: kinds,
  };
}

const FAKE =
  /\b(?:fake|made[- ]up|invent(?:ed)?|fabricat(?:e|ed)|make up)\s+(?:\w+\s+){0,3}(reviews?|testimonials?|ratings?|endorsements?|followers|statistics|stats|studies|research|data|figures|numbers|quotes|sources|citations|results)\b/gi;
const WRITE_REVIEWS =
  /\b(?:write|create|generate|draft|give me|produce|come up with|make)\b[^.;!?\n]{0,50}?\b((?:\d+|several|some|a few|three|five|ten|fake|five-star|5-star|positive|glowing|customer|google|trustpilot|yelp|amazon|product)\s+(?:[\w-]+\s+)?reviews?|testimonials?|endorsements?|customer quotes)\b/gi;
const HONEST_REVIEW_TASK =
  /\b(?:repl(?:y|ies|ying)|respond|response to|answer(?:ing)?|ask(?:ing)? (?:for|customers)|request(?:ing)?|collect(?:ing)?|invite|inviting|encourag\w+|thank\w*|(?:summari[sz]\w*|analy[sz]\w*)\s(?:[\w']+\s){0,3}?(?:reviews|testimonials|feedback|comments|ratings)|based on (?:real|actual|these|the|our)|from (?:real|actual|our) (?:customers|clients)|template for|real customers?|permission)\b/i;
const STATS_TO_ORDER =
  /\b(?:statistics|stats|figures|data|numbers|studies)\b[^.;!?\n]{0,40}\b(?:prov(?:e|es|ing)|showing that|that show|to show)\b/gi;

function inventedContent(p: ParsedPrompt): GuardHit | null {
  // Words the learner quotes (a customer's "Shall I write you a testimonial?") are not their request.
  const text = withoutQuotes(p.own);
  const found = new Set<string>();
  for (const m of text.matchAll(FAKE))
    if (!negated(text, m.index)) found.add(m[1].toLowerCase().replace(/s$/, '') + 's');
  for (const s of sentences(text)) {
    for (const m of s.matchAll(WRITE_REVIEWS))
      if (!negated(s, m.index) && !HONEST_REVIEW_TASK.test(s))
        found.add(/review/i.test(m[1]) ? 'reviews' : m[1].toLowerCase().replace(/s$/, '') + 's');
    for (const m of s.matchAll(STATS_TO_ORDER))
      if (!negated(s, m.index) && /\b(?:write|make|create|give|generate|add|include)\b/i.test(s))
        found.add('statistics');
  }
  if (!found.size) return null;
  return {
    id: 'invented-content',
    cap: 'D',
    message: `It asks the AI to invent ${join([...found])}. Made-up reviews, testimonials and figures mislead people, and fake reviews are illegal in many countries (for example under the US FTC rule on fake reviews and the UK's DMCC Act 2024). Ask real customers, or describe what is true.`,
    found: [...found],
  };
}

const CLAIM =
  /\b(cure[sd]?|curing|heal(?:s|ed|ing)?|treat(?:s|ed|ing)?|prevent(?:s|ed|ing)?|reverse[sd]?|reversing|eliminate[sd]?|fights?|kills?|get rid of|clinically proven|doctor[- ]approved|miracle)\b/i;
const CONDITION =
  /\b(arthritis|cancer|diabetes|covid|flu|depression|anxiety|alzheimer'?s|dementia|asthma|eczema|psoriasis|acne|hypertension|blood pressure|heart disease|obesity|insomnia|migraines?|disease|illness|infections?|virus(?:es)?|autism|adhd|inflammation|tumou?rs?|joint pain|back pain|chronic pain)\b/i;
const SELLING =
  /\b(?:write|create|draft|post|caption|ad|advert|advertisement|copy|description|testimonials?|reviews?|landing page|email|sell|selling|market|promote|claim|saying|says|our|my)\b/i;
const ASKING =
  /\b(?:does|do|is it true|evidence|fact[- ]check|check whether|is there|myth|research shows\?|explain how|what does)\b/i;

function healthClaims(p: ParsedPrompt): GuardHit | null {
  for (const s of sentences(p.own)) {
    const claim = CLAIM.exec(s);
    const condition = CONDITION.exec(s);
    if (!claim || !condition || negated(s, claim.index) || /\?\s*$/.test(s) || ASKING.test(s) || !SELLING.test(s))
      continue;
    return {
      id: 'health-claims',
      cap: 'D',
      message: `Health claim: it asks for text saying a product ${claim[1].toLowerCase()} ${condition[1].toLowerCase()}. Claiming that a product cures or treats a condition needs real evidence and is banned in advertising in many countries. Describe what the product is and how to use it, without medical claims.`,
      found: [claim[1], condition[1]],
    };
  }
  return null;
}

const SMALL =
  /\b(?:concise|succinct|(?:keep (?:it|this|the answer|your answer|answers)|be) (?:short|brief)|(?:short|brief) (?:answer|reply|response|summary|version|text|email|post|note|overview|explanation|description|intro)|(?:one sentence|one line)(?! (?:per|for each|for every|each|a|an)\b)|a few words)\b/i;
const LARGE =
  /\b(?:detailed|in-depth|in depth|comprehensive|exhaustive|long-form|thorough|lots of detail|as much detail|cover everything|every detail)\b/i;
// Linear (issue 27, H-1): a second number needs a separator, so a run of digits is never split
// between the two, and a number is at most 13 characters, so a run of "1,1,1…" is not rescanned
// from each of its positions (the old pattern took 39 s on 2,000 such characters).
const BOUND =
  /\b(under|up to|no more than|at most|less than|fewer than|maximum(?: of)?|max|at least|minimum(?: of)?|more than|over)?\s*(\d[\d,]{0,12})(?:(?:\s*(?:-|–|to)\s*|\s+)(\d[\d,]{0,12}))?[\s-]*(words?|sentences?|paragraphs?|pages?|characters?|chars)\b/gi;
const PER_UNIT: Record<string, number> = { word: 1, sentence: 20, paragraph: 80, page: 400, character: 0.2, char: 0.2 };

/** Word counts a sentence demands with explicit bounds ("under 50 words", "at least 800 words"); "about 100" is no bound. */
function bounds(text: string): { max: number; min: number } {
  let max = Infinity;
  let min = 0;
  for (const m of text.matchAll(BOUND)) {
    const kind = (m[1] ?? '').toLowerCase();
    const words = Number(m[2].replace(/,/g, '')) * (PER_UNIT[m[4].toLowerCase().replace(/s$/, '')] ?? 1);
    if (/under|up to|no more|at most|less|fewer|max/.test(kind)) max = Math.min(max, words);
    else if (/least|min|more than|over/.test(kind)) min = Math.max(min, words);
  }
  return { max, min };
}

function contradictoryLength(p: ParsedPrompt): GuardHit | null {
  if (!p.english) return null;
  const statements = p.segments.map((s) => s.text);
  const small = statements.filter((s) => SMALL.test(s));
  const large = statements.filter((s) => LARGE.test(s));
  if (/brief|short/i.test(p.outputLength)) small.push(p.outputLength);
  if (/long|detailed/i.test(p.outputLength)) large.push(p.outputLength);
  let pair: string[] | null = small.length && large.length ? [small[0], large[0]] : null;
  for (const s of statements) {
    if (pair) break;
    const b = bounds(s);
    if (b.min > b.max || (LARGE.test(s) && b.max <= 100) || (SMALL.test(s) && b.min >= 400)) pair = [s];
  }
  const big = statements.find((s) => bounds(s).min >= 400);
  if (!pair && small.length && big) pair = [small[0], big];
  const tiny = statements.find((s) => bounds(s).max <= 100);
  if (!pair && large.length && tiny) pair = [large[0], tiny];
  if (!pair) return null;
  const shown = [...new Set(pair)].map((c) => quote(c, 50));
  return {
    id: 'contradictory-length',
    cap: 'C',
    message: `Contradictory length: ${shown.length > 1 ? `${join(shown)} pull` : `${shown[0]} pulls`} in opposite directions, so the AI has to guess which one matters. Pick one length.`,
    found: shown,
  };
}

/** Things one prompt produces; a deliverable's parts (a subject line, three paragraphs) are not among them. */
const DELIVERABLES = new Set(
  `post email newsletter logo speech poem song story plan budget menu reply letter caption tweet ad advert flyer poster website site page essay report summary presentation invoice contract recipe itinerary code script app spreadsheet cv resume bio slogan video policy rota schedule event brochure leaflet banner card sign quote proposal strategy campaign book game course lesson timetable`.split(
    ' ',
  ),
);
const PRODUCE =
  /^(?:and\s|then\s|also\s|plus\s)*(?:please\s)?(write|draft|create|compose|design|make|plan|build|code|translate|generate|produce|prepare|craft|organi[sz]e|set up|put together)\b\s?(.*)$/i;
/** A noun phrase ends at its first preposition or clause word: "a poster for opening night" is a poster. */
const HEAD_END =
  /\b(?:for|about|to|on|with|from|in|into|that|which|where|who|so|explaining|saying|telling|asking|announcing|promoting|of)\b/i;
const ALSO =
  /\b(?:also|another thing|separately|while you're at it|and then also|oh and|plus,|on top of that|as well,)\b/i;

/** The deliverable a noun phrase names ("a blog post", "my menu"), if any. */
function deliverableOf(phrase: string): string | null {
  const head = phrase.split(HEAD_END)[0];
  const found = words(head)
    .map((w) => w.toLowerCase().replace(/s$/, ''))
    .filter((w) => DELIVERABLES.has(w));
  return found.at(-1) ?? null;
}

/**
 * Several separate deliverables in one prompt ("write a blog post, design a logo and make a
 * budget"): a separate prompt each gets a better answer (lesson 2). Only things produced count,
 * each the object of a verb of making or an item of the list that follows one; one deliverable with
 * several parts ("an email: thank them, say what the newsletter brings, invite replies") is one job.
 */
function unrelatedJobs(p: ParsedPrompt): GuardHit | null {
  if (!p.english) return null;
  const taskSegments = p.segments.some((s) => s.label === 'task')
    ? p.segments.filter((s) => s.label === 'task')
    : p.segments;
  const jobs: Array<{ text: string; thing: string }> = [];
  for (const s of taskSegments) {
    let listing = false;
    for (const raw of s.text.split(/[,;:()]|\s(?:and|&)\s/i)) {
      const clause = raw.trim();
      if (!clause) continue;
      const produce = PRODUCE.exec(clause);
      const phrase: string | null = produce
        ? produce[2]
        : listing && /^(?:a|an|the|my|our|some|\d+)\s/i.test(clause)
          ? clause
          : null;
      const thing: string | null = phrase === null ? null : deliverableOf(phrase);
      listing = thing !== null;
      if (thing && !jobs.some((j) => j.thing === thing)) jobs.push({ text: clause.split(HEAD_END)[0].trim(), thing });
    }
  }
  const also = ALSO.test(taskSegments.map((s) => s.text).join(' '));
  if (jobs.length < 3 && !(jobs.length === 2 && also)) return null;
  return {
    id: 'unrelated-jobs',
    cap: 'C',
    message: `Several separate jobs in one prompt (${join(jobs.map((j) => quote(j.text, 40)))}). Send one prompt per job: each gets a better answer (lesson 2).`,
    found: jobs.map((j) => j.text),
  };
}

/**
 * Jobs too big for one answer: a business started, an app built, a year of marketing, a novel.
 * Kept as data; a prompt that names one with its details (budget, skills, what comes first) is fine.
 */
const BIG_JOBS =
  /\b(?:start(?:ing)? (?:a|my|our|up a) (?:[\w-]+ )?(?:business|company)|set(?:ting)? up (?:a|my|our) (?:[\w-]+ )?(?:business|company)|business plan|(?:all|whole|entire)(?: of)? (?:the |my |our )?(?:marketing|social media|branding|business)|marketing (?:plan|strategy)|(?:for|over) (?:the )?(?:next|whole|coming|entire) (?:year|12 months|twelve months|six months)|a (?:whole )?year of|build (?:me )?(?:an? |my |our )?(?:app|platform|online shop|website)|an app (?:for|that)|(?:write|finish) (?:me )?(?:my|a|an) (?:[\w-]+ )?(?:novel|book)|grow (?:my|our) (?:[\w-]+ )?(?:business|company|brand)|sort out (?:my|our) (?:finances|life|business|money)|make (?:my|our) brand|launch (?:my|our|a|an) (?:[\w-]+ )?(?:business|brand|company|startup))\b/i;

/** Few words of the learner's own around a big job: below this, the AI has to invent the business. */
const BIG_JOB_WORDS = 25;

/**
 * A big job described in a few words ("help me start a business", "do all the marketing for my
 * restaurant for the next year"): held at C, with lesson 4's move — say what you have and what
 * comes first, or let the AI ask its questions first.
 */
function bigVagueJob(p: ParsedPrompt): GuardHit | null {
  if (!p.english) return null;
  const task = p.segments.some((s) => s.label === 'task')
    ? p.segments.filter((s) => s.label === 'task').map((s) => s.text)
    : (p.parts.get('task') ?? [p.own]);
  const job = BIG_JOBS.exec(task.join('\n'));
  if (!job || contentWords(p.own).length >= BIG_JOB_WORDS) return null;
  return {
    id: 'big-vague-job',
    cap: 'C',
    message: `A big job in a few words (${quote(job[0], 40)}): the AI would have to invent your budget, time, skills and what matters most. Say what you have and which part comes first, or end with "Before you start, ask me any questions you need answered, one at a time" (lesson 4).`,
    found: [job[0]],
  };
}

export {
  bigVagueJob,
  contradictoryLength,
  healthClaims,
  inventedContent,
  keywordStuffing,
  noContent,
  personalData,
  unrelatedJobs,
};
