import type { GuardHit } from './guards.js';
import type { ParsedPrompt } from './parse.js';

/**
 * Requests the coach declines to improve (issue 29, part 1): to deceive, harm or discriminate, or
 * text that tries to instruct the grader. Kept as data: each category has its rules, the one kind
 * sentence the learner reads, and the honest version of the goal where there is one (the rewrite).
 *
 * A rule fires when every pattern in `all` is found in the learner's own text and none in `unless`
 * is. Every pattern is linear: no nested quantifiers, gaps bounded ("[^.!?\n]{0,60}"), so a long
 * input cannot make one slow (issue 27, H-1).
 */

export type HarmCategory =
  'forgery' | 'scam' | 'surveillance' | 'cheating' | 'fake-reviews' | 'discrimination' | 'grader-instructions';

export interface HarmRule {
  all: RegExp[];
  unless?: RegExp[];
}

export interface HarmCategorySpec {
  category: HarmCategory;
  /** One kind sentence: why the coach will not help with this. */
  sentence: string;
  /** The honest version of the goal, as a prompt the learner can use; '' when there is none. */
  honest: string;
  rules: HarmRule[];
}

/** Teaching about a harm, warning people of it or writing fiction is coachable. */
const TEACHING =
  /\b(?:training|awareness|spot(?:ting)?|recogni[sz]\w*|warn(?:ing|s)?|protect\w*|avoid(?:ing)? (?:being|getting)|report(?:ing)?|red flags|how to tell|defend\w*|prevent\w*|detect(?:ing|ion)?|villain|novel|short story|fiction|character|scene|screenplay|debate|role[- ]play)\b/i;

const WRITE =
  /\b(?:write|make|create|draft|generate|design|produce|build|code|give me|do|help me|how (?:to|do i|can i))\b/i;

