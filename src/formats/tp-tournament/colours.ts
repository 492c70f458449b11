/**
 * TX-9 colours. Each player names a first and a second choice of the four colours. Both play
 * their first choice if these differ, else their second choices if these differ, else the two
 * remaining colours are drawn for them. A player who named no choice cannot keep the opponent
 * from his first choice: he gets a drawn colour (decision, as the seed's table-game rules do).
 * Draws use a lot seeded with the stage's recorded seed and the game id, so every game's draw
 * can be replayed.
 */
import { z } from 'zod';
import { type LotRecord, replayLot } from '../../core/lot.js';
import type { Pair } from './result.js';

export const COLOURS = ['red', 'yellow', 'green', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];

export const colourSchema = z.enum(COLOURS);

export interface ColourChoice {
  readonly first: Colour;
  readonly second: Colour;
}

/** How a side's colour was found; `override` when the director set it (TX-14). */
export type ColourRule = 'first' | 'second' | 'drawn' | 'override';

export interface ColourAssignment {
  readonly colours: Pair<Colour>;
  readonly rules: Pair<ColourRule>;
}

export function assignColours(
  a: ColourChoice | undefined,
  b: ColourChoice | undefined,
  drawn: LotRecord,
): ColourAssignment {
  if (a && b) {
    if (a.first !== b.first) return { colours: [a.first, b.first], rules: ['first', 'first'] };
    if (a.second !== b.second) return { colours: [a.second, b.second], rules: ['second', 'second'] };
    const [x, y] = replayLot(drawn).shuffle(COLOURS.filter((c) => c !== a.first && c !== a.second));
    return { colours: [x as Colour, y as Colour], rules: ['drawn', 'drawn'] };
  }
  const lot = replayLot(drawn);
  if (a)
    return { colours: [a.first, lot.pick(COLOURS.filter((c) => c !== a.first))], rules: ['first', 'drawn'] };
  if (b)
    return { colours: [lot.pick(COLOURS.filter((c) => c !== b.first)), b.first], rules: ['drawn', 'first'] };
  const [x, y] = lot.shuffle(COLOURS);
  return { colours: [x as Colour, y as Colour], rules: ['drawn', 'drawn'] };
}
