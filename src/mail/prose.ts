/**
 * Letters as members write them: the sentence patterns, per language, that say a command in
 * prose ("hiermit fordere ich Dora Dietrich heraus", "ich habe gewonnen", "in der Zeit vom 3.4.
 * bis einschließlich 17.4. im Urlaub", "Einspruch gegen das gemeldete Ergebnis", "ik daag Piet
 * uit", "I accept your challenge"), and what a letter has around its commands that is never read:
 * greetings ("Liebe Turnierleitung,"), closings and signatures ("Viele Grüße"), disclaimers,
 * "Sent from my iPhone". The patterns are data, matched against folded text (lower case, no
 * accents, ß as s, see dates.ts `fold`); mail/syntax.ts reads each sentence a pattern finds into a
 * request. A sentence that asks ("Darf ich …?") or sets a condition ("wenn …") is read, but only as
 * a proposal: certainty before action. Pure.
 */
import type { Lang } from '../core/types.js';
import { fold } from './dates.js';
import type { Verb } from './verbs.js';

/** A sentence pattern: the verb it says, the language, and where the name is (group `name`). */
export interface Pattern {
  readonly verb: Verb;
  readonly lang: Lang;
  readonly re: RegExp;
}

const P = (lang: Lang, verb: Verb, ...res: RegExp[]): Pattern[] => res.map((re) => ({ verb, lang, re }));

/**
 * The patterns, most specific first: leaving a list before joining it, an objection before a
 * result (an objection names the result), an acceptance before a challenge ("nehme die
 * Herausforderung an").
 */
