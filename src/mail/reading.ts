/**
 * A mail's reading in words, in each language: what Arbiter understood a member to ask for ("a
 * challenge of Dora Dietrich, first move 1.e4"), for a proposal that the guardian or the sender
 * confirms before anything is carried out (docs/mail.md). Names as the roster has them when the
 * written name fits one player, else as written. Pure.
 */
import type { Roster } from '../core/participant.js';
import type { Lang } from '../core/types.js';
import type { WrittenDate } from './dates.js';
import { findParticipant } from './names.js';
import type { Request } from './syntax.js';

type Words = Readonly<Record<Lang, string>>;

const date = (d: WrittenDate): string => `${d.day}.${d.month}.${d.year ?? ''}`;

function nameOf(roster: Roster | undefined, written: string): string {
  if (!roster) return written;
  const found = findParticipant(roster, written);
  return found.ok ? (roster.get(found.value)?.name ?? written) : written;
}

const OUTCOME: Readonly<Record<'won' | 'lost' | 'draw', Words>> = {
  won: { en: 'won', de: 'gewonnen', nl: 'gewonnen' },
  lost: { en: 'lost', de: 'verloren', nl: 'verloren' },
  draw: { en: 'a draw', de: 'remis', nl: 'remise' },
};

/** The requests that name nothing, in words. */
const PLAIN: Readonly<
  Record<'objection' | 'join-waiting' | 'leave-waiting' | 'join-eternal' | 'leave-eternal' | 'answer', Words>
> = {
  objection: {
    en: 'an objection to the result reported last',
    de: 'einen Einspruch gegen das zuletzt gemeldete Ergebnis',
    nl: 'een bezwaar tegen de laatst gemelde uitslag',
  },
  'join-waiting': {
    en: 'a place on the waiting list',
    de: 'einen Eintrag in die Warteliste',
    nl: 'een plaats op de wachtlijst',
  },
  'leave-waiting': {
    en: 'leaving the waiting list',
    de: 'das Verlassen der Warteliste',
    nl: 'het verlaten van de wachtlijst',
  },
  'join-eternal': {
    en: 'a place on the eternal waiting list',
    de: 'einen Eintrag in die ewige Warteliste',
    nl: 'een plaats op de eeuwige wachtlijst',
  },
  'leave-eternal': {
    en: 'leaving the eternal waiting list',
    de: 'das Verlassen der ewigen Warteliste',
    nl: 'het verlaten van de eeuwige wachtlijst',
  },
  answer: { en: 'an answer', de: 'eine Antwort', nl: 'een antwoord' },
};

