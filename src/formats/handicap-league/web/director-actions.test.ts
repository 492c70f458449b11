/**
 * The director's tools on the "act" page, over HTTP, on the demo league's running evening: results,
 * a game with an agreed handicap (HL-9), closing with the lot drawn by the app (HL-6, HL-7),
 * opening the next evening, check-in, corrections and removals with reasons, a late game (HL-7
 * recomputed), newcomers with ranks (HL-2), a new real rank (HL-3), taking out and returning
 * (HL-11), modifier and points overrides. Bad input shows field errors in the director's language
 * and writes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LEAGUE, leagueApp, TONIGHT } from '../../../test-support/handicap-league-web.js';
import { flashText, textOf } from '../../../test-support/page-text.js';
import { browser } from '../../../test-support/server.js';

const league = await leagueApp();
afterAll(league.close);

const actText = async () => textOf((await league.director.page(`/c/${LEAGUE}/act`)).html);
const events = async () => await league.competitions.store.readEvents(LEAGUE);
const lastEvent = async () => (await events()).at(-1);
const act = (fields: Record<string, string>) => league.act(league.director, fields);
const pair = (a: string, b: string, evening = TONIGHT) => ({ evening, 'players.0': a, 'players.1': b });
/** The "start another game" form for p4 – p7 with the handicap chosen and the note given. */
const startP4P7 = (handicap: string, note: string) => ({
  type: 'StartGame',
  _form: 'start',
  ...pair('p4', 'p7'),
  handicap,
  note,
});

/** Submits the director's form for a command, expects it to pass, and gives back the page. */
async function accepted(type: string, form: string, fields: Record<string, string>) {
  const { res, html } = await act({ type, _form: form, ...fields });
  expect(res.status).toBe(200);
  return html;
}

/** Submits, expects the refusal with its status, and that nothing was written. */
async function refused(fields: Record<string, string>, status: number, b = league.director) {
  const before = await league.events();
  const { res, html } = await league.act(b, fields);
  expect(res.status).toBe(status);
  expect(await league.events()).toBe(before);
  return { html, text: textOf(html) };
}

describe('the director’s evening', () => {
  it('shows the games in progress with result buttons under real names, proposals and the close', async () => {
    const text = await actText();
    expect(text).toContain(
      'The evening Evening Thu, 19 Feb 2026 is running since 19:00: 9 present, 2 games in progress.',
    );
    expect(text).toMatch(
      /Board 5 Kenji Mori 3 Dan\+VI – Hanna Weber 1 Dan-I .* Kenji Mori won Hanna Weber won Draw/,
    );
    expect(text).toMatch(
      /Proposed next games Lukas Schmidt 4 Kyu – Aylin Demir 5 Kyu Lance .* Start the game/,
    );
    expect(text).toContain('Close the evening 2 games are still in progress');
    expect(text).toContain('Leave empty: the app draws the lot for ties and records it.');
  });

  it('HL-9 a game with an agreed handicap other than the table’s needs a note saying which', async () => {
    const german = browser(league.app);
    await german.signIn('director@demo.arbiter', 'demo-director');
    const before = await league.events();
    const { res, html } = await german.submit(
      `/c/${LEAGUE}/act?lang=de`,
      `/c/${LEAGUE}/commands`,
      startP4P7('other', ''),
    );
    expect(res.status).toBe(422);
    expect(html).toMatch(
      /id="hl-start-note-error" class="field-error">Bitte in der Notiz angeben, welche Vorgabe die Spieler vereinbart haben\./,
    );
    expect(html).toMatch(/<details open="">\s*<summary>Eine andere Partie beginnen/);
    expect(await league.events()).toBe(before);
  });

  it('HL-9 records the agreed handicap on the game, with the table’s beside it', async () => {
    const { res } = await act(startP4P7('even', 'asked for an even game'));
    expect(res.status).toBe(200);
    expect((await lastEvent())?.payload).toMatchObject({
      uwate: 'p4',
      shitate: 'p7',
      table: 'lance',
      handicap: 'even',
      note: 'asked for an even game',
    });
    const board = textOf((await league.public.page(`/c/${LEAGUE}/t/tonight`)).html);
    expect(board).toContain(
      'Even game 平手 hirate (asked for an even game) Agreed handicap; the table gives Lance',
    );
  });

  it('HL-8 the same pair twice is refused with the reason, under real names for the director', async () => {
    const { text } = await refused({ type: 'StartGame', _form: 'start-p1-p2', ...pair('p1', 'p2') }, 422);
    expect(text).toContain(
      'Hanna Weber and Jonas Becker have met on evening 2026-02-19 already: each pair plays once per evening.',
    );
  });

  it('HL-7 the evening cannot close while games run; the reason names them', async () => {
    const { text } = await refused({ type: 'CloseEvening', _form: 'close', evening: TONIGHT, seed: '' }, 422);
    expect(text).toContain(
      'Evening 2026-02-19 still has games without a result (Kenji Mori – Hanna Weber, Mei Tanaka – Jonas Becker, Lukas Schmidt – Aylin Demir)',
    );
  });

  it('HL-6/HL-7 enters the results and closes the evening with a lot drawn by the app', async () => {
    for (const [a, b, winner] of [
      ['p11', 'p1', 'p1'],
      ['p3', 'p2', '_null'],
      ['p4', 'p7', 'p4'],
    ] as const) {
      await accepted('ReportResult', `result-${a}-${b}-${winner}`, { ...pair(a, b), winner });
    }
    const html = await accepted('CloseEvening', 'close', { evening: TONIGHT, seed: '' });
    expect(flashText(html)).toBe('Evening closed');
    const closed = await lastEvent();
    expect(closed).toMatchObject({ type: 'EveningClosed', payload: { evening: TONIGHT } });
    expect(closed?.payload).toMatchObject({ seed: expect.stringMatching(/^lot-[0-9a-f]{24}$/) });
    const evenings = textOf((await league.public.page(`/c/${LEAGUE}/t/evenings`)).html);
    expect(evenings).toContain(
      'Evening Thu, 19 Feb 2026 #7 19:00–20:30, 7 games Kenji Mori moved one league rank up (modifier now +VII) Clara Fischer moved one league rank down (modifier now −II)',
    );
    expect(textOf((await league.public.page(`/c/${LEAGUE}/t/tonight`)).html)).toContain(
      'No evening is running.',
    );
  });

  it('opens the next evening: the date names it, and a name used before is a field error', async () => {
    const { html } = await refused({ type: 'OpenEvening', _form: 'open', evening: '' }, 422);
    expect(html).toMatch(
      /id="hl-open-evening-error" class="field-error">There already was an evening 2026-02-19; name this one differently\./,
    );
    await accepted('OpenEvening', 'open', { evening: 'blitz-night' });
    expect((await lastEvent())?.payload).toEqual({ evening: 'blitz-night' });
  });

  it('the generated forms stay the complete fallback: players as two choices, errors beside them', async () => {
    const { html } = await refused(
      { type: 'StartGame', evening: 'blitz-night', 'players.0': 'p3', 'players.1': 'p3' },
      422,
    );
    expect(html).toMatch(/<details open="">\s*<summary>Start a game<\/summary>/);
    expect(html).toMatch(/id="c-StartGame-players-error" class="field-error">Choose two different players\./);
    expect(textOf(html)).toContain('Please correct the marked fields (1).');
  });

  it('checks players in with one tap each', async () => {
    const text = await actText();
    expect(text).toContain('Check in (11 not here)');
    await accepted('CheckIn', 'CheckIn-p3', { evening: 'blitz-night', participant: 'p3' });
    expect(await lastEvent()).toMatchObject({ type: 'PlayerCheckedIn', payload: { participant: 'p3' } });
    expect(await actText()).toContain('Present (1)');
  });
});

