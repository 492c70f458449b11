/**
 * The mail syntax: what a player writes to the club, in German, English or Dutch, in the subject
 * or the body, turned into requests (what he asks for, in words still: names, dates, moves).
 * Forgiving: case, accents, a colon or none, `Re:`/`AW:` prefixes, quoted text and signatures
 * are all fine. A command is a line that starts with a keyword; several lines are several
 * requests, kept in their order (PYR-12). Lines that start with no keyword are ignored, except
 * chess moves (`1.e4`, `1...c5`), which go with the challenge, confirmation or acceptance of the
 * mail, or make the obvious answer to a notice (see app/mail/inbox.ts). The formats' grammars
 * (`mail/<format>.ts`) turn requests into commands. Documented in docs/mail.md.
 */
import type { Lang } from '../core/types.js';
import { type Found, findDates, findTime, fold, type WrittenDate, type WrittenTime } from './dates.js';
import { type Doubt, doubtOf, endsLetter, isGreeting, patternOf, sentencesOf } from './prose.js';
import type { Verb } from './verbs.js';

export { VERBS, type Verb } from './verbs.js';

/** Whom a challenge is aimed at: a player by name, or a place `(level,index)` (XXX places, PYR-12). */
export type TargetRef = { readonly name: string } | { readonly level: number; readonly index: number };

/** A score as written, each side `1`, `0`, `½` or a whole number of points (stones). */
export type Score = readonly [string, string];

export type Request =
  | { readonly verb: 'challenge'; readonly targets: readonly TargetRef[]; readonly move?: string }
  | { readonly verb: 'confirm'; readonly move?: string; readonly opponent?: string }
  | { readonly verb: 'accept'; readonly move?: string; readonly opponent?: string }
  | {
      readonly verb: 'result';
      /** The score from the sender's side, or in the order of `players` when they are named. */
      readonly score?: Score;
      /** `won`/`lost`/`draw` from the sender's side, when written in words. */
      readonly outcome?: 'won' | 'lost' | 'draw';
      readonly opponent?: string;
      /** `Müller – Meier 1-0`: both players named, the score in their order. */
      readonly players?: readonly [string, string];
      /** Minutes each side used (TX-1), in the order of the score. */
      readonly minutes?: readonly [number, number];
    }
  | { readonly verb: 'no-show'; readonly opponent?: string }
  | { readonly verb: 'objection'; readonly reason?: string; readonly opponent?: string }
  | { readonly verb: 'join-waiting' | 'leave-waiting' | 'join-eternal' | 'leave-eternal' }
  | { readonly verb: 'vacation'; readonly from: WrittenDate; readonly to: WrittenDate }
  | {
      readonly verb: 'absence';
      readonly dates: readonly WrittenDate[];
      readonly rounds: readonly number[];
    }
  | {
      readonly verb: 'appointment';
      readonly opponent?: string;
      readonly date: WrittenDate;
      readonly time: WrittenTime;
    }
  | { readonly verb: 'message'; readonly opponent?: string; readonly text: string }
  /** A reply to a notice that asked a question, in the sender's own words (no keyword). */
  | { readonly verb: 'answer'; readonly text: string };

/** A line that starts like a command but could not be read, with the reason. */
export interface Unreadable {
  readonly line: string;
  readonly code: `ERR_MAIL_${string}`;
  readonly message: string;
}

export interface ParsedMail {
  readonly requests: readonly Request[];
  /** The line each request was read from, in the same order (for answers and the inbox). */
  readonly lines: readonly string[];
  /**
   * For whom each request is, in the same order: the name a director wrote in front of it
   * (`für Meier:`, `for Meier:`, `voor Meier:`), or undefined when it is the sender's own.
   */
  readonly behalf: readonly (string | undefined)[];
  /**
   * Why each request (in the same order) is only a proposal — a question, a condition, a "not",
   * a misspelt command word — or undefined when it was read for certain.
   */
  readonly doubts: readonly (Doubt | undefined)[];
  /** Chess moves written outside a command line, in order. */
  readonly moves: readonly string[];
  readonly unreadable: readonly Unreadable[];
  /** The language of the keywords used (the first one that belongs to one language only). */
  readonly lang?: Lang;
  /** The text read, without quotes and signature: what an answer quotes back. */
  readonly text: string;
}

