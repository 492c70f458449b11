/**
 * Plain-text tables for people at a terminal (the `--json` flag gives scripts the data instead).
 */

export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ('left' | 'right')[] = [],
): string {
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const pad = (text: string, i: number) => {
    const gap = ' '.repeat((widths[i] ?? 0) - width(text));
    return align[i] === 'right' ? gap + text : text + gap;
  };
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => pad(c, i))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Display width: counts characters, not UTF-16 units (names with umlauts, ½). */
const width = (text: string): number => [...text].length;
