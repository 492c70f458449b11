/**
 * The handicap calculator (HL-9): the handicap any two players would play now — who is uwate
 * (gives it and moves first), the league-rank difference, the handicap with its Japanese name, the
 * pieces removed and the starting position as SFEN and diagram — and the league's table of
 * handicaps, each row opening its starting position.
 */
import type { Child } from 'hono/jsx';
import { numeric, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import {
  HANDICAP_IDS,
  HANDICAPS,
  type Handicap,
  type HandicapId,
  handicapBetween,
  parseSfen,
} from '../index.js';
import { HandicapName, leagueOf, nameFor, PlayerWithRank, pathOf } from './common.js';
import { Diagram } from './diagram.js';

export function HandicapsPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const chosen = HANDICAP_IDS.find((id) => id === ctx.query.h);
  return (
    <>
      <Calculator ctx={ctx} />
      {chosen ? (
        <section aria-labelledby="hl-chosen">
          <h2 id="hl-chosen">
            <HandicapName ctx={ctx} handicap={chosen} />
          </h2>
          <HandicapDetails ctx={ctx} handicap={HANDICAPS[chosen]} />
        </section>
      ) : null}
      <Table ctx={ctx} />
      <p class="small muted">{t('hl.calc.left')}</p>
    </>
  );
}

