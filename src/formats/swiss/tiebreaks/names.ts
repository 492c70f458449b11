/** The tie-breaks a Swiss may choose (FIDE C.07), by id: the config's vocabulary, importing nothing. */
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