/** Keywords per verb and language, folded (lower case, no accents). Longer ones are tried first. */
const KEYWORDS: Readonly<Record<Verb, Readonly<Record<Lang, readonly string[]>>>> = {
  challenge: {
    en: ['challenge', 'challenging'],
    de: ['herausforderung', 'forderung'],
    nl: ['uitdaging'],
  },
  confirm: {
    en: ['confirm', 'confirmation', 'confirmed'],
    de: ['bestatigung', 'bestatige', 'bestatigt'],
    nl: ['bevestiging', 'bevestig', 'bevestigd'],
  },
  accept: {
    en: ['accept', 'accepted', 'acceptance', 'i accept', 'challenge accepted'],
    de: ['annahme', 'angenommen', 'ich nehme an', 'nehme an', 'herausforderung angenommen'],
    nl: [
      'aanvaard',
      'aanvaarding',
      'accepteer',
      'geaccepteerd',
      'aangenomen',
      'ik accepteer',
      'uitdaging aanvaard',
      'uitdaging geaccepteerd',
      'uitdaging aangenomen',
    ],
  },
  result: {
    en: ['result', 'score'],
    de: ['ergebnis', 'resultat'],
    nl: ['uitslag', 'resultaat'],
  },
  'no-show': {
    en: ['no-show', 'no show', 'noshow'],
    de: ['nicht erschienen', 'nichterscheinen', 'nicht angetreten'],
    nl: ['niet verschenen', 'niet komen opdagen', 'niet opgekomen'],
  },
  objection: {
    en: ['objection', 'i object'],
    de: ['einspruch', 'widerspruch'],
    nl: ['bezwaar', 'ik maak bezwaar'],
  },
  'join-waiting': { en: ['waiting list'], de: ['warteliste'], nl: ['wachtlijst'] },
  'leave-waiting': {
    en: ['leave waiting list', 'leave the waiting list', 'off the waiting list'],
    de: ['warteliste verlassen', 'von der warteliste', 'warteliste austragen', 'warteliste abmelden'],
    nl: ['wachtlijst verlaten', 'van de wachtlijst', 'wachtlijst afmelden'],
  },
  'join-eternal': {
    en: ['eternal waiting list', 'permanent waiting list'],
    de: ['ewige warteliste'],
    nl: ['eeuwige wachtlijst'],
  },
  'leave-eternal': {
    en: ['leave eternal waiting list', 'leave the eternal waiting list', 'off the eternal waiting list'],
    de: ['ewige warteliste verlassen', 'von der ewigen warteliste', 'ewige warteliste abmelden'],
    nl: ['eeuwige wachtlijst verlaten', 'van de eeuwige wachtlijst', 'eeuwige wachtlijst afmelden'],
  },
  vacation: { en: ['vacation', 'holiday', 'holidays'], de: ['urlaub', 'ferien'], nl: ['vakantie'] },
  absence: {
    en: ['absence', 'absent', 'apologies', 'sign off'],
    de: ['abmeldung', 'abwesend', 'abwesenheit', 'ich fehle'],
    nl: ['afmelding', 'afmelden', 'afwezig', 'ik meld me af'],
  },
  appointment: {
    en: ['appointment', 'game time', 'we play'],
    de: ['termin', 'spieltermin', 'wir spielen'],
    nl: ['afspraak', 'speeldatum', 'wij spelen', 'we spelen'],
  },
  message: { en: ['message'], de: ['nachricht'], nl: ['bericht'] },
};

interface Keyword {
  /** The word as written when it is a misspelling of this keyword's (one letter off). */
  readonly typo?: string;
  readonly verb: Verb;
  readonly words: readonly string[];
  /** The one language it belongs to; undefined when it is a word of several. */
  readonly lang: Lang | undefined;
}

const LEXICON: readonly Keyword[] = (() => {
  const langsOf = new Map<string, Set<Lang>>();
  for (const byLang of Object.values(KEYWORDS))
    for (const [lang, list] of Object.entries(byLang) as [Lang, readonly string[]][])
      for (const k of list) langsOf.set(k, (langsOf.get(k) ?? new Set()).add(lang));
  const out: Keyword[] = [];
  for (const [verb, byLang] of Object.entries(KEYWORDS) as [Verb, Record<Lang, readonly string[]>][])
    for (const list of Object.values(byLang))
      for (const k of list) {
        const langs = [...(langsOf.get(k) ?? [])];
        out.push({ verb, words: k.split(' '), lang: langs.length === 1 ? langs[0] : undefined });
      }
  return out.sort((a, b) => b.words.join(' ').length - a.words.join(' ').length);
})();

/** Words between a keyword and its arguments that mean nothing to us ("Herausforderung an Meier"). */
const FILLERS = new Set(
  'an to aan from for fur voor mit with met gegen against tegen vs versus the die das het a mein meine my mijn'.split(
    ' ',
  ),
);

