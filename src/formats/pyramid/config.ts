/**
 * Pyramid configuration: the periods of the rules (acceptance, official start, objections,
 * confirmation, game limit, inactivity, vacation allowance) and the names used in exports.
 * The DESC e-mail chess club is the default preset; the club-ladder preset shows an
 * over-the-board club running the same rules with shorter periods.
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import type { Preset } from '../../core/format.js';
import { isValidZone } from '../../core/moment.js';

const days = (max: number) => z.number().int().min(0).max(max);

const pyramidConfigSchema = z.strictObject({
  /** The PGN `Event` tag and the CSV event column of exported results. */
  eventName: z.string().trim().min(1).max(200),
  /** The PGN `Site` tag. */
  site: z.string().trim().min(1).max(200),
  /** PYR-4, PYR-13: days the defender has to accept (send the reply move). */
  acceptanceDays: days(365),
  /** PYR-6: days from the challenge to the official start of the game's clock. */
  officialStartDays: days(365),
  /** PYR-8: days a reported result stays provisional and open to objection. */
  objectionDays: days(365),
  /** PYR-13: days a challenger from a waiting list has to confirm with his first move. */
  confirmationDays: days(365),
  /** PYR-9: months a game may last from its official start before the guardian adjudicates. */
  gameLimitMonths: z.number().int().min(1).max(120),
  /** PYR-10: months without a game (and off the waiting list) after which a player is flagged. */
  inactivityMonths: z.number().int().min(1).max(120),
  /** PYR-10: days a flagged player has to answer the guardian's letter before he leaves. */
  inactivityReplyDays: days(365).min(1),
  /** PYR-15: vacation days a year the club's general rules allow. */
  vacationAllowanceDays: days(366),
  /** PYR-4: forfeits for not accepting after which the guardian is told to consider exclusion. */
  repeatOffenderForfeits: z.number().int().min(1).max(100),
  /**
   * PYR-15: the zone whose calendar dates vacations are given in, so that a message's moment
   * counts on the club's date whatever offset it is written in (absent: the moment's own offset).
   */
  timeZone: z.string().refine(isValidZone, 'an IANA time zone such as Europe/Berlin').optional(),
  /**
   * PYR-4: the guardian's copies of challenges and acceptances by mail: each at once (absent),
   * collected in the daily digest, or none (the guardian reads the web's due list instead).
   */
  guardianCopies: z.enum(['immediately', 'digest', 'never']).optional(),
});

export type PyramidConfig = z.infer<typeof pyramidConfigSchema>;

export const presets: Record<string, Preset> = {
  desc: {
    title: 'DESC e-mail chess pyramid',
    source:
      'Deutscher E-Mail-Schachclub, "Die ergänzenden Regelungen für die Pyramide" (2016); rules/pyramid.md',
    config: {
      eventName: 'DESC Pyramide',
      site: 'DESC e-mail',
      acceptanceDays: 14,
      officialStartDays: 14,
      objectionDays: 7,
      confirmationDays: 4,
      gameLimitMonths: 12,
      inactivityMonths: 12,
      inactivityReplyDays: 14,
      vacationAllowanceDays: 42,
      repeatOffenderForfeits: 2,
      timeZone: 'Europe/Berlin',
    },
  },
  'club-ladder': {
    title: 'Club ladder (over the board)',
    source: 'The DESC pyramid rules with periods for weekly club evenings',
    config: {
      eventName: 'Club ladder',
      site: 'Club',
      acceptanceDays: 7,
      officialStartDays: 0,
      objectionDays: 3,
      confirmationDays: 3,
      gameLimitMonths: 1,
      inactivityMonths: 6,
      inactivityReplyDays: 7,
      vacationAllowanceDays: 42,
      repeatOffenderForfeits: 2,
      timeZone: 'Europe/Berlin',
    },
  },
};

export const DEFAULT_PRESET = 'desc';

export const parseConfig = (raw: unknown, preset?: string) =>
  resolveConfig(pyramidConfigSchema, presets, DEFAULT_PRESET, raw, preset);