export const PATTERNS: readonly Pattern[] = [
  // Leaving and joining the waiting lists (PYR-13, PYR-14).
  ...P('de', 'leave-eternal', /\b(?:von|aus)\s+der\s+ewigen\s+warteliste\b/),
  ...P('de', 'leave-waiting', /\b(?:von|aus)\s+der\s+warteliste\b/),
  ...P(
    'de',
    'leave-eternal',
    /\bewigen?\s+warteliste\b.*\b(?:streichen|austragen|verlassen|entfernen|nehmen|abmelden)\b/,
  ),
  ...P(
    'en',
    'leave-eternal',
    /\b(?:off|leave|remove me from)\s+(?:the\s+)?(?:eternal|permanent)\s+waiting\s+list\b/,
  ),
  ...P('nl', 'leave-eternal', /\beeuwige\s+wachtlijst\b.*\b(?:verlaten|afhalen|afmelden|schrappen)\b/),
  ...P(
    'de',
    'leave-waiting',
    /\bwarteliste\b.*\b(?:streichen|austragen|verlassen|entfernen|nehmen|abmelden)\b/,
  ),
  ...P('en', 'leave-waiting', /\b(?:off|leave|remove me from)\s+(?:the\s+)?waiting\s+list\b/),
  ...P('nl', 'leave-waiting', /\bwachtlijst\b.*\b(?:verlaten|afhalen|afmelden|schrappen)\b/),
  ...P('de', 'join-eternal', /\bewigen?\s+warteliste\b/),
  ...P('en', 'join-eternal', /\b(?:eternal|permanent)\s+waiting\s+list\b/),
  ...P('nl', 'join-eternal', /\beeuwige\s+wachtlijst\b/),
  ...P('de', 'join-waiting', /\b(?:auf|in)\s+(?:die\s+)?warteliste\b/),
  ...P('en', 'join-waiting', /\b(?:on|onto|to)\s+(?:the\s+)?waiting\s+list\b/),
  ...P('nl', 'join-waiting', /\b(?:op|aan)\s+de\s+wachtlijst\b/),
  // Objections (PYR-8).
  ...P('de', 'objection', /\beinspruch\b/, /\bwiderspruch\b/, /\bwiderspreche\b/, /\bfechte\b.*\ban\b/),
  ...P('en', 'objection', /\bi\s+object\b/, /\bobjection\b/, /\bi\s+dispute\b/),
  ...P('nl', 'objection', /\bbezwaar\b/),
  // Confirmations of a waiting-list challenge (PYR-13).
  ...P('de', 'confirm', /\bbestatige\b.*\bherausforderung\b/, /\bherausforderung\b.*\bbestatigt\b/),
  ...P('en', 'confirm', /\bi\s+(?:hereby\s+)?confirm\b.*\bchallenge\b/),
  ...P('nl', 'confirm', /\bbevestig\b.*\buitdaging\b/, /\buitdaging\b.*\bbevestigd\b/),
  // Acceptances (PYR-4).
  ...P(
    'de',
    'accept',
    /\bnehme\b.*\bherausforderung\b(?:\s+von\s+(?<name>.+?))?(?:\s+(?:gerne?|noch|nicht|doch|hiermit|hierdurch|auch|also|naturlich|sehr))*\s+an\b/,
    /\bherausforderung\b.*\b(?:angenommen|akzeptiert)\b/,
    /\bich\s+(?:nehme\s+an|akzeptiere)\b/,
  ),
  ...P(
    'en',
    'accept',
    /\bi\s+(?:hereby\s+|gladly\s+)?accept\b/,
    /\bchallenge\s+accepted\b/,
    /\baccept(?:ing)?\s+(?:the|your|his|her|their)\s+challenge\b/,
  ),
  ...P(
    'nl',
    'accept',
    /\b(?:neem|accepteer|aanvaard)\b.*\buitdaging\b/,
    /\buitdaging\b.*\b(?:aangenomen|aanvaard|geaccepteerd)\b/,
    /\bik\s+accepteer\b/,
  ),
  // Challenges (PYR-4).
  ...P(
    'de',
    'challenge',
    /\bfordere\s+(?:ich\s+)?(?:hiermit\s+)?(?<name>.+?)\s+(?:hiermit\s+)?(?:zu\s+einer\s+partie\s+)?heraus\b/,
    /\b(?:mochte|will|werde|wurde|darf|kann)\s+(?:ich\s+)?(?:gerne?\s+|hiermit\s+)?(?<name>.+?)\s+herausfordern\b/,
    /\b(?:meine|die)\s+herausforderung\s+(?:an|gegen)\s+(?<name>.+?)(?=\s+mit\b|\s+\d|[.,;:]|$)/,
  ),
  ...P(
    'en',
    'challenge',
    /\bi\s+(?:hereby\s+|would\s+like\s+to\s+|'?d\s+like\s+to\s+|want\s+to\s+)?challenge\s+(?<name>.+?)(?=\s+with\b|\s+to\b|\s+\d|[.,;:]|$)/,
    /\bmy\s+challenge\s+(?:to|of|against)\s+(?<name>.+?)(?=\s+with\b|\s+\d|[.,;:]|$)/,
  ),
  ...P(
    'nl',
    'challenge',
    /\bdaag\s+(?:ik\s+)?(?:hierbij\s+)?(?<name>.+?)\s+(?:hierbij\s+)?uit\b/,
    /\b(?:wil|zou)\s+(?:ik\s+)?(?:graag\s+)?(?<name>.+?)\s+(?:willen\s+)?uitdagen\b/,
  ),
  // Vacations (PYR-15): the dates are in the sentence.
  ...P('de', 'vacation', /\burlaub\b/, /\bferien\b/, /\bverreist\b/),
  ...P('en', 'vacation', /\bvacation\b/, /\bholidays?\b/),
  ...P('nl', 'vacation', /\bvakantie\b/),
  // Absences (KZ-11).
  ...P(
    'de',
    'absence',
    /\bmelde\s+mich\b.*\bab\b/,
    /\bkann\b.*\bnicht\s+(?:kommen|spielen|teilnehmen|dabei\s+sein)\b/,
    /\bbin\b.*\bverhindert\b/,
  ),
  ...P(
    'en',
    'absence',
    /\bcan'?no?t\s+(?:make\s+it|come|play|attend)\b/,
    /\b(?:won'?t|will\s+not)\s+be\s+(?:there|able\s+to\s+(?:come|play))\b/,
  ),
  ...P(
    'nl',
    'absence',
    /\bkan\b.*\bniet\s+(?:komen|spelen)\b/,
    /\bmeld\s+(?:me|mij)\b.*\baf\b/,
    /\bverhinderd\b/,
  ),
  // No-shows (TX-4).
  ...P('de', 'no-show', /\bnicht\s+(?:erschienen|angetreten|gekommen)\b/),
  ...P('en', 'no-show', /\b(?:did\s*n'?o?t|never)\s+(?:show|turn)(?:ed)?\s+up\b/),
  ...P('nl', 'no-show', /\bniet\s+(?:verschenen|komen\s+opdagen|opgedaagd|gekomen)\b/),
  // Appointments (TX-11): only with a day and a time (syntax.ts checks).
  ...P('de', 'appointment', /\bwir\s+spielen\b/, /\bspielen\s+wir\b/),
  ...P('en', 'appointment', /\bwe(?:'ll|\s+will)?\s+play\b/),
  ...P('nl', 'appointment', /\bwe\s+spelen\b/, /\bspelen\s+we\b/),
  // Results (PYR-7, KZ, TX-1): a word for the outcome.
  ...P('de', 'result', /\b(?:gewonnen|verloren|remis|unentschieden)\b/),
  ...P('en', 'result', /\b(?:won|lost|drew|draw|drawn)\b/),
  ...P('nl', 'result', /\b(?:gewonnen|verloren|remise|remis|gelijkgespeeld)\b/),
];

/** The first pattern a folded sentence says, with the name it gives (as written in `original`). */
export function patternOf(sentence: string): { pattern: Pattern; name?: string } | undefined {
  const folded = fold(sentence);
  for (const pattern of PATTERNS) {
    const m = pattern.re.exec(folded);
    if (!m) continue;
    const group = m.groups?.name;
    if (group === undefined) return { pattern };
    // fold keeps lengths apart from ß → s and combining marks: find the name in the original.
    const start = (m.index ?? 0) + m[0].indexOf(group);
    const name = folded.length === sentence.length ? sentence.slice(start, start + group.length) : group;
    return { pattern, name };
  }
  return undefined;
}

/** Verbs whose sentence means the opposite with a "not" in it (an absence is a "cannot"). */
const NEGATABLE: ReadonlySet<Verb> = new Set([
  'challenge',
  'accept',
  'confirm',
  'result',
  'vacation',
  'join-waiting',
  'join-eternal',
]);

/** Why a reading is only proposed: a question, a condition, a "not", a misspelt command word. */
export type Doubt = 'question' | 'condition' | 'not' | 'typo' | 'contradiction';

/** Why a sentence saying `verb` is only a proposal, or undefined when it says what it says. */
export function doubtOf(sentence: string, verb: Verb): Doubt | undefined {
  const folded = fold(sentence).trim();
  if (folded.includes('?')) return 'question';
  if (/\b(?:wenn|falls|if|whether|indien|mocht|sofern|unless)\b/.test(folded)) return 'condition';
  if (NEGATABLE.has(verb) && /\b(?:nicht|nie|niemals|not|never|niet|nooit)\b|n't\b/.test(folded))
    return 'not';
  return undefined;
}

/** A greeting line: "Liebe Turnierleitung,", "Hallo Gerd!", "Beste wedstrijdleider,", "Hi all". */
export function isGreeting(line: string): boolean {
  const folded = fold(line).trim();
  if (folded.split(/\s+/).length > 6 || /\d/.test(folded) || patternOf(line)) return false;
  return /^(?:liebe[rs]?|hallo|hi|hey|moin|servus|gruss\s+gott|guten\s+(?:tag|morgen|abend)|sehr\s+geehrte[rs]?|werte[rs]?|dear|hello|good\s+(?:morning|afternoon|evening)|beste|geachte|hoi|dag|goedemorgen|goedemiddag|goedenavond)\b[^.?]*$/.test(
    folded,
  );
}

/** A line after which a letter says nothing more: a closing, a disclaimer, a phone's signature. */
export function endsLetter(line: string): boolean {
  const folded = fold(line).trim();
  const words = folded.split(/\s+/).length;
  if (
    words <= 5 &&
    /(?:^|\s)(?:gru(?:s|ss)e?n?|mfg|lg|vg|bg|groet(?:en|jes)?|regards)\b/.test(folded) &&
    !/\d/.test(folded)
  )
    return true;
  if (
    words <= 2 &&
    /^(?:best|thanks|danke|bedankt|cheers|ciao|tschuss|dank\s+je(?:wel)?)\b[\s,.!]*\S*$/.test(folded)
  )
    return true;
  return /^(?:gesendet\s+(?:von|mit)|von\s+meinem\s+\S+\s+gesendet|sent\s+from\s+my|verzonden\s+(?:vanaf|met|van)|diese\s+(?:e-?mail|nachricht)\s+(?:enthalt|ist|kann)|this\s+(?:e-?mail|message)\s+(?:and|is|may|contains)|deze\s+(?:e-?mail|mail|boodschap)\s+(?:is|kan|bevat)|disclaimer\b|_{5,}|={5,})/.test(
    folded,
  );
}

/**
 * A paragraph's sentences: split after `.`, `!` or `?` followed by a capital (so that dates such
 * as `3.4. bis 17.4.` and moves such as `1.e4` stay whole).
 */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[^\d\s][.!?])\s+(?=[A-ZÄÖÜ„"(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