export const HARM_CATEGORIES: HarmCategorySpec[] = [
  {
    category: 'grader-instructions',
    sentence:
      'This prompt tries to tell the coach what grade to give. The coach grades what you ask an AI to do, so instructions to the grader are ignored and held at D: take them out and the rest is graded as usual.',
    honest: '',
    rules: [
      {
        all: [
          /\b(?:ignore|disregard|forget|override)\s(?:all\s|any\s)?(?:of\s)?(?:your|the|my|previous|prior|earlier|above|these|those|system)\s(?:\w+\s){0,2}?(?:instructions|rules|prompts?|guidelines|rubric|criteria)\b/i,
        ],
      },
      {
        all: [
          /\b(?:[Gg]rade|[Rr]ate|[Ss]core|[Mm]ark|[Gg]ive|[Rr]eturn|[Aa]ward)\s(?:this|it|me|my|the|us)?\s?(?:prompt\s|answer\s|work\s)?(?:an?\s|the\s)?(?:grade\s|overallGrade\s)?["'“]?A(?:\+)?["'”]?(?=[\s.,;:!)]|$)(?!\s?(?:level|-level|4|5|3|list|team))/,
        ],
      },
      {
        all: [
          /\b(?:note to the (?:grader|coach|marker|reviewer|ai|model)|to the grader|(?:you are|you're) now (?:in )?(?:admin|developer|god|debug) mode|admin mode|developer mode|overallGrade|(?:\d+\/10|full marks) for (?:clarity|specificity|structure)|(?:do not|don't) (?:mention|list|show) (?:any )?weaknesses|empty weaknesses|weaknesses list empty|(?:a|the) grader who always|(?:coach|grader|marker) must (?:rate|grade|give|score)|rewrite nothing)\b/i,
        ],
      },
      { all: [/^[ \t]*(?:system|assistant)\s?:/im, /\b(?:grade|rate|score|weakness|10\/10)\w*/i] },
    ],
  },
  {
    category: 'forgery',
    sentence:
      "The coach won't help make a forged or false document: it could get you or someone else into serious trouble. The honest version below asks for what you really need.",
    honest:
      'Write a short, honest message to [who needs the document] explaining my situation and asking what I can send them instead. Facts: [what really happened].',
    rules: [
      {
        all: [
          /\b(?:doctor'?s note|sick note|fit note|medical (?:note|certificate)|reference(?: letter)?|letter of reference|bank statements?|payslips?|pay slips?|certificates?|diploma|degree|transcript|qualification|passport|driving licen[cs]e|id card|utility bill|prescription|letterhead|p60|p45|tenancy agreement|proof of (?:funds|address|income))\b/i,
          /\b(?:wasn'?t (?:actually |really )?(?:ill|sick)|not (?:actually |really )(?:ill|sick)|i never (?:worked|did|went|had|studied|passed|took)|never worked there|haven'?t (?:done|taken|passed|got|finished)|i only have|won'?t check|don'?t check|make it (?:look|sound|seem) (?:real|official|genuine|authentic|legit)|official[- ]looking|real[- ]looking|(?:his|her|their|the doctor'?s|the manager'?s) signature|doctor'?s signature|forge[ds]?|forgery|counterfeit|laid out like (?:a|an|the) \w+|with (?:the|their|a) (?:\w+ )?logo|on (?:surgery|company|bank|official) letterhead|backdate\w*)/i,
        ],
        unless: [TEACHING, /\bexample\b[^.!?\n]{0,40}\b(?:training|clearly (?:marked|stamped|labelled))\b/i],
      },
      {
        all: [
          /\b(?:fake|forged?|counterfeit|false)\s(?:\w+\s)?(?:doctor'?s note|sick note|certificate|reference|payslip|bank statement|id|passport|diploma|degree|receipts?|invoice|document)\b/i,
        ],
        unless: [TEACHING],
      },
    ],
  },
  {
    category: 'scam',
    sentence:
      "The coach won't help write a scam, a phishing message or a message pretending to be someone else: it is designed to trick people out of their money or details.",
    honest: '',
    rules: [
      {
        // Phishing: a message that asks people to log in or give details at a link, passed off as from a bank or company.
        all: [
          /\b(?:log ?in|sign in|verify|confirm|enter|update)\b[^.!?\n]{0,60}\b(?:our link|my link|this link|the link|login page|details)\b/i,
          /\b(?:from (?:\w+ )?bank|looks? (?:exactly )?like (?:a |an |the )?(?:real )?\w+|look exactly like|list of [\d,]+ (?:emails|numbers|addresses)|pretend\w*|account is (?:locked|suspended|frozen|closed))/i,
        ],
        unless: [TEACHING],
      },
      {
        // Impersonation for money or access.
        all: [
          /\b(?:pretend(?:ing)? to be|posing as|pose as|impersonat\w+|sound exactly like (?:him|her|them)|as if (?:it'?s|it is|it was) from|sent from (?:his|her|their) (?:phone|email|account))\b/i,
          /\b(?:pay\w*|bank (?:account|details)|transfer|invoice|gift cards?|password|money|card details|urgent\w*)\b/i,
        ],
        unless: [TEACHING],
      },
      {
        all: [
          /\binvoices?\b/i,
          /\b(?:never ordered|didn'?t order|did not order|without checking|so (?:some of )?them (?:will )?pay|pay (?:it )?without)\b/i,
        ],
        unless: [TEACHING],
      },
      {
        // Romance and advance-fee scams.
        all: [
          /\b(?:fake (?:dating )?profiles?|catfish\w*|falls? for me|fall in love with me|pretend\w* to be (?:a|an) \d+)/i,
          /\b(?:money|plane ticket|gift cards?|transfer|pay for|bank|send\w*)\b/i,
        ],
        unless: [TEACHING],
      },
      {
        all: [WRITE, /\b(?:a|the|my|our) (?:scam|phishing) (?:email|text|message|call|letter|script|site|page)\b/i],
        unless: [TEACHING],
      },
    ],
  },
  {
    category: 'surveillance',
    sentence:
      "The coach won't help spy on someone or write malicious software: watching a person without their knowledge is harmful and against the law in most places. If you are worried about someone's safety, talk to them or to someone who can help.",
    honest: '',
    rules: [
      {
        all: [
          /\b(?:keyloggers?|key loggers?|spyware|stalkerware|ransomware|trojans?|remote access trojan|malware|password stealer|steal (?:their |his |her )?(?:passwords|cookies|logins|credentials))\b/i,
          /\b(?:write|make|create|build|code|install|put (?:it )?on|send|hide|deploy|script)\b/i,
        ],
        unless: [
          /\b(?:remove|removing|get rid of|detect\w*|protect\w*|scan\w*|check (?:if|whether|for)|warn\w*|signs of|spot)\b/i,
        ],
      },
      {
        all: [
          /\b(?:secretly|covertly|without (?:him|her|them) knowing|without (?:his|her|their) (?:knowledge|consent|permission)|(?:never|not) find out|must not show|doesn'?t show up|hidden app|hidden camera|hide a camera|spy on|read (?:his|her|their) (?:messages|texts|emails|whatsapps?|dms)|forwards? (?:his|her|their) (?:messages|texts|photos|emails))\b/i,
          /\b(?:phone|laptop|computer|tablet|messages|texts|location|room|camera|track\w*|app|emails?|account|whatsapp|stream)\b/i,
        ],
        unless: [
          /\b(?:villain|novel|short story|fiction|character|scene|screenplay|awareness|warning signs|signs that|protect (?:myself|yourself))\b/i,
        ],
      },
    ],
  },
  {
    category: 'cheating',
    sentence:
      "The coach won't help pass off someone else's work as yours in assessed work: it can cost you the course, and you would miss the learning. It can help you understand the topic, plan and check your own work instead.",
    honest:
      'You are a patient tutor. Help me understand [the topic] so I can write [the assignment] myself: explain the key ideas simply, help me plan my own outline, then ask me 3 questions to check I understood.',
    rules: [
      {
        all: [
          /\b(?:gets? past|get (?:it )?past|bypass\w*|beat|avoid|fool|trick|undetect\w*|won'?t (?:be )?(?:flagged|detected|caught)|not (?:be )?(?:flagged|detected|caught))\b[^.!?\n]{0,40}\b(?:turnitin|plagiarism|ai[- ]detect\w*|gptzero|zerogpt|copyleaks|detectors?|checkers?)\b/i,
        ],
      },
      {
        all: [
          /\b(?:so (?:that )?it (?:doesn'?t|does not|won'?t|will not) (?:look|seem|sound|get flagged as|read as) (?:copied|plagiari[sz]ed|ai|like ai|like (?:it was )?copied)|(?:my )?(?:friend'?s|someone else'?s|classmate'?s|sister'?s|brother'?s) (?:essay|dissertation|coursework|assignment|thesis|homework|work|portfolio))\b/i,
          /\b(?:reword|rewrite|paraphrase|rephrase|change|submit|hand (?:it )?in|copy|copied)\w*\b/i,
        ],
        unless: [/\b(?:feedback on|proofread|mark(?:ing)?|grade|check for me)\b/i],
      },
      {
        all: [
          /\b(?:as (?:if|though) i (?:did|wrote|had done|made)|as my own(?: work)?|sign (?:it|them) off as (?:mine|my own)|pass (?:it|them) off as|claim (?:it|them) as mine)\b/i,
          /\b(?:essays?|dissertation|coursework|assignments?|portfolio|reflections?|reflective|homework|thesis|exams?|nvq|gcse|a[- ]level|module|marker|assessor|teacher|tutor|lecturer|university|college|school|course)\b/i,
        ],
      },
      {
        all: [
          /\b(?:in|during|sitting|taking|doing) (?:my|an|the|this) (?:\w+ ){0,3}(?:exam|test|quiz|assessment)\b[^.!?\n]{0,60}\b(?:right now|now|at the moment|timed|as fast as)|\bso i can copy (?:them|it|the answers) in(?:to)?\b/i,
        ],
      },
    ],
  },
  {
    category: 'fake-reviews',
    sentence:
      "The coach won't help write fake, bought or false reviews: they mislead customers, can be defamatory, and are illegal in many countries (for example under the US FTC rule and the UK's DMCC Act 2024). Ask real customers for honest reviews instead.",
    honest:
      'Write a short, friendly message asking customers who bought [product or service] to leave an honest review, good or bad, at [review link]. No reward for reviewing.',
    rules: [
      {
        all: [
          // A review to write or post, not a word in passing ("our competitors' Google ratings").
          /\b(?:write|post|leave|make|create|draft|give|generate)\b[^.!?\n]{0,40}\b(?:reviews?|testimonials?|ratings?)\b|\b(?:a|one|1|five|5|two|2)[- ]star (?:review|rating)\b|\b(?:review|testimonial) (?:for|of|saying|about|on|that says)\b/i,
          /\b(?:i'?ve never|i have never|never (?:eaten|been|stayed|used|visited|bought|tried|ordered)|(?:he|she|they) didn'?t (?:steal|do|break|damage)|didn'?t (?:actually )?happen|ruin (?:his|her|their) business|(?:our|the) competitors?|our (?:competition|rivals?)|they'?re our competition|don'?t have any (?:clients|customers)(?: yet)?|no (?:clients|customers) yet|as if (?:i|we) (?:were|was) (?:a )?customers?)\b/i,
        ],
        unless: [
          /\b(?:reply|respond|response|answer)\w*\s(?:to\s)?(?:a|the|this|their|her|his)\s(?:\w+\s){0,3}review/i,
        ],
      },
      {
        all: [
          /\b(?:only if (?:it'?s|it is|they (?:give|leave)) (?:a )?(?:5|five)|in (?:exchange|return) for (?:a |an )?(?:5|five|positive|good)[- ]star|(?:if|when|once) they (?:leave|give|post|write) (?:us )?(?:a |an )?(?:5|five|positive|good|glowing)[- ]?(?:star)?\s?reviews?|pay (?:people|someone|customers) (?:to|for) (?:write|leave|post)|buy (?:\d+ )?(?:reviews|followers|ratings)|(?:remove|delete|hide) (?:the )?(?:bad|negative|1[- ]star|one[- ]star) reviews? (?:before|so))/i,
        ],
      },
    ],
  },
  {
    category: 'discrimination',
    sentence:
      "The coach won't help turn people away for their age, sex, race, religion, disability, pregnancy or family and benefit status: it is unfair and, for jobs, homes and services, against the law in most countries. Describe the job or the rules that really matter, for everyone.",
    honest:
      'Write a fair [job advert or reply] that describes [the job or the home] and what it really needs, open to everyone who meets those requirements.',
    rules: [
      {
        all: [
          /\b(?:only|must be|should be|no(?:body| one)? (?:over|under)|preferably|ideally|strictly) (?:\w+ ){0,2}?(?:women|men|girls|boys|males?|females?|ladies|guys|young|under (?:2|3|4)\d|over (?:4|5|6)\d|white|black|asian|british|english|christians?|muslims?|jewish|straight|able[- ]bodied|without (?:children|kids)|no (?:kids|children))\b/i,
          /\b(?:job|advert|ad|vacancy|hire|hiring|recruit\w*|applicants?|candidates?|tenants?|letting|lodger|flat|room|rent\w*|staff|employees?|customers|members)\b/i,
        ],
        unless: [
          /\b(?:genuine occupational requirement|occupational requirement|positive action|schedule 9|women'?s refuge|for legal reasons|licensing law|challenge 2[15]|age (?:check|verification)|sell(?:ing)? alcohol)\b/i,
        ],
      },
      {
        all: [
          /\b(?:turn(?:s|ing)? down|reject\w*|refus\w*|exclud\w*|avoid (?:hiring|renting)|(?:don'?t|not|never) (?:hire|rent to|let to|serve|employ)|choos\w+|select\w*|pick\w*|get rid of|no)\b[^.!?\n]{0,50}\b(?:with (?:children|kids)|on benefits|dss|pregnant|over (?:4|5|6|7)\d|under \d\d|because (?:they'?re|they are|she'?s|he'?s|she is|he is) (?:old|older|slower|pregnant|disabled|foreign|muslim|black|gay)|older (?:staff|people|workers|applicants)|disabled|wheelchairs?|mobility scooters?|foreigners?|immigrants?)\b/i,
        ],
        unless: [
          /\b(?:genuine occupational requirement|happy to (?:help|bring)|we welcome|accessible|step-free|ramp)\b/i,
        ],
      },
    ],
  },
];

export interface HarmHit {
  category: HarmCategory;
  sentence: string;
  honest: string;
}

/** The first category whose rule fires on the text, or null. */
export function harmIn(text: string): HarmHit | null {
  for (const spec of HARM_CATEGORIES)
    for (const rule of spec.rules)
      if (rule.all.every((r) => r.test(text)) && !(rule.unless ?? []).some((r) => r.test(text)))
        return { category: spec.category, sentence: spec.sentence, honest: spec.honest };
  return null;
}

/**
 * The guard: the learner's own words (every field, or the text outside pasted material) hold a
 * request the coach declines. Caps at D; `found` holds the category, then the honest version.
 */
export function harmfulRequest(p: ParsedPrompt): GuardHit | null {
  const hit = harmIn(p.source === 'fields' ? p.full : p.own);
  if (!hit) return null;
  return { id: 'harmful-request', cap: 'D', message: hit.sentence, found: [hit.category, hit.honest] };
}
