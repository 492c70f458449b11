/**
 * A player's FIDE data as TRF-16 writes it in a player line (C.04 Annex 2: sex column 10, title
 * 11–13, federation 54–56, FIDE id 58–68, birth date 70–79) and as a Swiss stores it
 * (`PlayerDetails`): `parseFideData` reads the columns and names the column of a value it cannot
 * keep, `makeFideData` writes them back. Titles are written in TRF-16's letters (`g` GM, `m` IM,
 * `wg` WGM, `f` FM, `wm` WIM, `c` CM, `wf` WFM, `wc` WCM) and read in those or in full. Pure.
 */
import type { TrfPlayer } from '../../../core/trf.js';
import type { PlayerDetails } from '../events.js';

const TITLE_LETTERS = {
  GM: 'g',
  IM: 'm',
  WGM: 'wg',
  FM: 'f',
  WIM: 'wm',
  CM: 'c',
  WFM: 'wf',
  WCM: 'wc',
} as const satisfies Record<NonNullable<PlayerDetails['title']>, string>;

type Title = keyof typeof TITLE_LETTERS;

const TITLE_OF: ReadonlyMap<string, Title> = new Map(
  Object.entries(TITLE_LETTERS).flatMap(([title, letters]) => [
    [letters, title as Title],
    [title.toLowerCase(), title as Title],
  ]),
);

/** The FIDE data of a player line, as the Swiss keeps it (the rating stays the roster's). */
export type FideData = Omit<PlayerDetails, 'rating'>;

/** A value of a player line the Swiss cannot keep: its column and why. */
export interface FideDataProblem {
  readonly column: number;
  readonly message: string;
}

/** TRF's `1990/04/17` (or the year alone) as `1990-04-17`. */
function birthDateOf(text: string): string | null {
  const m = /^(\d{4})(?:[/-](\d{2})[/-](\d{2}))?$/.exec(text);
  if (!m) return null;
  return m[2] === undefined ? (m[1] as string) : `${m[1]}-${m[2]}-${m[3]}`;
}

export function parseFideData(p: TrfPlayer): { data: FideData } | { problem: FideDataProblem } {
  const title = p.title === '' ? undefined : TITLE_OF.get(p.title.toLowerCase());
  if (p.title !== '' && title === undefined)
    return {
      problem: { column: 11, message: `"${p.title}" is not a FIDE title (g, m, wg, f, wm, c, wf, wc)` },
    };
  const federation = p.federation.toUpperCase();
  if (p.federation !== '' && !/^[A-Z]{3}$/.test(federation))
    return { problem: { column: 54, message: `"${p.federation}" is not a federation's three letters` } };
  if (p.fideId !== '' && !/^\d{1,11}$/.test(p.fideId))
    return { problem: { column: 58, message: `"${p.fideId}" is not a FIDE id (digits)` } };
  const birthDate = p.birthDate === '' ? undefined : birthDateOf(p.birthDate);
  if (birthDate === null)
    return {
      problem: { column: 70, message: `"${p.birthDate}" is not a birth date (YYYY/MM/DD or the year)` },
    };
  return {
    data: {
      ...(p.fideId !== '' ? { fideId: p.fideId } : {}),
      ...(federation !== '' ? { federation } : {}),
      ...(title ? { title } : {}),
      ...(birthDate ? { birthDate } : {}),
      ...(p.sex !== '' ? { sex: p.sex === 'w' ? ('f' as const) : ('m' as const) } : {}),
    },
  };
}

/** The columns of a player line for the data kept (`personal`: FIDE id, birth date and sex too). */
export function makeFideData(
  data: FideData,
  personal: boolean,
): Pick<TrfPlayer, 'sex' | 'title' | 'federation' | 'fideId' | 'birthDate'> {
  return {
    sex: personal && data.sex ? (data.sex === 'f' ? 'w' : 'm') : '',
    title: data.title ? TITLE_LETTERS[data.title] : '',
    federation: data.federation ?? '',
    fideId: personal ? (data.fideId ?? '') : '',
    birthDate: personal && data.birthDate ? data.birthDate.replaceAll('-', '/') : '',
  };
}

/** Whether a player line carries any FIDE data. */
export const hasFideData = (data: FideData): boolean => Object.keys(data).length > 0;