/** The two-player form and, once both are chosen, their handicap. */
function Calculator({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const league = leagueOf(ctx);
  const name = nameFor(ctx);
  const players = [...league.players.values()]
    .filter((p) => p.active)
    .map((p) => [p.id, name(p.id)] as const)
    .sort((x, y) => x[1].localeCompare(y[1]));
  const a = ctx.query.a ?? '';
  const b = ctx.query.b ?? '';
  const asked = a !== '' || b !== '';
  const error = !asked
    ? undefined
    : !league.players.has(a) || !league.players.has(b)
      ? t('hl.calc.choose')
      : a === b
        ? t('hl.calc.twoPlayers')
        : undefined;
  const select = (field: 'a' | 'b', label: string, value: string) => (
    <div class="field">
      <label for={`hl-calc-${field}`}>{label}</label>
      <select
        id={`hl-calc-${field}`}
        name={field}
        required
        {...(error ? { 'aria-invalid': 'true', 'aria-describedby': 'hl-calc-error' } : {})}
      >
        <option value="">—</option>
        {players.map(([id, text]) => (
          <option value={id} {...(id === value ? { selected: true } : {})}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby="hl-calc">
      <h2 id="hl-calc">{t('hl.calculator')}</h2>
      <form method="get" action={pathOf(ctx, '/t/handicaps')} class="hl-calc">
        {select('a', t('hl.calc.first'), a)}
        {select('b', t('hl.calc.second'), b)}
        <button type="submit">{t('hl.calc.show')}</button>
      </form>
      {error ? (
        <p class="field-error" role="alert" id="hl-calc-error">
          {error}
        </p>
      ) : asked ? (
        <Result ctx={ctx} a={a} b={b} />
      ) : null}
    </section>
  );
}

function Result({ ctx, a, b }: { ctx: PageContext; a: string; b: string }): Child {
  const { t } = ctx;
  const proposal = handicapBetween(leagueOf(ctx), a, b);
  if (!proposal) return null;
  return (
    <div class="hl-result" role="status">
      <dl class="hl-facts">
        <dt>{t('hl.role.uwate')}</dt>
        <dd>
          <PlayerWithRank ctx={ctx} id={proposal.uwate} />
        </dd>
        <dt>{t('hl.role.shitate')}</dt>
        <dd>
          <PlayerWithRank ctx={ctx} id={proposal.shitate} />
        </dd>
        <dt>{t('hl.calc.difference')}</dt>
        <dd>{proposal.difference}</dd>
        <dt>{t('hl.col.handicap')}</dt>
        <dd>
          <HandicapName ctx={ctx} handicap={proposal.handicap} />
        </dd>
      </dl>
      {proposal.difference === 0 ? <p class="small muted">{t('hl.calc.even')}</p> : null}
      <HandicapDetails ctx={ctx} handicap={proposal.details} />
    </div>
  );
}

/** Pieces removed, pieces in hand, the uwate's choice, the SFEN and the diagram of a handicap. */
export function HandicapDetails({ ctx, handicap }: { ctx: PageContext; handicap: Handicap }) {
  const { t } = ctx;
  const position = parseSfen(handicap.sfen);
  const pawns = handicap.inHand.pawn ?? 0;
  return (
    <div class="hl-details">
      <p>
        {t('hl.calc.removed')}: {removedText(ctx, handicap)}
      </p>
      {pawns > 0 ? <p>{t('hl.calc.pawnsInHand', { count: pawns })}</p> : null}
      {handicap.choice ? <p>{t('hl.handicap.choice', { piece: t(`hl.piece.${handicap.choice}`) })}</p> : null}
      <p class="hl-sfen">
        {t('hl.calc.sfen')}: <code>{handicap.sfen}</code>
      </p>
      {handicap.alternativeSfen ? (
        <p class="hl-sfen">
          {t('hl.calc.alternative')}: <code>{handicap.alternativeSfen}</code>
        </p>
      ) : null}
      {position ? (
        <Diagram
          position={position}
          id={`hl-diagram-${handicap.id}`}
          title={t('hl.calc.diagram', { handicap: t(`hl.handicap.${handicap.id}`) })}
          emptied={handicap.removed.map((r) => r.square)}
        />
      ) : null}
    </div>
  );
}

/** "rook, bishop, both lances, left knight, all 9 pawns"; an even game removes nothing. */
function removedText(ctx: PageContext, handicap: Handicap): string {
  const { t } = ctx;
  if (handicap.removed.length === 0) return t('hl.calc.nothing');
  const pawns = handicap.removed.filter((r) => r.piece === 'pawn').length;
  const sides = (piece: string) => handicap.removed.filter((r) => r.piece === piece && r.side).length;
  const pieces: string[] = [];
  for (const r of handicap.removed) {
    if (r.piece === 'pawn') continue;
    if (!r.side) pieces.push(t(`hl.piece.${r.piece}`));
    else if (sides(r.piece) === 1) pieces.push(t(`hl.removed.${r.side}-${r.piece}`));
    else if (r.side === 'left') pieces.push(t(`hl.removed.both-${r.piece}`));
  }
  return [...pieces, ...(pawns > 0 ? [t('hl.removed.pawns', { count: pawns })] : [])].join(', ');
}

/** HL-9: the league's table by league-rank difference, and the handicaps only played by agreement. */
function Table({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const table = leagueOf(ctx).config.handicaps;
  const extra = HANDICAP_IDS.filter((id) => !table.includes(id));
  const row = (id: HandicapId, label: string) => (
    <tr>
      <td class="num">{label}</td>
      <td>
        <a href={pathOf(ctx, `/t/handicaps?h=${id}#hl-chosen`)}>{t(`hl.handicap.${id}`)}</a>
        <div class="small">
          <span lang="ja">{HANDICAPS[id].japanese}</span> <i>{HANDICAPS[id].romaji}</i>
        </div>
      </td>
      <td class="small">{removedText(ctx, HANDICAPS[id])}</td>
    </tr>
  );
  return (
    <section aria-labelledby="hl-table">
      <h2 id="hl-table">{t('hl.calc.table')}</h2>
      <div class="table-wrap">
        <table>
          <TableHead
            columns={[numeric(t('hl.calc.difference')), t('hl.col.handicap'), t('hl.calc.removed')]}
          />
          <tbody>
            {table.map((id, d) => row(id, d === table.length - 1 && d > 0 ? `≥ ${d}` : String(d)))}
          </tbody>
        </table>
      </div>
      {extra.length > 0 ? (
        <p>
          {t('hl.calc.byAgreement')}:{' '}
          {extra.map((id, i) => (
            <>
              {i > 0 ? ', ' : ''}
              <a href={pathOf(ctx, `/t/handicaps?h=${id}#hl-chosen`)}>{t(`hl.handicap.${id}`)}</a>
            </>
          ))}
        </p>
      ) : null}
    </section>
  );
}
