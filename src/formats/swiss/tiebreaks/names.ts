/**
 * The tie-breaks a Swiss may choose (FIDE C.07), by id: the config's vocabulary; and the editions of
 * C.07 16 a competition is scored by. Imports nothing.
 */
export const TIE_BREAKS = [
  'buchholz',
  'buchholz-cut1',
  'buchholz-cut2',
  'buchholz-median1',
  'sonneborn-berger',
  'direct-encounter',
  'wins',
  'won',
  'games-black',
  'wins-black',
  'aro',
  'aro-cut1',
  'tpr',
  'progressive',
  'progressive-cut1',
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

/**
 * The editions of C.07 16 (unplayed rounds), oldest first. A competition keeps the edition it began
 * with: the Swiss's rule version picks it (formats/swiss/index.ts), so its values never change
 * under it.
 */
export const TIE_BREAK_EDITIONS = ['c07-2023', 'c07-2026'] as const;
export type TieBreakEdition = (typeof TIE_BREAK_EDITIONS)[number];
export const CURRENT_TIE_BREAK_EDITION: TieBreakEdition = 'c07-2026';
