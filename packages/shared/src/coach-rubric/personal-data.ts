/**
 * Personal data a learner should never paste into an AI chat (lesson 1): found in any language,
 * because the patterns are numbers, addresses and keywords rather than wording.
 */

export type PersonalDataKind =
  'email address' | 'phone number' | 'card number' | 'account number' | 'password' | 'street address';

interface Finding {
  kind: PersonalDataKind;
  start: number;
  end: number;
}

/** Shared inboxes of a business are contact details it publishes, not someone's personal data. */
const ROLE_INBOX =
  /^(?:info|hello|contact|support|sales|admin|team|office|enquiries|inquiries|bookings|help|hi|orders|press|jobs|careers|accounts|billing|noreply|no-reply)@/i;
// Parts no longer than the standard allows (64 before the @, 63 per label), so a run such as
// "a.a.a…" without an @ is not rescanned to its end from each of its positions (issue 27, H-1).
const EMAIL = /\b[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}\b/g;
const DIGIT_RUN = /\+?\(?\d[\d\s().-]{7,}\d/g;
const ACCOUNT =
  /\b(?:account (?:number|no\.?|#)|acct(?:\.|ount)? ?(?:no\.?|#|number)?|iban|sort code|routing number|bank details|policy number|customer (?:number|id)|membership number|national insurance(?: number)?|social security(?: number)?|ssn|passport number|tax (?:id|number)|nhs number|reference number)\b[\s:#=-]*(?:is\s+)?([A-Z]{0,4}[\d][\d\s-]{2,30}\d|[A-Z]{2}\d{2}[A-Z0-9 ]{11,34})/gi;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const SSN = /\b\d{3}-\d{2}-\d{4}\b/g;
const PASSWORD =
  /\b(?:password|passwd|pwd|passcode|pin(?: code| number)?|login details)\b(?:\s*(?:is|was|:|=)|\s+-)\s*["'“]?([^\s"'”,;]{3,})/gi;
const STREET =
  /\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][a-z'’]+\s+){1,3}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Close|Way|Court|Ct\.?|Place|Pl\.?|Crescent|Terrace|Gardens|Square|Row|Mews|Grove|Walk|Parkway|Highway|Hwy|Calle|Rue|Straße|Strasse)\b/g;
const POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z][a-z]+,? [A-Z]{2} \d{5}(?:-\d{4})?)\b/g;
/**
 * A business's own published contact, to be printed in the text ("orders by phone 01904 000000",
 * "apply by emailing shop@…", "call the surgery on …"): not a person's private data (issue 29).
 */
const BUSINESS_CONTACT =
  /\b(?:us|our (?:\w+ )?(?:number|phone|line|email|office|shop|surgery|practice|reception)|the (?:shop|surgery|practice|clinic|salon|school|office|reception|bakery|cafe|café|restaurant|pub|hotel|centre|center|library|front desk|box office)(?:'s)?(?: \w+)?|by (?:phone|email|emailing|calling|ringing)|(?:apply|book|order|orders|bookings|enquiries|changes|questions)\b[^\n]{0,15}\b(?:by|on|at|to|emailing|calling)|(?:surgery|practice|office|reception|shop|box office) (?:phone|number|email|line)|phone number|email address)\b[^\n]{0,12}$/i;
const PHONE_WORDS = /\b(?:phone|tel|telephone|mobile|cell|call|whatsapp|text me|number)\b[^\n]{0,20}$/i;
const CARD_WORDS = /\b(?:card|visa|mastercard|amex|credit|debit|tarjeta|carte|karte|cartão)\b[^\n]{0,25}$/i;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function findAll(text: string): Finding[] {
  const found: Finding[] = [];
  const add = (kind: PersonalDataKind, start: number, end: number) => {
    if (!found.some((f) => start < f.end && end > f.start)) found.push({ kind, start, end });
  };
  for (const m of text.matchAll(PASSWORD)) add('password', m.index + m[0].length - m[1].length, m.index + m[0].length);
  // Without an @ there is no address, and a run of "1-1-1…" still costs the pattern 64 steps a character.
  if (text.includes('@'))
    for (const m of text.matchAll(EMAIL))
      if (!ROLE_INBOX.test(m[0]) && !BUSINESS_CONTACT.test(text.slice(Math.max(0, m.index - 40), m.index)))
        add('email address', m.index, m.index + m[0].length);
  for (const m of text.matchAll(ACCOUNT))
    add('account number', m.index + m[0].length - m[1].length, m.index + m[0].length);
  for (const m of text.matchAll(IBAN)) add('account number', m.index, m.index + m[0].length);
  for (const m of text.matchAll(SSN)) add('account number', m.index, m.index + m[0].length);
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}/.test(m[0])) continue;
    if (digits.length <= 12 && BUSINESS_CONTACT.test(before)) continue;
    if (digits.length >= 13 && digits.length <= 19 && (luhn(digits) || CARD_WORDS.test(before)))
      add('card number', m.index, m.index + m[0].length);
    else if (digits.length >= 9 && digits.length <= 15 && (/^[+(0]/.test(m[0]) || PHONE_WORDS.test(before)))
      add('phone number', m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(STREET)) add('street address', m.index, m.index + m[0].length);
  for (const m of text.matchAll(POSTCODE))
    if (found.some((f) => f.kind === 'street address')) add('street address', m.index, m.index + m[0].length);
  return found.sort((a, b) => a.start - b.start);
}

/** The kinds of personal data in a text, in order of first appearance, each once. */
export const personalDataIn = (text: string): PersonalDataKind[] => [...new Set(findAll(text).map((f) => f.kind))];

/**
 * The text with each piece of personal data replaced by a placeholder such as [email address]; a
 * name written just before them becomes [customer name], and "the password is …" goes entirely.
 */
export function maskPersonalData(text: string): string {
  const found = findAll(text);
  if (!found.length) return text;
  let out = '';
  let at = 0;
  for (const f of found) {
    out += `${text.slice(at, f.start)}[${f.kind}]`;
    at = f.end;
  }
  return (out + text.slice(at))
    .replace(
      /\b\p{Lu}\p{Ll}+ \p{Lu}[\p{Ll}'’-]+(?=,\s*(?:\d+\s)?\[(?:street address|email address|phone number|account number|card number)\])/gu,
      '[customer name]',
    )
    .replace(
      /,?\s*(?:(?:his|her|their|my|your|the)\s+)?(?:password|passwd|pwd|passcode|pin)\s*(?:is|was|:|=|-)\s*["'“]?\[password\]["'”]?/gi,
      '',
    );
}

/** "a account number" reads badly: the article for a kind of data. */
export const withArticle = (kind: PersonalDataKind) => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
