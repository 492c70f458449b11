/**
 * A championship written as a tsh division (`.t`, SD-17) and read again has the same standings
 * (issue 26): every championship demo, the one with a final (SD-16) and a placement round
 * included; and a division imports under the `dm` preset to continue to round 20 and the final.
 */
import { describe, expect, it } from 'vitest';
import type { CompetitionDocument } from '../../../app/imports/document.js';
import { moment } from '../../../core/moment.js';
import { foldDocument, parsedDemo } from '../../../test-support/documents.js';
import { demos } from '../demo.js';
import { type ChampionshipState, exportTFile, makeTFile } from '../index.js';
import { tshDocument } from './tsh-import.js';

const NOW = moment('2026-12-24T12:00:00Z');

async function documentOf(id: string): Promise<CompetitionDocument> {
  const script = demos().find((d) => d.id === id);
  if (!script) throw new Error(`no demo ${id}`);
  return parsedDemo(script);
}

const headOf = (doc: CompetitionDocument) => foldDocument<ChampionshipState>(doc).state;

/** The standings as the page shows them: place and name, the record and the spread. */
function standings(doc: CompetitionDocument) {
  const head = headOf(doc);
  return doc.format.views
    .standings(head.format)
    .rows.map((r) => [r.place, head.roster.get(r.participantId)?.name, ...Object.values(r.cells)].join(' '));
}

const tshOf = (doc: CompetitionDocument) => {
  const head = headOf(doc);
  return makeTFile(exportTFile(head.format, head.roster));
};

describe('a championship as a tsh division and back (SD-17)', () => {
  it.each(demos().map((d) => d.id))('%s: export → import gives the same standings', async (id) => {
    const doc = await documentOf(id);
    const imported = tshDocument('division.t', tshOf(doc), { id: 'again' }, NOW);
    if (!imported.ok) throw new Error(imported.error.message);
    expect(standings(imported.value.document)).toEqual(standings(doc));
  });

  it('SD-16 the final’s games come back as the final: its champion first, the finalists 1 and 2', async () => {
    const doc = await documentOf('demo-championship-final');
    const text = tshOf(doc);
    expect(text).toMatch(/; final 8 9/);
    const imported = tshDocument('division.t', text, { id: 'again' }, NOW);
    if (!imported.ok) throw new Error(imported.error.message);
    const head = headOf(imported.value.document);
    expect(head.format.final?.games).toHaveLength(2);
    expect(head.format.config).toMatchObject({ rounds: 7, placementRound: true, final: { enabled: true } });
    expect(imported.value.preset).toBe('dm');
  });

  it('imports a division under --preset dm, to continue to round 20 and the final', async () => {
    const doc = await documentOf('demo-championship-swiss');
    const imported = tshDocument('division.t', tshOf(doc), { id: 'dm', preset: 'dm' }, NOW);
    if (!imported.ok) throw new Error(imported.error.message);
    expect(headOf(imported.value.document).format.config).toMatchObject({ rounds: 20, candidatesRound: 20 });
  });
});