describe('the director’s corrections', () => {
  it('a correction without a reason is a field error; nothing is written', async () => {
    const { html } = await refused(
      {
        type: 'CorrectGame',
        _form: 'correct-p4-p7',
        ...pair('p4', 'p7'),
        winner: 'p7',
        handicap: '',
        note: '',
        reason: '',
      },
      400,
    );
    expect(html).toMatch(/id="hl-correct-p4-p7-reason-error" class="field-error">Required\./);
    expect(html).toMatch(/<details id="hl-corrections" open="">/);
  });

  it('corrects a result to a draw, keeping the reason in the history', async () => {
    await accepted('CorrectGame', 'correct-p4-p7', {
      ...pair('p4', 'p7'),
      winner: '_null',
      handicap: '',
      note: '',
      reason: 'both signed a draw on the score sheet',
    });
    const last = await lastEvent();
    expect(last).toMatchObject({
      type: 'ResultReported',
      payload: { winner: null },
      reason: 'both signed a draw on the score sheet',
    });
    expect(last?.supersedes).toHaveLength(1);
    expect(textOf((await league.director.page(`/c/${LEAGUE}/history`)).html)).toContain(
      'Reason: both signed a draw on the score sheet',
    );
  });

  it('offers the games of any evening and removes one, with a reason', async () => {
    const page = textOf((await league.director.page(`/c/${LEAGUE}/act?evening=2026-01-08`)).html);
    expect(page).toContain('Marta Nowak – Timo Braun : Nine pieces');
    await accepted('RemoveGame', 'remove-p9-p10', {
      ...pair('p9', 'p10', '2026-01-08'),
      reason: 'never played: a mix-up on the score sheet',
    });
    expect(await lastEvent()).toMatchObject({
      type: 'EventVoided',
      reason: 'never played: a mix-up on the score sheet',
    });
  });

  it('HL-7 a game entered late into a closed evening says which later closes changed', async () => {
    // Kitsune was the bottom of that evening; with this win Timo Braun is.
    const html = await accepted('RecordGame', 'record', {
      ...pair('p1', 'p10', '2026-01-08'),
      winner: 'p1',
      handicap: '',
      note: '',
    });
    expect(await lastEvent()).toMatchObject({ type: 'GameRecorded', at: '2026-01-08T22:29:59+01:00' });
    expect(flashText(html)).toMatch(
      /^Game recorded: Hanna Weber – Timo Braun Entered late: .*Evening closed \(Thu 8 January, 22:30\): its effect changed$/,
    );
    expect(textOf((await league.public.page(`/c/${LEAGUE}/t/evenings?all=1`)).html)).toContain(
      'Timo Braun moved one league rank down (modifier now −I)',
    );
  });
});

