/**
 * Due lists for people (issue 15, item 4) over HTTP on real SQLite: the pyramid's overdue
 * acceptance (PYR-4) on the due tab and the dashboard with names, the deadline in words in the
 * club's zone and the reader's language, and a link to the guardian's desk with the player
 * chosen; items without participants end without an empty colon; game ids in words.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../app/i18n.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import { moment } from '../../core/moment.js';
import type { Lang } from '../../core/types.js';
import { textOf } from '../../test-support/page-text.js';
import { pyramidClub } from '../../test-support/pyramid-web.js';
import { webCatalog } from '../texts/catalog.js';
import { DueList, dueText, isDirectorTask } from './due.js';

const club = await pyramidClub();
afterAll(() => club.close());

const ID = 'due-pyr';
await club.ladder(
  ID,
  [
    { id: 'anna-koch', name: 'Anna Koch' },
    { id: 'vera-herrmann', name: 'Vera Herrmann' },
    { id: 'bernd-stein', name: 'Bernd Stein' },
    { id: 'olga-meier', name: 'Olga Meier' },
  ],
  'olga-meier',
);
// PYR-4: Olga (level 3) challenges Vera (level 2); Vera does not accept within 14 days.
await club.run(
  ID,
  {
    type: 'IssueChallenge',
    challenger: 'olga-meier',
    targets: [{ player: 'vera-herrmann' }],
    firstMove: '1.e4',
  },
  '2026-10-01T10:15:00+02:00',
);
const overdue = async () => {
  const loaded = await club.competitions.load(ID);
  if (!loaded) throw new Error(`no competition ${ID}`);
  const state = await club.competitions.stateAt(loaded, club.clock.now());
  const items = loaded.format.views.due(state, club.clock.now());
  const item = items.find((d) => d.code === 'pyr.due.acceptance-overdue');
  if (!item) throw new Error(`no overdue acceptance among ${items.map((d) => d.code).join(', ')}`);
  return item;
};
const byWords = async (lang: Lang) =>
  momentText(lang, DEFAULT_ZONE, club.clock.now()).moment((await overdue()).due);

describe('due items in words (issue 15, item 4)', () => {
  it('PYR-4 the due tab names the players and writes the deadline in words, in every language', async () => {
    const sentences: Record<Lang, string> = {
      en: 'Vera Herrmann did not accept the challenge of Olga Meier by',
      de: 'Vera Herrmann hat die Herausforderung von Olga Meier bis',
      nl: 'Vera Herrmann heeft de uitdaging van Olga Meier niet',
    };
    for (const lang of ['en', 'de', 'nl'] as const) {
      const { res, html } = await club.director.page(`/c/${ID}/due?lang=${lang}`);
      expect(res.status).toBe(200);
      const text = textOf(html);
      expect(text).toContain(sentences[lang]);
      expect(text).toContain(await byWords(lang));
      expect(text).not.toMatch(/vera-herrmann|olga-meier/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    }
  });

  it('links each item to the form that resolves it, with the player chosen', async () => {
    const { html } = await club.director.page(`/c/${ID}/due?lang=en`);
    const href = `/c/${ID}/act?for=vera-herrmann#pyr-desk`;
    expect(html).toContain(`<a class="button" href="${href}">Resolve</a>`);
    const desk = await club.director.page(href.replace(/#.*/, ''));
    expect(desk.res.status).toBe(200);
    // The guardian's desk opens with Vera's forms: her acceptance of Olga's challenge.
    expect(desk.html).toMatch(/<option value="vera-herrmann" selected/);
    expect(textOf(desk.html)).toContain('Olga Meier');
  });

  it('the dashboard shows the same items in words, with buttons', async () => {
    const { res, html } = await club.director.page('/dashboard?lang=en');
    expect(res.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(
      `Vera Herrmann did not accept the challenge of Olga Meier by ${await byWords('en')}`,
    );
    expect(html).toContain(`href="/c/${ID}/act?for=vera-herrmann#pyr-desk"`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    // The player sees his own item, linked to his own forms.
    const player = textOf((await club.player.page('/dashboard?lang=en')).html);
    expect(player).toContain('Vera Herrmann did not accept the challenge of Olga Meier');
  });
});

describe('due sentences', () => {
  const reader = (lang: Lang, format: string) => ({
    t: createTranslator(webCatalog, lang),
    roster: new Map([
      ['a', { id: 'a', name: 'Anna de Vries' }],
      ['b', { id: 'b', name: 'Bram Jansen' }],
    ]),
    audience: 'director' as const,
    when: momentText(lang, 'Europe/Amsterdam', moment('2026-03-20T12:00:00+01:00')),
    competitionId: 'c',
    format,
    state: undefined,
    isDirector: true,
  });
  const at = moment('2026-03-27T10:15:00+01:00');

  it('never ends in an empty colon, and says the round where the text does not', () => {
    const open = {
      code: 'due.hl.evening-open',
      severity: 'due' as const,
      due: at,
      participantIds: [],
      message: '',
    };
    expect(dueText({ ...open, params: { evening: 3 } }, reader('nl', 'handicap-league'))).toBe(
      'Speelavond 3 · Speelavond nog open',
    );
    const pair = {
      code: 'champ.due.pair-round',
      severity: 'due' as const,
      due: at,
      participantIds: [],
      message: '',
    };
    expect(dueText({ ...pair, params: { round: 20 } }, reader('en', 'championship'))).toBe('Pair round 20');
  });

  it('names the players of a game once, after the text', () => {
    const missing = {
      code: 'keizer.due.result-missing',
      severity: 'due' as const,
      due: at,
      participantIds: ['a', 'b'],
      message: '',
      params: { round: 3 },
    };
    expect(dueText(missing, reader('de', 'keizer'))).toBe(
      'Runde 3 · Ergebnis fehlt: Anna de Vries – Bram Jansen',
    );
  });

  it('shows a player no button to resolve a director’s task, and the director one (issue 25)', async () => {
    const late = {
      code: 'keizer.due.late-notice',
      severity: 'due' as const,
      due: at,
      participantIds: ['a'],
      message: '',
      params: { round: 3 },
    };
    expect(isDirectorTask(late)).toBe(true);
    expect(isDirectorTask({ ...late, code: 'pyr.due.acceptance' })).toBe(false);
    const html = async (isDirector: boolean) =>
      String(
        await (<DueList items={[late]} reader={{ ...reader('en', 'keizer'), isDirector }} />).toString(),
      );
    expect(await html(true)).toContain('Resolve');
    const player = await html(false);
    expect(player).toContain('Late absence notice');
    expect(player).not.toContain('Resolve');
  });
});
