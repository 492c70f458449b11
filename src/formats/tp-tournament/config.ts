/**
 * Tournament-points tournament configuration (rules/tantrix.md): every number of the rules is a
 * value here, with the seed's values (Tantrix online tournament rules) as the presets.
 * Tournament points are integers in tenths (20 TP = 200).
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import { momentSchema } from '../../core/events.js';
import type { Preset } from '../../core/format.js';

/** Weekend events: everybody plays at once. Scheduled events: players arrange their own dates. */
const EVENT_KINDS = ['weekend', 'scheduled'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Round-robin groups only, a knock-out cup only, or groups whose leaders go on to a cup. */
const STRUCTURES = ['groups', 'cup', 'groups-cup'] as const;
export type Structure = (typeof STRUCTURES)[number];

/** TX-13: what a game is worth to the rating: the TP share (TP / 20) or 1 – ½ – 0 by game score. */
const RATING_SCORES = ['tp-share', 'result'] as const;

const count = z.number().int().min(0);
const stones = z.tuple([count, count]);

const pointsSchema = z
  .strictObject({
    /** TX-2: tenths shared out per game (20 TP). */
    perGame: z.number().int().positive().multipleOf(2),
    /** TX-2: the winner's tenths by margin (index = margin); a larger margin takes all. */
    winnerByMargin: z.array(count).min(1),
  })
  .superRefine((p, ctx) => {
    const half = p.perGame / 2;
    if (p.winnerByMargin[0] !== half)
      ctx.addIssue({
        code: 'custom',
        path: ['winnerByMargin', 0],
        message: `margin 0 shares ${half}:${half}`,
      });
    p.winnerByMargin.forEach((t, m) => {
      const previous = p.winnerByMargin[m - 1] ?? half;
      if (t < previous || t > p.perGame)
        ctx.addIssue({
          code: 'custom',
          path: ['winnerByMargin', m],
          message: `must lie between ${previous} and ${p.perGame} (a larger margin never earns less)`,
        });
    });
  });

const tpConfigSchema = z.strictObject({
  eventKind: z.enum(EVENT_KINDS),
  structure: z.enum(STRUCTURES),
  points: pointsSchema,
  /** TX-3: every full minute beyond `freeMinutes` moves `tenthsPerMinute` to the opponent. */
  timePenalty: z.strictObject({ freeMinutes: count, tenthsPerMinute: count }),
  noShow: z.strictObject({
    /** TX-4: stones of the present and the absent player in a cup match. */
    cupStones: stones,
    /** TX-4: stones in every other game. */
    otherStones: stones,
    /** TX-5: more no-shows than this and a player's results leave the standings. */
    maxPerTournament: count,
  }),
  /** TX-6: stones each when both players crash in a weekend event. */
  doubleCrashStones: count,
  groups: z.strictObject({
    /** TX-12: the preferred group size when the director does not name a number of groups. */
    size: z.number().int().min(2).max(26),
    /** 1 = single round robin, 2 = everybody meets twice. */
    cycles: z.number().int().min(1).max(4),
    /** TX-7: places 1..qualifiers of each group go on to the cup (groups-cup only). */
    qualifiers: z.number().int().min(1),
    /** TX-7: places 1..prizePlaces win a prize, so ties there need a play-off. */
    prizePlaces: count,
  }),
  cup: z.strictObject({
    /** TX-8: games per knock-out match. */
    gamesPerMatch: z.number().int().min(1).max(15),
  }),
  /** TX-7, TX-8: minutes per player in play-off and tie-break games (over time loses at once). */
  decidingGameMinutes: z.number().int().positive(),
  weekend: z.strictObject({
    /** TX-10: minutes of lateness that cost nothing. */
    graceMinutes: count,
    /** TX-10: further minutes after which the game may be declared a no-show. */
    noShowAfterMinutes: count,
    /** Results of a round are due this many minutes after it starts (a reminder, not a rule). */
    resultDueMinutes: z.number().int().positive(),
  }),
  scheduled: z.strictObject({
    /** TX-11: days without an answer before the silent player is reported to the director. */
    answerDays: z.number().int().positive(),
    /** TX-11: further days without an answer before he loses the game. */
    forfeitDays: z.number().int().positive(),
    /** TX-11 (seed 8.3): minutes the opponent waits at an appointment before claiming a no-show. */
    waitMinutes: count,
    /** TX-11: missed appointments a player may have rearranged per match and per tournament. */
    reschedulesPerMatch: count,
    reschedulesPerTournament: count,
  }),
  seeding: z.strictObject({
    /** TX-12: ratings count as they stood at this moment; later changes do not reseed. */
    entryDeadline: momentSchema.optional(),
    /** TX-12: a lobby rating counts this many times when there is no tournament rating. */
    lobbyFactor: z.number().int().positive(),
    /** TX-12: a rating based on fewer games than this is reduced … */
    fullGames: count,
    /** … by this many points per missing game. */
    reductionPerMissingGame: count,
  }),
  rating: z.strictObject({
    /** TX-13: start rating of a player with neither a tournament nor a lobby rating. */
    initial: z.number().int().min(0).max(4000),
    k: z.number().int().positive(),
    scale: z.number().int().positive(),
    score: z.enum(RATING_SCORES),
  }),
});

export type TpConfig = z.infer<typeof tpConfigSchema>;

/** TX-2: the seed's table of the winner's TP by margin 0..35, in tenths (36 or more: 20.0). */
export const TANTRIX_WINNER_TENTHS = [
  100, 133, 139, 143, 147, 150, 153, 155, 158, 160, 162, 164, 166, 168, 170, 172, 173, 175, 177, 178, 180,
  181, 183, 184, 185, 187, 188, 189, 191, 192, 193, 194, 195, 197, 198, 199,
];

const TANTRIX_RULES = {
  points: { perGame: 200, winnerByMargin: TANTRIX_WINNER_TENTHS },
  timePenalty: { freeMinutes: 14, tenthsPerMinute: 10 },
  noShow: { cupStones: [50, 14], otherStones: [35, 15], maxPerTournament: 2 },
  doubleCrashStones: 23,
  decidingGameMinutes: 5,
  weekend: { graceMinutes: 5, noShowAfterMinutes: 10, resultDueMinutes: 45 },
  scheduled: {
    answerDays: 5,
    forfeitDays: 2,
    waitMinutes: 15,
    reschedulesPerMatch: 1,
    reschedulesPerTournament: 3,
  },
  seeding: { lobbyFactor: 2, fullGames: 36, reductionPerMissingGame: 10 },
  rating: { initial: 1500, k: 20, scale: 400, score: 'tp-share' },
};

const SOURCE = 'Tantrix online tournament rules (seeds/003, rules/tantrix.md TX-1 … TX-14)';

/** A Tantrix event of the seed's rules: its kind, structure and groups; cup matches of three games. */
const tantrix = (
  title: string,
  eventKind: EventKind,
  structure: Structure,
  groups: TpConfig['groups'],
): Preset => ({
  title,
  source: SOURCE,
  config: { ...TANTRIX_RULES, eventKind, structure, groups, cup: { gamesPerMatch: 3 } },
});

export const presets: Record<string, Preset> = {
  'tantrix-weekend': tantrix(
    'Tantrix weekend event: groups of four, the top two go on to a cup',
    'weekend',
    'groups-cup',
    { size: 4, cycles: 1, qualifiers: 2, prizePlaces: 0 },
  ),
  'tantrix-scheduled': tantrix(
    'Tantrix scheduled event: round-robin groups, players arrange their games',
    'scheduled',
    'groups',
    { size: 6, cycles: 1, qualifiers: 1, prizePlaces: 3 },
  ),
  'tantrix-cup': tantrix(
    'Tantrix cup: knock-out matches of three games, players arrange their games',
    'scheduled',
    'cup',
    { size: 4, cycles: 1, qualifiers: 2, prizePlaces: 0 },
  ),
};

export const DEFAULT_PRESET = 'tantrix-weekend';

export const parseConfig = (raw: unknown, preset?: string) =>
  resolveConfig(tpConfigSchema, presets, DEFAULT_PRESET, raw, preset);
