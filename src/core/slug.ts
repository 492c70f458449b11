/**
 * A competition's short name in addresses (`/c/<slug>`) made from its name (issue 25.9): lower
 * case, umlauts spelled out (ä → ae, ß → ss), other accents dropped, every other run of characters
 * one "-", at most 63 characters — what `COMPETITION_ID_PATTERN` takes. Self-contained (no
 * imports, nothing outside it): the page's script runs this very function to show it live.
 */
export function slugOf(name: string): string {
  const spelled: Record<string, string> = {
    ä: 'ae',
    ö: 'oe',
    ü: 'ue',
    ß: 'ss',
    æ: 'ae',
    œ: 'oe',
    ø: 'o',
    ł: 'l',
    đ: 'd',
    ð: 'd',
    þ: 'th',
    ı: 'i',
  };
  return name
    .toLowerCase()
    .replace(/[äöüßæœøłđðþı]/g, (ch) => spelled[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/** The `n`th candidate for a name whose slug is taken: `base`, then `base-2`, `base-3` … within 63 characters. */
export function slugCandidate(base: string, n: number): string {
  const stem = base || 'competition';
  if (n <= 1) return stem;
  const suffix = `-${n}`;
  return `${stem.slice(0, 63 - suffix.length).replace(/-+$/, '')}${suffix}`;
}