describe('the director’s players', () => {
  it('HL-2/HL-10 registers a newcomer with an alias and a rank; an unreadable rank is a field error', async () => {
    const { html } = await refused(
      {
        type: 'RegisterParticipant',
        _form: 'register',
        'participant.name': 'Nora Klein',
        'participant.alias': 'Tokumei',
        'participant.attributes.fesaRank': '',
        'participant.attributes.nsrRank': '',
        'participant.attributes.estimatedRank': '6 Kuy',
      },
      400,
    );
    expect(html).toMatch(
      /id="hl-register-participant-attributes-estimatedRank-error" class="field-error">“6 Kuy” is not a rank such as 3 Kyu or 1 Dan\./,
    );
    await accepted('RegisterParticipant', 'register', {
      'participant.name': 'Nora Klein',
      'participant.alias': 'Tokumei',
      'participant.attributes.fesaRank': '',
      'participant.attributes.nsrRank': '',
      'participant.attributes.estimatedRank': '6 Kyu',
    });
    expect((await lastEvent())?.payload).toEqual({
      participant: {
        id: 'p13',
        name: 'Nora Klein',
        alias: 'Tokumei',
        attributes: { estimatedRank: '6 Kyu' },
      },
    });
    expect(textOf((await league.public.page(`/c/${LEAGUE}/t/players?p=p13`)).html)).toContain(
      'Tokumei Rank 6 Kyu',
    );
  });

  it('a name is required, in the director’s language', async () => {
    const dutch = browser(league.app);
    await dutch.signIn('director@demo.arbiter', 'demo-director');
    await dutch.page(`/c/${LEAGUE}/act?lang=nl`);
    const { html } = await refused(
      { type: 'RegisterParticipant', _form: 'register', 'participant.name': '' },
      400,
      dutch,
    );
    expect(html).toMatch(/id="hl-register-participant-name-error" class="field-error">Verplicht\./);
  });

  it('HL-3 a new real rank keeps the league rank: the modifier takes up the difference', async () => {
    const form = (await league.director.page(`/c/${LEAGUE}/act?edit=p9`)).html;
    expect(form).toMatch(/id="hl-update-participant-name" name="participant.name"[^>]* value="Marta Nowak"/);
    expect(form).toMatch(/id="hl-update-participant-attributes-nsrRank"[^>]* value="3 Kyu"/);
    await accepted('UpdateParticipant', 'update', {
      'participant.id': 'p9',
      'participant.name': 'Marta Nowak',
      'participant.alias': '',
      'participant.attributes.fesaRank': '2 Kyu',
      'participant.attributes.nsrRank': '3 Kyu',
      'participant.attributes.estimatedRank': '',
    });
    const page = textOf((await league.public.page(`/c/${LEAGUE}/t/players?p=p9`)).html);
    expect(page).toContain('Rank 2 Kyu-II Real rank 2 Kyu (FESA)');
  });

  it('HL-11 takes a player out with a reason, and returns him', async () => {
    await accepted('TakeOutPlayer', 'take-out', { participant: 'p6', reason: 'moved to Hamburg' });
    expect(textOf((await league.public.page(`/c/${LEAGUE}/t/archive`)).html)).toContain('Felix Hoffmann');
    expect(await actText()).toMatch(/Return a player to the ranking .*Felix Hoffmann 8 Kyu-I Return/);
    await act({ type: 'ReturnPlayer', _form: 'return-p6', participant: 'p6' });
    expect(await lastEvent()).toMatchObject({ type: 'PlayerReturned', payload: { participant: 'p6' } });
  });

  it('HL-3 corrects a modifier and adjusts league points, each with a reason', async () => {
    await refused(
      { type: 'CorrectModifier', _form: 'modifier', participant: 'p8', modifier: '-1', reason: '' },
      400,
    );
    await accepted('CorrectModifier', 'modifier', {
      participant: 'p8',
      modifier: '-1',
      reason: 'paper ranking',
    });
    await accepted('AdjustLeaguePoints', 'points', { participant: 'p8', points: '2', reason: 'forfeit win' });
    const page = textOf((await league.director.page(`/c/${LEAGUE}/t/players?p=p8`)).html);
    expect(page).toContain('Modifier corrected by the director: −III → −I');
    expect(page).toContain('League points adjusted by the director: +2');
  });

  it('a player cannot use the director’s tools', async () => {
    await refused({ type: 'OpenEvening', _form: 'open', evening: 'mine' }, 403, league.player);
    expect(textOf((await league.player.page(`/c/${LEAGUE}/act`)).html)).not.toContain('Register a newcomer');
  });
});