/** One request in words, in every language. */
export function requestInWords(request: Request, roster?: Roster): Words {
  const name = (n: string) => nameOf(roster, n);
  const against = (o: string | undefined, w: Words): Words =>
    o === undefined
      ? { en: '', de: '', nl: '' }
      : { en: ` ${w.en} ${name(o)}`, de: ` ${w.de} ${name(o)}`, nl: ` ${w.nl} ${name(o)}` };
  const both = (en: string, de: string, nl: string): Words => ({ en, de, nl });
  switch (request.verb) {
    case 'challenge': {
      const targets = request.targets
        .map((t) => ('name' in t ? name(t.name) : `(${t.level},${t.index})`))
        .join(', ');
      const m = request.move;
      return both(
        `a challenge of ${targets}${m ? `, first move ${m}` : ', without a first move'}`,
        `eine Herausforderung von ${targets}${m ? `, erster Zug ${m}` : ', ohne ersten Zug'}`,
        `een uitdaging van ${targets}${m ? `, eerste zet ${m}` : ', zonder eerste zet'}`,
      );
    }
    case 'accept': {
      const o = against(request.opponent, { en: 'of', de: 'von', nl: 'van' });
      const m = request.move;
      return both(
        `an acceptance of the challenge${o.en}${m ? `, reply move ${m}` : ''}`,
        `die Annahme der Herausforderung${o.de}${m ? `, Antwortzug ${m}` : ''}`,
        `het aanvaarden van de uitdaging${o.nl}${m ? `, antwoordzet ${m}` : ''}`,
      );
    }
    case 'confirm': {
      const m = request.move;
      return both(
        `a confirmation of the waiting-list challenge${m ? `, first move ${m}` : ''}`,
        `eine Bestätigung der Herausforderung über die Warteliste${m ? `, erster Zug ${m}` : ''}`,
        `een bevestiging van de uitdaging via de wachtlijst${m ? `, eerste zet ${m}` : ''}`,
      );
    }
    case 'result':
      return resultInWords(request, name, against);
    case 'objection':
    case 'join-waiting':
    case 'leave-waiting':
    case 'join-eternal':
    case 'leave-eternal':
    case 'answer':
      return PLAIN[request.verb];
    case 'vacation':
      return both(
        `a vacation from ${date(request.from)} to ${date(request.to)}`,
        `Urlaub vom ${date(request.from)} bis ${date(request.to)}`,
        `vakantie van ${date(request.from)} tot ${date(request.to)}`,
      );
    case 'absence': {
      const when = [...request.dates.map(date), ...request.rounds.map(String)].join(', ');
      return both(
        `an absence${when ? ` on ${when}` : ' on the next club evening'}`,
        `eine Abmeldung${when ? ` für ${when}` : ' für den nächsten Spielabend'}`,
        `een afmelding${when ? ` voor ${when}` : ' voor de volgende clubavond'}`,
      );
    }
    case 'appointment': {
      const o = against(request.opponent, { en: 'with', de: 'mit', nl: 'met' });
      const t = `${date(request.date)} ${request.time.hour}:${String(request.time.minute).padStart(2, '0')}`;
      return both(
        `an appointment${o.en} on ${t}`,
        `einen Termin${o.de} am ${t}`,
        `een afspraak${o.nl} op ${t}`,
      );
    }
    case 'no-show': {
      const o = request.opponent ? name(request.opponent) : '';
      return both(
        `a no-show of ${o || 'your opponent'}`,
        `ein Nichterscheinen von ${o || 'Ihrem Gegenüber'}`,
        `het niet verschijnen van ${o || 'je tegenstander'}`,
      );
    }
    case 'message': {
      const o = request.opponent ? name(request.opponent) : '';
      return both(
        `a message to ${o || 'your opponent'}`,
        `eine Nachricht an ${o || 'Ihr Gegenüber'}`,
        `een bericht aan ${o || 'je tegenstander'}`,
      );
    }
  }
}

/** A result in words: both players named with the score, or the score from the sender's side. */
function resultInWords(
  request: Extract<Request, { verb: 'result' }>,
  name: (written: string) => string,
  against: (opponent: string | undefined, w: Words) => Words,
): Words {
  const o = against(request.opponent, { en: 'against', de: 'gegen', nl: 'tegen' });
  if (request.players) {
    const [a, b] = request.players;
    const s = request.score?.join('-') ?? '';
    return {
      en: `the result ${name(a)} – ${name(b)} ${s}`,
      de: `das Ergebnis ${name(a)} – ${name(b)} ${s}`,
      nl: `de uitslag ${name(a)} – ${name(b)} ${s}`,
    };
  }
  const words = request.outcome ? OUTCOME[request.outcome] : undefined;
  const s = request.score ? ` ${request.score.join('-')}` : '';
  return {
    en: `the result${s}${words ? ` (${words.en})` : ''}${o.en}, from your side`,
    de: `das Ergebnis${s}${words ? ` (${words.de})` : ''}${o.de}, aus Ihrer Sicht`,
    nl: `de uitslag${s}${words ? ` (${words.nl})` : ''}${o.nl}, vanuit jouw kant`,
  };
}

/** Several requests in words, joined: "a challenge of …; a vacation from …". */
export function readingInWords(requests: readonly Request[], roster?: Roster): Words {
  const each = requests.map((r) => requestInWords(r, roster));
  return {
    en: each.map((w) => w.en).join('; '),
    de: each.map((w) => w.de).join('; '),
    nl: each.map((w) => w.nl).join('; '),
  };
}
