/**
 * Championship configuration (rules/scrabble-dm.md): every number of the rules is a setting with
 * the German championship's value in the `dm` preset. Wins are configured in whole or half wins
 * and held internally in half wins.
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import type { Preset } from '../../core/format.js';

const FINAL_MODES = ['two-games-total', 'best-of-three'] as const;
export type FinalMode = (typeof FINAL_MODES)[number];

const halfStep = z
  .number()
  .min(0)
  .refine((v) => Number.isInteger(v * 2), 'a number of wins is a whole or half number');

const championshipConfigSchema = z
  .strictObject({
    /** Main rounds, the candidates round included (SD-8 … SD-14); the final comes after them. */
    rounds: z.number().int().min(1).max(99),
    /** Rounds 1–3 are played in preliminary groups (SD-3 … SD-7). */
    groupRounds: z.boolean(),
    /** The round paired by the final-candidates rule (SD-9 … SD-14), or null for none. */
    candidatesRound: z.number().int().min(1).max(99).nullable(),
    /** SD-9/SD-10: a lead of more than `wins`, or of exactly `wins` with at least `spread`, is decisive. */
    margin: z.strictObject({ wins: halfStep, spread: z.number().int().min(0) }),
    /** SD-1: a bye is a win with this spread. */
    byeSpread: z.number().int().min(0).max(1000),
    /** SD-1: a forfeit is a loss with minus this spread (and a win with plus it for the opponent). */
    forfeitSpread: z.number().int().min(0).max(1000),
    /** SD-8: how often two players may already have met (0: never paired twice). */
    repeats: z.number().int().min(0).max(10),
    /** SD-16: the final between the top two. */
    final: z.strictObject({ enabled: z.boolean(), mode: z.enum(FINAL_MODES) }),
    /** SD-16: the players not in the final play one more (placement) round. */
    placementRound: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.groupRounds && c.rounds < 3) {
      ctx.addIssue({ code: 'custom', path: ['rounds'], message: 'group rounds need at least 3 rounds' });
    }
    if (c.candidatesRound !== null && c.candidatesRound > c.rounds) {
      ctx.addIssue({
        code: 'custom',
        path: ['candidatesRound'],
        message: `the candidates round must be one of the ${c.rounds} rounds`,
      });
    }
    if (c.candidatesRound !== null && c.groupRounds && c.candidatesRound <= 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['candidatesRound'],
        message: 'the candidates round must come after the group rounds 1–3',
      });
    }
    if (c.placementRound && !c.final.enabled) {
      ctx.addIssue({ code: 'custom', path: ['placementRound'], message: 'a placement round needs a final' });
    }
  });

export type ChampionshipConfig = z.infer<typeof championshipConfigSchema>;

const dm = {
  rounds: 20,
  groupRounds: true,
  candidatesRound: 20,
  margin: { wins: 1, spread: 350 },
  byeSpread: 50,
  forfeitSpread: 50,
  repeats: 0,
  final: { enabled: true, mode: 'two-games-total' },
  placementRound: false,
};

export const presets: Record<string, Preset> = {
  dm: {
    title: 'German Scrabble championship (groups, New Swiss, final candidates, final)',
    source: 'seeds/004_ce88dd1e56e097c7.txt (Anhang A and B); rules/scrabble-dm.md',
    config: dm,
  },
  'dm-best-of-three': {
    title: 'German Scrabble championship, final as best of three',
    source: 'rules/scrabble-dm.md SD-16',
    config: { ...dm, final: { enabled: true, mode: 'best-of-three' } },
  },
  'new-swiss': {
    title: 'Swiss tournament by New Swiss, no final (as tsh NewSwiss)',
    source: 'rules/scrabble-dm.md SD-1, SD-2, SD-8; tsh',
    config: {
      ...dm,
      rounds: 7,
      groupRounds: false,
      candidatesRound: null,
      final: { enabled: false, mode: 'two-games-total' },
    },
  },
};

export const DEFAULT_PRESET = 'dm';

export const parseConfig = (raw: unknown, preset?: string) =>
  resolveConfig(championshipConfigSchema, presets, DEFAULT_PRESET, raw, preset);
