/**
 * Round 20: final candidates (SD-9 … SD-13). From the standings after round 19 it tells who is
 * safe in the final, who is safely out and who is a candidate — each with the reason — and which
 * games are fixed. Pure data in, pure data out, so the seed's examples are tests and pages can
 * explain the pairing.
 */
import { formatHalves } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';

export interface CandidateInput {
  readonly id: ParticipantId;
  readonly halfWins: number;
  readonly spread: number;
}

/** A lead (or deficit) as wins (in half wins) and spread. */
export interface Gap {
  readonly halfWins: number;
  readonly spread: number;
}

export const CANDIDATE_STATUSES = ['safe', 'out', 'candidate', 'filler'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** Why: a message key, its parameters and the English sentence. */
export interface Reason {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly text: string;
}

export interface CandidateEntry {
  readonly id: ParticipantId;
  readonly place: number;
  readonly halfWins: number;
  readonly spread: number;
  readonly status: CandidateStatus;
  readonly reason: Reason;
}

export interface CandidatesAnalysis {
  readonly place2?: ParticipantId;
  readonly place3?: ParticipantId;
  /** Every player in standing order with status and reason. */
  readonly entries: readonly CandidateEntry[];
  /** The candidates, extended by the filler if there was one, in standing order. */
  readonly group: readonly ParticipantId[];
  /** The fixed games (SD-12), after SD-13 released the top game if it was undecisive. */
  readonly fixed: readonly (readonly [ParticipantId, ParticipantId])[];
  /** SD-13: the top game that was not fixed, and why. */
  readonly released?: { readonly pair: readonly [ParticipantId, ParticipantId]; readonly reason: Reason };
  /** SD-12: an odd group without anybody safely out: its middle candidate goes to the general pairing. */
  readonly unpaired?: { readonly id: ParticipantId; readonly reason: Reason };
}

const gap = (a: CandidateInput, b: CandidateInput): Gap => ({
  halfWins: a.halfWins - b.halfWins,
  spread: a.spread - b.spread,
});

/** SD-9/SD-10: more than the margin's wins, or exactly them with at least its spread (lexicographic). */
export const isDecisive = (lead: Gap, margin: Gap): boolean =>
  lead.halfWins > margin.halfWins || (lead.halfWins === margin.halfWins && lead.spread >= margin.spread);

const wins = (halfWins: number): string => {
  const abs = Math.abs(halfWins);
  return `${formatHalves(abs)} ${abs > 0 && abs <= 2 ? 'win' : 'wins'}`;
};
const signed = (v: number): string => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
/** A decisive lead in words; the spread only matters when the wins equal the margin's. */
const describeLead = (g: Gap, margin: Gap): string =>
  g.halfWins > margin.halfWins ? wins(g.halfWins) : `${wins(g.halfWins)} and ${g.spread} spread`;
const describeGap = (g: Gap): string =>
  `${g.halfWins < 0 ? '−' : g.halfWins > 0 ? '+' : ''}${wins(g.halfWins)}, ${signed(g.spread)} spread`;

export function analyseCandidates(
  field: readonly CandidateInput[],
  margin: Gap,
  nameOf: (id: ParticipantId) => string = (id) => id,
): CandidatesAnalysis {
  if (field.length < 3) {
    const entries = field.map((p, i) => ({
      ...p,
      place: i + 1,
      status: 'safe' as const,
      reason: reason(
        'champ.r20.safe-small-field',
        { players: field.length },
        'the field has two players at most',
      ),
    }));
    return { entries, group: [], fixed: [] };
  }
  const p2 = field[1] as CandidateInput;
  const p3 = field[2] as CandidateInput;
  const names = { second: nameOf(p2.id), third: nameOf(p3.id) };
  const entries: CandidateEntry[] = field.map((p, i) => {
    const overThird = gap(p, p3);
    const underSecond = gap(p2, p);
    const base = { ...p, place: i + 1 };
    /** SD-9/SD-10: a decisive lead over place 3 (safe) or deficit under place 2 (out), in words. */
    const decided = (
      status: 'safe' | 'out',
      lead: Gap,
      than: 'third' | 'second',
      words: string,
    ): CandidateEntry => ({
      ...base,
      status,
      reason: reason(
        `champ.r20.${status}`,
        { [than]: names[than], wins: formatHalves(lead.halfWins), spread: lead.spread },
        `${words} ${than === 'third' ? 3 : 2} (${names[than]}) by ${describeLead(lead, margin)}`,
      ),
    });
    if (isDecisive(overThird, margin)) return decided('safe', overThird, 'third', 'leads place');
    if (isDecisive(underSecond, margin)) return decided('out', underSecond, 'second', 'trails place');
    return {
      ...base,
      status: 'candidate',
      reason: reason(
        // Places 2 and 3 are not compared with themselves.
        i === 1 ? 'champ.r20.candidate2' : i === 2 ? 'champ.r20.candidate3' : 'champ.r20.candidate',
        {
          third: names.third,
          second: names.second,
          thirdWins: formatHalves(overThird.halfWins),
          thirdSpread: overThird.spread,
          secondWins: formatHalves(-underSecond.halfWins),
          secondSpread: -underSecond.spread,
        },
        `neither safe nor out: ${[
          // Places 2 and 3 are not compared with themselves.
          ...(i === 2 ? [] : [`${describeGap(overThird)} against place 3 (${names.third})`]),
          ...(i === 1
            ? []
            : [
                `${describeGap({ halfWins: -underSecond.halfWins, spread: -underSecond.spread })} against place 2 (${names.second})`,
              ]),
        ].join(', ')}`,
      ),
    };
  });
  return { place2: p2.id, place3: p3.id, ...fixGames(entries, nameOf) };
}

function reason(code: string, params: Record<string, string | number>, text: string): Reason {
  return { code, params, text };
}

/** SD-11 … SD-13. */
function fixGames(
  entries: CandidateEntry[],
  nameOf: (id: ParticipantId) => string,
): Pick<CandidatesAnalysis, 'entries' | 'group' | 'fixed' | 'released' | 'unpaired'> {
  let group = entries.filter((e) => e.status === 'candidate');
  let unpaired: CandidatesAnalysis['unpaired'];
  if (group.length % 2 === 1) {
    // SD-11: the best-placed player safely out fills an odd group; entries are in standing order.
    const fillerIndex = entries.findIndex((e) => e.status === 'out');
    if (fillerIndex >= 0) {
      const filler = entries[fillerIndex] as CandidateEntry;
      entries[fillerIndex] = {
        ...filler,
        status: 'filler',
        reason: reason(
          'champ.r20.filler',
          // The filler was safely out: its text repeats why, with the same values (SD-11).
          filler.reason.params,
          `${filler.reason.text}; joins the candidates as the best-placed player safely out, since their number is odd`,
        ),
      };
      group = [...group, entries[fillerIndex] as CandidateEntry];
    } else {
      // SD-12 (the seed: "der Bestplatzierte … gegen den Letztplatzierten …, der Zweitplatzierte
      // gegen den Vorletzten usw."): the pairs close in from both ends and the middle one is left.
      const middle = group[(group.length - 1) / 2] as CandidateEntry;
      const name = nameOf(middle.id);
      unpaired = {
        id: middle.id,
        reason: reason(
          'champ.r20.no-filler',
          { player: name },
          `the candidates are odd in number and nobody is safely out: the middle candidate, ${name}, is paired with the rest`,
        ),
      };
    }
  }
  // SD-12: first plays last, second plays second-to-last … even if they met before.
  const pairs: [CandidateEntry, CandidateEntry][] = [];
  for (let i = 0; i < Math.floor(group.length / 2); i++) {
    pairs.push([group[i] as CandidateEntry, group[group.length - 1 - i] as CandidateEntry]);
  }
  let released: CandidatesAnalysis['released'];
  const top = pairs[0];
  if (top && topGameUndecisive(top, pairs.slice(1), entries)) {
    const [first, last] = [nameOf(top[0].id), nameOf(top[1].id)];
    released = {
      pair: [top[0].id, top[1].id],
      reason: reason(
        'champ.r20.undecisive',
        { first, last },
        `${first}–${last} cannot decide who reaches the final: given the other fixed games, ${first} ends in the ` +
          `top two and ${last} outside them whatever the results`,
      ),
    };
    pairs.shift();
  }
  return {
    entries,
    group: group.map((e) => e.id),
    fixed: pairs.map(([a, b]) => [a.id, b.id] as const),
    ...(released ? { released } : {}),
    ...(unpaired ? { unpaired } : {}),
  };
}

const OUTCOMES = [0, 1, 2] as const;

/**
 * SD-13: the game between the group's first and last is undecisive if, for every outcome of it,
 * of the other fixed games and of everybody else's games, the first ends in the top two and the
 * last outside them. Spread is not predicted: level on wins counts as able to finish ahead.
 * Outcomes of different games are independent, so the worst case is a sum of per-game worst cases.
 */
function topGameUndecisive(
  [first, last]: [CandidateEntry, CandidateEntry],
  otherPairs: readonly [CandidateEntry, CandidateEntry][],
  entries: readonly CandidateEntry[],
): boolean {
  const inPairs = new Set(otherPairs.flat().map((e) => e.id));
  const free = entries.filter((e) => e.id !== first.id && e.id !== last.id && !inPairs.has(e.id));
  return OUTCOMES.every((f) => {
    const firstEnd = first.halfWins + f;
    const lastEnd = last.halfWins + 2 - f;
    // Players who may end level with or ahead of the first (at most one may, for the first to be safe).
    let threats = lastEnd >= firstEnd ? 1 : 0;
    for (const [a, b] of otherPairs) {
      threats += Math.max(
        ...OUTCOMES.map((o) => Number(a.halfWins + o >= firstEnd) + Number(b.halfWins + 2 - o >= firstEnd)),
      );
    }
    for (const e of free) if (e.halfWins + 2 >= firstEnd) threats += 1;
    if (threats > 1) return false;
    // Players certainly ahead of the last (at least two must be, for the last to be out).
    let ahead = firstEnd > lastEnd ? 1 : 0;
    for (const [a, b] of otherPairs) {
      ahead += Math.min(
        ...OUTCOMES.map((o) => Number(a.halfWins + o > lastEnd) + Number(b.halfWins + 2 - o > lastEnd)),
      );
    }
    for (const e of free) if (e.halfWins > lastEnd) ahead += 1;
    return ahead >= 2;
  });
}
