/**
 * The round-20 page (SD-9 … SD-14): who is safe in the final, safely out, a candidate or the
 * filler, each with the reason in the viewer's language; the fixed games (SD-12), the top game
 * released when it cannot decide anything (SD-13), and that everybody else is paired by New Swiss
 * (SD-14). A preview once the round before is complete; kept after the round is paired.
 */
import { formatHalves } from '../../../core/rational.js';
import type { ParticipantId } from '../../../core/types.js';
import { numeric, PrintButton, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type CandidateEntry, type CandidatesAnalysis, candidatesView, formatSpread } from '../index.js';
import { type ChampionshipPage, PlayerLink, pageOf } from './page.js';

type Row = NonNullable<ReturnType<typeof candidatesView>>['rows'][number];

/** "1 win", "1½ wins", "−2 wins" in the viewer's language. */
function winsPhrase(page: ChampionshipPage, halfWins: number): string {
  const abs = Math.abs(halfWins);
  const n = formatHalves(halfWins);
  return page.t('champ.wins', { halves: abs, n });
}

const gapText = (page: ChampionshipPage, halfWins: number, spread: number): string =>
  page.t('champ.gap', { wins: winsPhrase(page, halfWins), spread: formatSpread(spread) });

/** The reason for a player's status, in words (SD-9 … SD-11). */
function reasonText(page: ChampionshipPage, analysis: CandidatesAnalysis, entry: CandidateEntry): string {
  const { t, state } = page;
  const byId = new Map(analysis.entries.map((e) => [e.id, e]));
  const second = analysis.place2 ? byId.get(analysis.place2) : undefined;
  const third = analysis.place3 ? byId.get(analysis.place3) : undefined;
  if (!second || !third) return t('champ.r20.safe-small-field');
  const margin = t('champ.margin', {
    wins: winsPhrase(page, state.config.margin.wins * 2),
    spread: state.config.margin.spread,
  });
  const overThird = gapText(page, entry.halfWins - third.halfWins, entry.spread - third.spread);
  const underSecond = gapText(page, second.halfWins - entry.halfWins, second.spread - entry.spread);
  const names = { second: page.name(second.id), third: page.name(third.id) };
  switch (entry.status) {
    case 'safe':
      return t('champ.why.safe', { third: names.third, gap: overThird, margin });
    case 'out':
      return t('champ.why.out', { second: names.second, gap: underSecond, margin });
    case 'filler':
      return t('champ.why.filler', { second: names.second, gap: underSecond });
    case 'candidate': {
      const aboveThird = gapText(page, entry.halfWins - third.halfWins, entry.spread - third.spread);
      const belowSecond = gapText(page, entry.halfWins - second.halfWins, entry.spread - second.spread);
      if (entry.id === second.id) return t('champ.why.candidate2', { third: names.third, gap: aboveThird });
      if (entry.id === third.id) return t('champ.why.candidate3', { second: names.second, gap: belowSecond });
      return t('champ.why.candidate', { ...names, gapThird: aboveThird, gapSecond: belowSecond });
    }
  }
}

function StatusTable(props: {
  page: ChampionshipPage;
  analysis: CandidatesAnalysis;
  rows: readonly Row[];
  id: string;
}) {
  const { page, analysis, rows } = props;
  const { t } = page;
  const entries = new Map(analysis.entries.map((e) => [e.id, e]));
  return (
    <div class="table-wrap">
      <table aria-labelledby={props.id}>
        <TableHead
          columns={[
            ...placeAndName(t),
            numeric(t('champ.col.record')),
            numeric(t('champ.col.spread')),
            t('champ.candidates.status'),
            t('champ.candidates.why'),
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr class={`championship-${r.status}`}>
              <td class="num">{r.place}</td>
              <th scope="row">
                <PlayerLink page={page} id={r.id} />
              </th>
              <td class="num">{r.record}</td>
              <td class="num">{r.spreadText}</td>
              <td>
                <span class={`badge ${r.status === 'safe' ? 'ok' : r.status === 'out' ? '' : 'warn'}`}>
                  {t(`champ.status.${r.status}`)}
                </span>
              </td>
              <td class="small">{reasonText(page, analysis, entries.get(r.id) as CandidateEntry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FixedGames(props: {
  page: ChampionshipPage;
  games: readonly (readonly [ParticipantId, ParticipantId])[];
}) {
  const { page, games } = props;
  if (games.length === 0) return <p>{page.t('champ.candidates.noneFixed')}</p>;
  return (
    <ol class="championship-fixed-games">
      {games.map(([a, b]) => (
        <li>
          <PlayerLink page={page} id={a} /> – <PlayerLink page={page} id={b} />
        </li>
      ))}
    </ol>
  );
}

export function CandidatesPage({ ctx }: { ctx: PageContext }) {
  const page = pageOf(ctx);
  const { t, state } = page;
  const view = candidatesView(state);
  if (!view) return <p class="muted">{t('champ.candidates.noRound')}</p>;
  const margin = t('champ.margin', {
    wins: winsPhrase(page, state.config.margin.wins * 2),
    spread: state.config.margin.spread,
  });
  const intro = (
    <>
      <h2>{t('champ.candidates.title', { round: view.round })}</h2>
      <p>{t('champ.candidates.rule', { round: view.round - 1, margin })}</p>
    </>
  );
  if (view.status === 'waiting' || !view.analysis)
    return (
      <>
        {intro}
        <p class="notice">{t('champ.candidates.waiting', { round: view.round - 1 })}</p>
      </>
    );
  const { analysis } = view;
  const fixed = view.fixedInRound ?? analysis.fixed;
  const inPlay = view.rows.filter((r) => r.status !== 'out');
  const out = view.rows.filter((r) => r.status === 'out');
  return (
    <>
      {intro}
      <PrintButton t={t} />
      <p class="notice">
        {view.status === 'preview'
          ? t('champ.candidates.preview', { round: view.round })
          : t('champ.candidates.paired', { round: view.round })}{' '}
        {view.status === 'paired' ? (
          <a href={page.href('pairings', { round: view.round })}>{t('champ.candidates.pairings')}</a>
        ) : null}
      </p>
      <h3>{t('champ.candidates.fixed')}</h3>
      <FixedGames page={page} games={fixed} />
      {analysis.released ? (
        <p>
          {t('champ.r20.undecisive', {
            first: page.name(analysis.released.pair[0]),
            last: page.name(analysis.released.pair[1]),
          })}{' '}
        </p>
      ) : null}
      {analysis.unpaired ? (
        <p>{t('champ.r20.no-filler', { player: page.name(analysis.unpaired.id) })}</p>
      ) : null}
      <p>{t('champ.candidates.rest')}</p>
      <h3 id="champ-in-play">{t('champ.candidates.inPlay')}</h3>
      <StatusTable page={page} analysis={analysis} rows={inPlay} id="champ-in-play" />
      {out.length > 0 ? (
        <details class="championship-out">
          <summary id="champ-out">{t('champ.candidates.out', { count: out.length })}</summary>
          <StatusTable page={page} analysis={analysis} rows={out} id="champ-out" />
        </details>
      ) : null}
    </>
  );
}