const PREPOSITIONS = /(?:^|\s)(?:gegen|against|tegen|vs\.?|versus|mit|with|met|an|to|aan)\s+/;

/** Chess moves: white's (`1.e4`, `1. Sf3`) and black's (`1...c5`, `1. ... c5`, `1…c5`). */
const WHITE_MOVE = /(?<![\w.])(\d{1,3})\s*\.\s*(?!\.)([a-zA-Z][\w+#=-]*|O-O(?:-O)?|0-0(?:-0)?)/g;
const BLACK_MOVE =
  /(?<![\w.])(\d{1,3})\s*(?:\.\s*){2,}\s*([a-zA-Z][\w+#=-]*|O-O(?:-O)?|0-0(?:-0)?)|(\d{1,3})\s*…\s*(\S+)/g;

/** Subject prefixes of replies and forwards. */
const REPLY_PREFIX = /^\s*((re|aw|antw|sv|fw|fwd|wg|doorst)(\[\d+\])?\s*:\s*)+/i;
const TAG = /^\s*\[[^\]]*\]\s*/;

/** Where the quoted original of a reply begins. */
const QUOTE_HEADERS = [
  /^-{2,}\s*(original message|ursprungliche nachricht|oorspronkelijk bericht|forwarded message|weitergeleitete nachricht|doorgestuurd bericht)\s*-{2,}/,
  /^(am|on|op)\s.+(schrieb|wrote|schreef)[^:]*:\s*$/,
  /^(von|from|van)\s*:\s.+/,
];

/**
 * A director's command for another player: `für Meier:` / `for Meier:` / `voor Meier:` (also
 * `im Auftrag von`, `on behalf of`, `namens`), alone on a line (for the lines after it, until the
 * next) or in front of a command on the same line. The name ends at the colon; in the subject the
 * colon may be left out when nothing follows the name.
 */
const BEHALF_WORDS: Readonly<Record<Lang, string>> = {
  de: 'f(?:ü|ue|u)r|im auftrag von',
  en: 'for|on behalf of',
  nl: 'voor|namens',
};
const BEHALF = Object.entries(BEHALF_WORDS).map(
  ([lang, words]) =>
    [lang as Lang, new RegExp(`^(?:${words})\\s+([^:]*[^:\\s])\\s*(?::\\s*(.*))?$`, 'i')] as const,
);

/** The name a line gives commands for, the command that follows it on the line, and its language. */
export function behalfOf(
  line: string,
  colonOptional = false,
): { readonly name: string; readonly rest: string; readonly lang: Lang } | undefined {
  for (const [lang, re] of BEHALF) {
    const m = re.exec(line.trim());
    if (!m || (m[2] === undefined && !colonOptional)) continue;
    const name = nameIn(m[1] as string);
    if (name && name.split(' ').length <= 5) return { name, rest: (m[2] ?? '').trim(), lang };
  }
  return undefined;
}

/** Where a forwarded message begins (Apple Mail, Outlook, Thunderbird, Gmail). */
const FORWARD_HEADERS = [
  /^(begin forwarded message|anfang der weitergeleiteten nachricht|begin doorgestuurd bericht)\s*:?\s*$/,
  /^-*\s*(forwarded message|weitergeleitete nachricht|doorgestuurd bericht)\s*-*$/,
];

const cutQuoted = (lines: readonly string[]): string[] => {
  const kept: string[] = [];
  for (const line of lines) {
    const folded = fold(line.trim());
    if (line === '-- ' || line === '--' || QUOTE_HEADERS.some((re) => re.test(folded))) break;
    if (FORWARD_HEADERS.some((re) => re.test(folded))) break;
    if (/^\s*>/.test(line)) continue;
    if (endsLetter(line)) break;
    kept.push(isGreeting(line) ? '' : line);
  }
  return kept;
};

export interface MailText {
  readonly subject?: string;
  readonly body: string;
  /** The mail's date (`YYYY-MM-DD`), for `heute`, `morgen` and written dates without a year. */
  readonly today: string;
}

/** Verbs whose keyword alone says too little: a bare keyword line takes the next line as its arguments. */
const NEEDS_ARGUMENTS: ReadonlySet<Verb> = new Set(['challenge', 'result', 'vacation', 'appointment']);

/** Words in front of a `für …:` that make it no player's name ("Für das Vereinsturnier:"). */
const NOT_A_NAME =
  /^(?:das|dem|den|der|die|des|unser\w*|mein\w*|the|our|my|this|het|een|ons|onze|mijn|ein\w*|alle\w*|all)\s/i;

/** The words after a line's `für`/`for`/`voor`. */
const afterFor = (line: string): string =>
  fold(line.trim()).replace(/^(?:fur|fuer|for|voor|namens|im auftrag von|on behalf of)\s+/, '');

/** A whole sentence that is a score alone: `1:0`, `(½:½)`, `0-1`. */
const BARE_SCORE = /^\(?\s*(?:1|0|½|1\/2)\s*[-:–]\s*(?:1|0|½|1\/2)\s*\)?[.!]?$/;

interface ReadLine {
  readonly request: Request;
  readonly source: string;
  readonly behalf: string | undefined;
  /** Why the reading is only a proposal. */
  readonly doubt?: Doubt;
}

/**
 * Reads a mail's subject and body into requests, in order. The body is read first, as a letter:
 * lines that start with a command word, and sentences that say one in prose (mail/prose.ts);
 * greetings, closings, signatures, quotes, forwarded parts and disclaimers are not read. The
 * subject is a hint: it is read only when the body says no command (a keyword alone in the
 * subject takes the body's first line as its arguments).
 */
export function parseMailText(mail: MailText): ParsedMail {
  const kept = cutQuoted(mail.body.replace(/\r\n?/g, '\n').split('\n')).map((l) => l.trim());
  const bodyLines = kept.filter(Boolean);
  const subject = mail.subject ?? '';
  // A reply's subject is the original's: its commands were the notice's, not the sender's.
  const subjectLine = REPLY_PREFIX.test(subject) ? '' : subject.replace(TAG, '').trim();
  const state: { lang: Lang | undefined; behalf: string | undefined } = {
    lang: undefined,
    behalf: undefined,
  };
  const subjectBehalf = subjectLine === '' ? undefined : behalfOf(subjectLine, true);
  if (subjectBehalf && subjectBehalf.rest === '') {
    state.behalf = subjectBehalf.name;
    state.lang = subjectBehalf.lang;
  }
  // A director's subject with a command for a player (`for Dietrich: Result 0-1 against Meier`)
  // is a command line of its own, and its name holds for the body's commands too.
  const directed =
    subjectBehalf && subjectBehalf.rest !== ''
      ? readLines([subjectLine], mail.today, { ...state }, false)
      : undefined;
  if (directed && subjectBehalf) {
    state.behalf = subjectBehalf.name;
    state.lang = subjectBehalf.lang;
  }
  const body = readLines(kept, mail.today, state, true);
  const bodySaysNothing = body.found.length === 0 && body.unreadable.length === 0;
  const read =
    bodySaysNothing && subjectLine !== '' && !subjectBehalf
      ? // The body says nothing: the subject is the command, its arguments perhaps the first line.
        readLines([subjectLine, ...bodyLines], mail.today, { ...state }, false)
      : body;
  const result = directed
    ? {
        found: [...directed.found, ...read.found],
        unreadable: [...directed.unreadable, ...read.unreadable],
        moves: [...directed.moves, ...read.moves],
        lang: directed.lang ?? read.lang,
      }
    : read;
  const withMoves = attachMoves(
    result.found.map((r) => r.request),
    result.moves,
  );
  const lang = result.lang ?? state.lang;
  return {
    requests: withMoves.requests,
    lines: result.found.map((r) => r.source),
    behalf: result.found.map((r) => r.behalf),
    doubts: result.found.map((r) => r.doubt),
    moves: withMoves.moves,
    unreadable: result.unreadable,
    ...(lang ? { lang } : {}),
    text: bodyLines.join('\n'),
  };
}

/**
 * Reads lines: a line that starts with a command word is that command (a keyword alone takes the
 * next line); the other lines are gathered into paragraphs whose sentences are read as prose
 * (`prose`), and whose moves are kept. Empty lines end a paragraph.
 */
function readLines(
  lines: readonly string[],
  day: string,
  start: { lang: Lang | undefined; behalf: string | undefined },
  prose: boolean,
): { found: ReadLine[]; unreadable: Unreadable[]; moves: string[]; lang: Lang | undefined } {
  const found: ReadLine[] = [];
  const unreadable: Unreadable[] = [];
  const moves: string[] = [];
  let { lang, behalf } = start;
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ');
    paragraph = [];
    if (text === '') return;
    for (const sentence of sentencesOf(text)) {
      const read = prose ? readSentence(sentence, day) : undefined;
      if (!read) {
        moves.push(...movesIn(sentence));
        continue;
      }
      lang ??= read.lang;
      if ('code' in read.request) unreadable.push({ line: sentence, ...read.request });
      else
        found.push({
          request: read.request,
          source: sentence,
          behalf,
          ...(read.doubt ? { doubt: read.doubt } : {}),
        });
    }
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] as string;
    if (line === '') {
      flush();
      continue;
    }
    const prefix = behalfOf(line, !prose && i === 0);
    if (prefix && !(prefix.rest === '' && NOT_A_NAME.test(afterFor(line)))) {
      flush();
      behalf = prefix.name;
      lang ??= prefix.lang;
      if (prefix.rest === '') continue;
      line = prefix.rest;
    } else if (prefix) {
      // "Für das Vereinsturnier:" names no player: the line is a heading.
      continue;
    }
    const keyword = keywordOf(line);
    if (!keyword) {
      paragraph.push(line);
      continue;
    }
    flush();
    lang ??= keyword.lang;
    const args = argumentsOf(line, keyword);
    if (keyword.verb === 'message') {
      found.push({
        request: messageRequest(
          args,
          lines
            .slice(i + 1)
            .filter(Boolean)
            .join('\n'),
        ),
        source: line,
        behalf,
      });
      return { found, unreadable, moves, lang };
    }
    let request = readRequest(keyword.verb, args, day);
    const next = lines.slice(i + 1).find(Boolean);
    if ('code' in request && args === '' && NEEDS_ARGUMENTS.has(keyword.verb) && next && !keywordOf(next)) {
      const fromNext = readRequest(keyword.verb, next, day);
      if (!('code' in fromNext)) {
        request = fromNext;
        i = lines.indexOf(next, i + 1);
      }
    }
    if ('code' in request) unreadable.push({ line, ...request });
    else found.push({ request, source: line, behalf, ...typoOf(line, keyword) });
  }
  flush();
  return { found, unreadable, moves, lang };
}

/** A sentence that says a command in prose, read; undefined when it says none. */
function readSentence(
  sentence: string,
  day: string,
): { request: Read; lang?: Lang; doubt?: Doubt } | undefined {
  if (BARE_SCORE.test(sentence.trim())) return { request: readResult(sentence) };
  const said = patternOf(sentence);
  if (!said) return undefined;
  const { pattern, name } = said;
  const request = proseRequest(pattern.verb, sentence, name, day);
  if (request === undefined) return undefined;
  const doubt = doubtOf(sentence, pattern.verb) ?? contradiction(request);
  return { request, lang: pattern.lang, ...(doubt ? { doubt } : {}) };
}

/** What a prose sentence asks for, read from the whole sentence (undefined: chatter after all). */
function proseRequest(verb: Verb, sentence: string, name: string | undefined, day: string): Read | undefined {
  switch (verb) {
    case 'challenge': {
      const move = movesIn(sentence).find((m) => !m.includes('...'));
      return readChallenge(`${withoutMoves(name ?? '')}${move ? ` ${move}` : ''}`);
    }
    case 'accept':
    case 'confirm': {
      const move = movesIn(sentence).find((m) =>
        verb === 'accept' ? m.includes('...') : !m.includes('...'),
      );
      const opponent = name ? nameIn(name) : undefined;
      return { verb, ...(move ? { move } : {}), ...(opponent ? { opponent } : {}) };
    }
    case 'result':
      return proseResult(sentence);
    case 'objection':
      return { verb, reason: sentence };
    case 'vacation':
      return readVacation(sentence, day);
    case 'absence': {
      const read = readAbsence(sentence, day);
      return read;
    }
    case 'appointment': {
      const read = readAppointment(sentence, day);
      return 'code' in read ? undefined : read;
    }
    case 'no-show': {
      const opponent = nameIn(
        sentence.replace(
          /\b(?:ist|is|hat|has|heeft|nicht|not|niet|erschienen|angetreten|gekommen|verschenen|opgedaagd|komen|opdagen|did|didn't|show|up|turn|never|mein|meine|my|mijn|gegner\w*|opponent|tegenstander)\b/gi,
          ' ',
        ),
      );
      return { verb, ...(opponent ? { opponent } : {}) };
    }
    case 'join-waiting':
    case 'leave-waiting':
    case 'join-eternal':
    case 'leave-eternal':
      return { verb };
    default:
      return undefined;
  }
}

/** A result whose words and score say different things ("gewonnen, 0:1"). */
function contradiction(read: Read): Doubt | undefined {
  if ('code' in read || read.verb !== 'result' || !read.score || !read.outcome) return undefined;
  const [mine, theirs] = read.score;
  const said = mine === theirs ? 'draw' : mine === '1' || Number(mine) > Number(theirs) ? 'won' : 'lost';
  return said === read.outcome ? undefined : 'contradiction';
}

/** A result in prose: the score and the words; the opponent after "gegen"/"against"/"tegen". */
function proseResult(sentence: string): Read {
  const read = readResult(sentence.replace(new RegExp(PREPOSITIONS.source, 'gi'), ' '));
  if ('code' in read) return read;
  const after = /\b(?:gegen|against|tegen|van)\s+(.+)$/i.exec(sentence);
  const words = new RegExp(`${WORDS_WON.source}|${WORDS_LOST.source}|${WORDS_DRAW.source}`, 'gi');
  const opponent = after
    ? nameIn((after[1] as string).replace(words, ' ').replace(new RegExp(SCORE.source, 'g'), ' '))
    : undefined;
  const { players: _, ...rest } = read as Extract<Request, { verb: 'result' }>;
  return { ...rest, ...(opponent ? { opponent } : {}) };
}

/** A keyword written with a typo is read, but only proposed. */
function typoOf(_line: string, keyword: Keyword): { doubt?: Doubt } {
  return keyword.typo ? { doubt: 'typo' } : {};
}

function keywordOf(line: string): Keyword | undefined {
  const words = fold(line)
    .replace(/[:;,!.?()-]+(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const exact = LEXICON.find((k) => k.words.every((w, i) => words[i] === w));
  if (exact) return exact;
  // A one-word keyword of eight letters or more, one letter off ("Herausfoderung"), followed by
  // more of the line: read, but only proposed.
  const [first] = words;
  if (!first || first.length < 8 || words.length < 2) return undefined;
  const near = LEXICON.find(
    (k) => k.words.length === 1 && (k.words[0] as string).length >= 8 && oneOff(first, k.words[0] as string),
  );
  return near ? { ...near, typo: first } : undefined;
}

/** Whether two words differ by one letter: one changed, added, left out or two swapped. */
export function oneOff(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i), b.slice(i)];
  return (
    x.slice(1) === y.slice(1) ||
    x.slice(1) === y ||
    x === y.slice(1) ||
    (x.length >= 2 && x[0] === y[1] && x[1] === y[0] && x.slice(2) === y.slice(2))
  );
}

/** The line after its keyword, in the original spelling (names keep their accents). */
function argumentsOf(line: string, keyword: Keyword): string {
  let rest = line;
  for (let n = 0; n < keyword.words.length; n++) rest = rest.replace(/^\s*[^\s:;,]+[\s:;,]*/, '');
  return rest.replace(/^[\s:;,.-]+/, '').trim();
}

export function movesIn(text: string): string[] {
  const found: { index: number; move: string }[] = [];
  for (const m of text.matchAll(BLACK_MOVE))
    found.push({ index: m.index, move: m[1] ? `${m[1]}...${m[2]}` : `${m[3]}...${m[4]}` });
  for (const m of text.matchAll(WHITE_MOVE)) {
    if (found.some((f) => f.index === m.index)) continue;
    found.push({ index: m.index, move: `${m[1]}.${m[2]}` });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.move);
}

const withoutMoves = (text: string): string => text.replace(BLACK_MOVE, ' ').replace(WHITE_MOVE, ' ');

/** Moves on lines of their own go with the mail's challenge, confirmation or acceptance. */
function attachMoves(requests: readonly Request[], moves: readonly string[]) {
  const left = [...moves];
  const out = requests.map((r): Request => {
    if ((r.verb === 'challenge' || r.verb === 'confirm') && r.move === undefined) {
      const i = left.findIndex((m) => !m.includes('...'));
      if (i >= 0) return { ...r, move: left.splice(i, 1)[0] as string };
    }
    if (r.verb === 'accept' && r.move === undefined) {
      const i = left.findIndex((m) => m.includes('...'));
      if (i >= 0) return { ...r, move: left.splice(i, 1)[0] as string };
    }
    return r;
  });
  return { requests: out, moves: left };
}

type Read = Request | Omit<Unreadable, 'line'>;

function readRequest(verb: Verb, args: string, today: string): Read {
  switch (verb) {
    case 'challenge':
      return readChallenge(args);
    case 'confirm':
    case 'accept': {
      const move = movesIn(args)[0];
      const opponent = nameIn(withoutMoves(args).replace(THE_CHALLENGE, ' '));
      return { verb, ...(move ? { move } : {}), ...(opponent ? { opponent } : {}) };
    }
    case 'result':
      return readResult(args);
    case 'no-show': {
      const opponent = nameIn(args);
      return { verb, ...(opponent ? { opponent } : {}) };
    }
    case 'objection':
      return readObjection(args);
    case 'vacation':
      return readVacation(args, today);
    case 'absence':
      return readAbsence(args, today);
    case 'appointment':
      return readAppointment(args, today);
    case 'join-waiting':
    case 'leave-waiting':
    case 'join-eternal':
    case 'leave-eternal':
      return { verb };
    case 'message':
      return messageRequest(args, '');
  }
}

/** "the challenge (of)", "die Herausforderung (von)", "de uitdaging (van)": no name. */
const THE_CHALLENGE =
  /(?:^|\s)(?:the|your|his|her|their|die|deine|ihre|eure|seine|de|je|uw|zijn|haar)?\s*(?:challenge|herausforderung|uitdaging)\b(?:\s+(?:of|from|von|van))?/gi;

const PLACE = /^(?:xxx\s*)?\(?\s*(\d{1,3})\s*[,/|]\s*(\d{1,3})\s*\)?$/i;

const FIRST_MOVE =
  /\b(?:mein(?:\s+erster)?\s+zug|erster\s+zug|my\s+first\s+move|first\s+move|mijn\s+eerste\s+zet|eerste\s+zet)\b\s*(?:ist|is)?:?/gi;

function readChallenge(written: string): Read {
  const args = written.replace(FIRST_MOVE, ' ');
  const move = movesIn(args).find((m) => !m.includes('...'));
  const targets: TargetRef[] = [];
  for (const part of withoutMoves(args).split(/[;]|,(?!\s*\d+\s*\))|\s(?:und|and|en|sowie|&)\s/i)) {
    const text = part.trim();
    if (text === '') continue;
    const place = PLACE.exec(text.replace(/^(platz|place|plaats)\s*/i, ''));
    if (place) targets.push({ level: Number(place[1]), index: Number(place[2]) });
    else {
      const name = nameIn(text);
      if (name) targets.push({ name });
    }
  }
  if (targets.length === 0)
    return {
      code: 'ERR_MAIL_NO_TARGET',
      message: 'a challenge names whom it challenges: "Challenge: Meier 1.e4" or a place "(4,2)"',
    };
  return { verb: 'challenge', targets, ...(move ? { move } : {}) };
}

/** A name from free text: fillers and punctuation around it dropped; undefined when nothing is left. */
export function nameIn(text: string): string | undefined {
  const words = text
    .replace(/[!?;:"“”„()]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[,.'’]+|[,.]+$/g, '').replace(/['’]s$/i, ''))
    .filter(Boolean);
  while (words.length > 0 && FILLERS.has(fold(words[0] as string))) words.shift();
  while (words.length > 0 && FILLERS.has(fold(words[words.length - 1] as string))) words.pop();
  const name = words.join(' ').trim();
  return name === '' ? undefined : name;
}

const HALF = '(?:1\\/2|½|0[.,]5|\\.5)';
const POINT = `(?:${HALF}|\\d{1,3})`;
const SCORE = new RegExp(`(?<![\\w./])(${POINT})\\s*[-:–—]\\s*(${POINT})(?![\\w/])`);
const MINUTES = /\b(?:zeit|time|tijd|minuten|minutes|min)\b\.?\s*:?\s*(\d{1,3})\s*[-/:–]\s*(\d{1,3})/;
const WORDS_WON = /\b(gewonnen|won|gewinne|sieg|win|winst)\b/;
const WORDS_LOST = /\b(verloren|lost|lose|niederlage|verlies)\b/;
const WORDS_DRAW = /\b(remis|draw|remise|unentschieden|gelijk|gelijkspel|drawn)\b/;

const point = (text: string): string => (new RegExp(`^${HALF}$`).test(text) ? '½' : String(Number(text)));

function readResult(args: string): Read {
  let text = args;
  let minutes: readonly [number, number] | undefined;
  const m = MINUTES.exec(fold(text));
  if (m) {
    minutes = [Number(m[1]), Number(m[2])];
    text = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  }
  const s = SCORE.exec(text);
  const score: Score | undefined = s ? [point(s[1] as string), point(s[2] as string)] : undefined;
  const rest = s ? `${text.slice(0, s.index)} ${text.slice(s.index + s[0].length)}` : text;
  const folded = fold(rest);
  const outcome = WORDS_DRAW.test(folded)
    ? 'draw'
    : WORDS_WON.test(folded)
      ? 'won'
      : WORDS_LOST.test(folded)
        ? 'lost'
        : undefined;
  const names = rest.replace(
    new RegExp(`${WORDS_WON.source}|${WORDS_LOST.source}|${WORDS_DRAW.source}`, 'gi'),
    ' ',
  );
  const extra = minutes ? { minutes } : {};
  const prep = PREPOSITIONS.exec(fold(names));
  if (prep) {
    const opponent = nameIn(names.slice(prep.index + prep[0].length));
    if (!score && !outcome) return unreadableResult();
    return {
      verb: 'result',
      ...(score ? { score } : {}),
      ...(outcome ? { outcome } : {}),
      ...(opponent ? { opponent } : {}),
      ...extra,
    };
  }
  const pair = names.split(/\s[-–—:]\s|\s\/\s/).map((n) => nameIn(n));
  if (pair.length === 2 && pair[0] && pair[1] && score)
    return { verb: 'result', score, players: [pair[0], pair[1]], ...extra };
  if (!score && !outcome) return unreadableResult();
  return { verb: 'result', ...(score ? { score } : {}), ...(outcome ? { outcome } : {}), ...extra };
}

const unreadableResult = (): Omit<Unreadable, 'line'> => ({
  code: 'ERR_MAIL_NO_SCORE',
  message: 'a result needs a score or a word for it: "Result: 1-0 against Meier", "won", "draw"',
});

/** "gegen das Ergebnis", "tegen de uitslag", "to the result": the result, not a player. */
const THE_RESULT =
  /^(?:gegen|against|tegen|to|an)\s+(?:das|die|den|dem|the|de|het|mein\w*|my|mijn|dies\w*|this|deze)\b/;

function readObjection(args: string): Read {
  const prep = PREPOSITIONS.exec(fold(args));
  if (prep && prep.index === 0 && !THE_RESULT.test(fold(args))) {
    const [name, ...reason] = args.slice(prep[0].length).split(/[:,]/);
    const opponent = nameIn(name ?? '');
    const why = reason.join(',').trim();
    return { verb: 'objection', ...(opponent ? { opponent } : {}), ...(why ? { reason: why } : {}) };
  }
  return { verb: 'objection', ...(args ? { reason: args } : {}) };
}

/** Dates in text with the times taken out first (so that `9.05 Uhr` is no 9 May). */
function datesIn(text: string, today: string): Found<WrittenDate>[] {
  const folded = fold(text);
  const time = findTime(folded);
  const blanked = time
    ? folded.slice(0, time.index) + ' '.repeat(time.length) + folded.slice(time.index + time.length)
    : folded;
  return findDates(blanked, today);
}

function readVacation(args: string, today: string): Read {
  const dates = datesIn(args, today);
  const [from, to] = dates;
  if (!from)
    return {
      code: 'ERR_MAIL_NO_DATES',
      message: 'a vacation names its first and last day: "Vacation 3.4.–17.4."',
    };
  return { verb: 'vacation', from: from.value, to: (to ?? from).value };
}

const ROUND = /\b(?:runde|round|ronde|rd)\.?\s*(\d{1,3})\b/g;

function readAbsence(args: string, today: string): Read {
  const folded = fold(args);
  const rounds = [...folded.matchAll(ROUND)].map((m) => Number(m[1]));
  const dates = datesIn(folded.replace(ROUND, ' '), today).map((d) => d.value);
  return { verb: 'absence', dates, rounds };
}

function readAppointment(args: string, today: string): Read {
  const folded = fold(args);
  const time = findTime(folded);
  const date = datesIn(args, today)[0];
  if (!date || !time)
    return {
      code: 'ERR_MAIL_NO_MOMENT',
      message: 'an appointment names a day and a time: "Appointment: Meier 12.4. 20:00"',
    };
  const cut = [date, time].sort((a, b) => b.index - a.index);
  let rest = folded;
  for (const f of cut) rest = `${rest.slice(0, f.index)} ${rest.slice(f.index + f.length)}`;
  const opponent = opponentIn(args, rest);
  return { verb: 'appointment', date: date.value, time: time.value, ...(opponent ? { opponent } : {}) };
}

/** The name left in `folded` (the arguments without dates and times), in its original spelling. */
function opponentIn(original: string, folded: string): string | undefined {
  const name = nameIn(folded.replace(/\b(um|at|om|am|on|op|uhr|u|h)\b/g, ' '));
  if (!name) return undefined;
  const start = fold(original).indexOf(name);
  return start >= 0 ? original.slice(start, start + name.length) : name;
}

function messageRequest(args: string, rest: string): Request {
  const [head, ...tail] = args.split(':');
  const opponent = tail.length > 0 ? nameIn(head ?? '') : nameIn(args);
  const text = [tail.join(':').trim(), rest].filter(Boolean).join('\n');
  return { verb: 'message', ...(opponent ? { opponent } : {}), text };
}
