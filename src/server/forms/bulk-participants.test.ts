/**
 * Adding many participants at once (issue 15, item 8) over HTTP on a real SQLite database: a
 * pasted list is previewed and, confirmed, added in one write; a bad line blocks everything and
 * is named by its number; a CSV file with a header row is read; the texts come in German.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { EXCHANGED_FIELDS } from '../../test-support/builders.js';
import { textOf } from '../../test-support/page-text.js';
import { demoClub } from '../../test-support/server.js';

const club = await demoClub();
afterAll(() => club.close());

let made = 0;
/** A fresh competition without participants, directed by the demo director. */
async function fresh(): Promise<string> {
  const id = `bulk-${++made}`;
  await club.competition({ id, name: `Bulk ${made}`, format: 'round-robin', participants: [] }, undefined);
  return id;
}

const rosterOf = async (id: string) => [
  ...((await club.competitions.load(id))?.head.state.roster.values() ?? []),
];

describe('adding many participants at once', () => {
  it('previews a list pasted from a spreadsheet (tabs) and, confirmed, adds every line in one write', async () => {
    const id = await fresh();
    const before = (await club.events(id)).length;
    const list = 'Anna de Vries\t1850\nBram Jansen\t1720\n\nCor Bakker\t1600\tcor@example.org\nDirk Smit';
    const preview = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list,
      },
    );
    expect(preview.res.status).toBe(200);
    const text = textOf(preview.html);
    expect(text).toContain('4 participants will be added');
    for (const name of ['Anna de Vries', 'Bram Jansen', 'Cor Bakker', 'Dirk Smit'])
      expect(text).toContain(name);
    // Nothing is written by the preview.
    expect(await rosterOf(id)).toEqual([]);
    const confirmed = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list,
        confirm: 'true',
      },
    );
    // Cor was invited: the answer shows his invitation's link once, to copy (issue 25).
    expect(confirmed.res.status).toBe(200);
    expect(textOf(confirmed.html)).toContain('4 participants added');
    expect(confirmed.html).toMatch(/value="http:\/\/arbiter\.test\/invite\/[\w-]+"/);
    expect(confirmed.html).toContain(`href="/c/${id}/act"`);
    const roster = await rosterOf(id);
    expect(roster.map((p) => [p.name, p.rating])).toEqual([
      ['Anna de Vries', 1850],
      ['Bram Jansen', 1720],
      ['Cor Bakker', 1600],
      ['Dirk Smit', undefined],
    ]);
    // One write: the four registrations follow the log as it was, one event each.
    const events = await club.events(id);
    expect(events.slice(before).map((e) => e.type)).toEqual(Array(4).fill('ParticipantRegistered'));
  });

  it('names the bad lines and adds nobody', async () => {
    const id = await fresh();
    const list =
      'Anna de Vries, 1850\nBram Jansen, 1720\nCor Bakker, 1600\nDirk Smit, abc\nEva, 1500, not-a-mail';
    const answer = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list,
        confirm: 'true',
      },
    );
    expect(answer.res.status).toBe(400);
    const text = textOf(answer.html);
    expect(text).toContain('Line 4: rating “abc” is not a number');
    expect(text).toContain('Line 5: “not-a-mail” is not an e-mail address');
    // The list is kept in the form to be corrected.
    expect(answer.html).toContain('Dirk Smit, abc');
    expect(await rosterOf(id)).toEqual([]);
  });

  it('refuses a name that is already taken, by its line', async () => {
    const id = await fresh();
    await club.run(id, { type: 'RegisterParticipant', participant: { name: 'Anna de Vries' } });
    const answer = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: 'Bram Jansen\nanna de vries',
      },
    );
    expect(answer.res.status).toBe(400);
    expect(textOf(answer.html)).toContain('Line 2: “anna de vries” is already a participant or on the list');
    expect((await rosterOf(id)).map((p) => p.name)).toEqual(['Anna de Vries']);
  });

  it('reads an uploaded CSV file with a header row', async () => {
    const id = await fresh();
    const page = await club.director.page(`/c/${id}/participants?lang=en`);
    const body = new FormData();
    body.set('_csrf', club.director.csrfOf(page.html));
    body.set('list', '');
    const csv = 'Name;Rating;E-mail\n"Vries, Anna de";1850;\nBram Jansen;;\n';
    body.set('file', new File([csv], 'players.csv', { type: 'text/csv' }));
    const res = await club.director.get(`/c/${id}/participants?lang=en`, { method: 'POST', body });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain('2 participants will be added');
    expect(textOf(html)).toContain('Vries, Anna de');
    // The file's text is carried to the confirmation.
    const confirmed = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: csv,
        confirm: 'true',
      },
    );
    expect(confirmed.res.status).toBe(303);
    expect((await rosterOf(id)).map((p) => [p.name, p.rating])).toEqual([
      ['Vries, Anna de', 1850],
      ['Bram Jansen', undefined],
    ]);
  });

  it('reads the participant attributes the format knows from the header, in any case', async () => {
    const id = 'bulk-tp';
    const created = await club.competitions.create({
      id,
      clubId: 'demo-club',
      name: 'Tantrix',
      format: 'tp-tournament',
    });
    expect(created.ok).toBe(true);
    const csv = 'name,LOBBYRATING\nAnna de Vries,1510\nBram Jansen,\n';
    const preview = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: csv,
      },
    );
    expect(preview.res.status).toBe(200);
    // The format's own column by its name in words, its values in it.
    expect(preview.html).toMatch(/<th scope="col">Lobby rating<\/th>/);
    expect(textOf(preview.html)).not.toContain('lobbyRating:');
    expect(preview.html).toMatch(/<td>Anna de Vries<\/td>(<td>[^<]*<\/td>){2}<td>1510<\/td>/);
    const german = await club.director.submit(
      `/c/${id}/participants?lang=de`,
      `/c/${id}/participants?lang=de`,
      { list: csv },
    );
    expect(german.html).toMatch(/<th scope="col">Lobbywertung<\/th>/);
    await club.director.submit(`/c/${id}/participants?lang=en`, `/c/${id}/participants?lang=en`, {
      list: csv,
      confirm: 'true',
    });
    expect((await rosterOf(id)).map((p) => [p.name, p.attributes])).toEqual([
      ['Anna de Vries', { lobbyRating: '1510' }],
      ['Bram Jansen', undefined],
    ]);
  });

  it('says when the encoding of an uploaded file was guessed, and which', async () => {
    const id = await fresh();
    const page = await club.director.page(`/c/${id}/participants?lang=en`);
    const upload = async (bytes: Uint8Array, lang: string) => {
      const body = new FormData();
      body.set('_csrf', club.director.csrfOf(page.html));
      body.set('list', '');
      body.set('file', new File([bytes], 'players.csv', { type: 'text/csv' }));
      const res = await club.director.get(`/c/${id}/participants?lang=${lang}`, { method: 'POST', body });
      return textOf(await res.text());
    };
    // "José Müller" as a spreadsheet in Windows-1252 saves it: no mark, not UTF-8.
    const latin = Uint8Array.from(
      [...'name\nJos', 0xe9, ...' M', 0xfc, ...'ller\n'].map((c) =>
        typeof c === 'number' ? c : c.charCodeAt(0),
      ),
    );
    const guessed = await upload(latin, 'en');
    expect(guessed).toContain('José Müller');
    expect(guessed).toContain('it was read as windows-1252');
    expect(await upload(latin, 'nl')).toContain('het is gelezen als windows-1252');
    // A file in UTF-8 says nothing about its encoding.
    expect(await upload(new TextEncoder().encode('name\nJosé Müller\n'), 'en')).not.toContain('read as');
  });

  it('names an unknown column of the header', async () => {
    const id = await fresh();
    const answer = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: 'name,rating,shoe size\nAnna,1800,42',
      },
    );
    expect(answer.res.status).toBe(400);
    expect(textOf(answer.html)).toContain('Line 1: there is no column “shoe size”');
  });

  it('speaks German', async () => {
    const id = await fresh();
    const form = await club.director.page(`/c/${id}/participants?lang=de`);
    expect(textOf(form.html)).toContain('Viele Teilnehmer hinzufügen');
    const answer = await club.director.submit(
      `/c/${id}/participants?lang=de`,
      `/c/${id}/participants?lang=de`,
      {
        list: 'Anna de Vries; 1850\nBram Jansen; zwölf',
      },
    );
    expect(textOf(answer.html)).toContain('Zeile 2: Wertung „zwölf“ ist keine Zahl von 0 bis 4000');
    const ok = await club.director.submit(`/c/${id}/participants?lang=de`, `/c/${id}/participants?lang=de`, {
      list: 'Anna de Vries; 1850',
    });
    expect(textOf(ok.html)).toContain('1 Teilnehmer wird hinzugefügt');
  });

  it('writes nothing when one command of the batch is refused, and says which', async () => {
    const id = await fresh();
    const before = await club.events(id);
    const actor = { kind: 'director', personId: 'person-demo-director' } as const;
    const done = await club.competitions.executeAll(
      id,
      [
        { type: 'RegisterParticipant', participant: { name: 'Anna de Vries' } },
        { type: 'RegisterParticipant', participant: { name: 'Bram Jansen', rating: 5000 } },
        { type: 'RegisterParticipant', participant: { name: 'Cor Bakker' } },
      ],
      { actor },
    );
    expect(done.ok).toBe(false);
    if (!done.ok) expect(done.error.index).toBe(1);
    expect(await club.events(id)).toEqual(before);
    expect(await rosterOf(id)).toEqual([]);
  });

  it('carries what clubs exchange — FIDE id, national id, federation, title, birth date, sex, club — into the roster and the exports (issue 25)', async () => {
    const id = await fresh();
    const csv =
      'name,rating,FIDE id,nationalId,fed,title,birthDate,sex,club\n' +
      'Anna de Vries,2210,1234567,NL-998,ned,wim,1999/04/17,w,SV Utrecht\n' +
      'Bram Jansen,,,,,,1985,m,\n';
    const preview = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: csv,
      },
    );
    expect(preview.res.status).toBe(200);
    expect(preview.html).toContain('<th scope="col">FIDE id</th>');
    expect(preview.html).toContain('<td>NED</td>');
    await club.director.submit(`/c/${id}/participants?lang=en`, `/c/${id}/participants?lang=en`, {
      list: csv,
      confirm: 'true',
    });
    const [anna, bram] = await rosterOf(id);
    expect(anna).toMatchObject({ name: 'Anna de Vries', rating: 2210, ...EXCHANGED_FIELDS });
    expect(bram).toMatchObject({ name: 'Bram Jansen', birthDate: '1985', sex: 'm' });
    expect(bram?.fideId).toBeUndefined();
    const exported = await (await club.director.get(`/c/${id}/download/participants.csv`)).text();
    expect(parse(exported)).toEqual([
      ['name', 'rating', 'fideId', 'nationalId', 'federation', 'title', 'birthDate', 'sex', 'club'],
      ['Anna de Vries', '2210', '1234567', 'NL-998', 'NED', 'WIM', '1999-04-17', 'f', 'SV Utrecht'],
      ['Bram Jansen', '', '', '', '', '', '1985', 'm', ''],
    ]);
    const document = JSON.parse(await (await club.director.get(`/c/${id}/download/competition.json`)).text());
    const registered = document.events.find((e: { type: string }) => e.type === 'ParticipantRegistered');
    expect(registered.payload.participant).toMatchObject({
      fideId: '1234567',
      federation: 'NED',
      club: 'SV Utrecht',
    });
    // The public never gets the list.
    expect((await club.public.get(`/c/${id}/download/participants.csv`)).status).toBe(404);
  });

  it('names a line whose exchanged field is not of its kind, and adds nobody', async () => {
    const id = await fresh();
    const answer = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: 'name,federation\nAnna de Vries,Netherlands\n',
        confirm: 'true',
      },
    );
    expect(answer.res.status).toBe(400);
    expect(textOf(answer.html)).toContain('Line 2: "Netherlands" is no federation (three letters: GER, NED)');
    expect(await rosterOf(id)).toEqual([]);
  });

  it('is for the director only', async () => {
    const id = await fresh();
    expect((await club.player.get(`/c/${id}/participants`)).status).toBe(403);
  });
});
