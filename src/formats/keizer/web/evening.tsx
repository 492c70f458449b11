/**
 * The evening's pairing, print-friendly (KZ-9, KZ-12): boards with both players' places and
 * values, results, the bye, who is absent and why, and what the pairing had to relax. Before the
 * publication time only directors see it; everyone else learns when it will be published.
 */

import { isAfter } from '../../../core/moment.js';
import type { Moment } from '../../../core/types.js';
import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type EveningSide, type EveningView, eveningView, RESULT_TEXT, totalRounds } from '../index.js';
import {
  dateText,
  momentText,
  nameIn,
  outcomeText,
  PlayerLink,
  RoundPicker,
  roundParam,
  stateOf,
  valueText,
} from './shared.js';

/** The round the evening pages show by default: the latest paired one, or the first. */
export const currentRound = (ctx: PageContext): number => Math.max(1, stateOf(ctx).lastPaired);

/** Whether the viewer may see the round's pairing now (KZ-12). */
export function isPublished(ctx: PageContext, view: EveningView): boolean {
  return ctx.access.isDirector || !view.publishedAt || !isAfter(view.publishedAt, ctx.asOf);
}

function Side({ ctx, side }: { ctx: PageContext; side: EveningSide }) {
  return (
    <>
      <PlayerLink ctx={ctx} id={side.participantId} />{' '}
      <span class="small muted">
        ({ctx.t('keizer.evening.placeValue', { place: side.place, value: valueText(side.value, ctx.lang) })})
      </span>
    </>
  );
}

export function EveningPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const total = totalRounds(state.config);
  const round = Math.max(1, Math.min(roundParam(ctx, currentRound(ctx)), total));
  const view = eveningView(state, round);
  const shown = Math.min(total, state.lastPaired + 1);
  return (
    <section aria-labelledby="keizer-evening-title" class="keizer-evening">
      <h2 id="keizer-evening-title">
        {t('round.label', { n: round })}
        {view.date ? ` — ${dateText(ctx, view.date)}` : ''}
      </h2>
      <RoundPicker
        ctx={ctx}
        path="/t/evening"
        rounds={Array.from({ length: shown }, (_, i) => i + 1)}
        round={round}
        label={t('keizer.evening.choose')}
      />
      <EveningBody ctx={ctx} view={view} />
    </section>
  );
}

function EveningBody({ ctx, view }: { ctx: PageContext; view: EveningView }) {
  const { t } = ctx;
  if (view.status === 'planned') {
    return (
      <>
        <p>{t('keizer.evening.notPaired')}</p>
        {view.noticeDeadline ? (
          <p>{t('keizer.evening.deadline', { moment: momentText(ctx, view.noticeDeadline) })}</p>
        ) : null}
        <Absent ctx={ctx} view={view} />
      </>
    );
  }
  if (!isPublished(ctx, view)) {
    return (
      <p class="notice">
        {t('keizer.evening.unpublished', { moment: momentText(ctx, view.publishedAt as Moment) })}
      </p>
    );
  }
  return (
    <>
      {ctx.access.isDirector && view.publishedAt && isAfter(view.publishedAt, ctx.asOf) ? (
        <p class="notice no-print">
          {t('keizer.evening.directorOnly', { moment: momentText(ctx, view.publishedAt) })}
        </p>
      ) : null}
      <PrintButton t={ctx.t} />
      <Boards ctx={ctx} view={view} />
      {view.bye ? (
        <p>
          <strong>{t('keizer.outcome.bye')}:</strong> <Side ctx={ctx} side={view.bye} />
        </p>
      ) : null}
      {view.unpaired.length > 0 ? (
        <p>
          <strong>{t('keizer.outcome.stranded')}:</strong>{' '}
          {view.unpaired.map((s, i) => (
            <>
              {i > 0 ? ', ' : ''}
              <Side ctx={ctx} side={s} />
            </>
          ))}
        </p>
      ) : null}
      <Absent ctx={ctx} view={view} />
      {view.relaxed.length > 0 ? (
        <div class="notice">
          <p>{t('keizer.evening.relaxed')}</p>
          <ul>
            {view.relaxed.map((r) => (
              <li>
                {t(`keizer.relaxed.${r.code}`)}: {r.participants.map(nameIn(ctx)).join(', ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function Boards({ ctx, view }: { ctx: PageContext; view: EveningView }) {
  const { t } = ctx;
  return (
    <div class="table-wrap">
      <table class="keizer-boards">
        <caption class="visually-hidden">{t('keizer.evening.boards')}</caption>
        <TableHead
          columns={[
            numeric(t('comp.board')),
            t('keizer.colour.white'),
            t('keizer.colour.black'),
            t('comp.result'),
          ]}
        />
        <tbody>
          {view.boards.map((b) => (
            <tr>
              <td class="num">{b.board}</td>
              <td>
                <Side ctx={ctx} side={b.white} />
              </td>
              <td>
                <Side ctx={ctx} side={b.black} />
              </td>
              <td>
                {b.result
                  ? RESULT_TEXT[b.result]
                  : b.status === 'cancelled'
                    ? t('keizer.evening.cancelled')
                    : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Absent({ ctx, view }: { ctx: PageContext; view: EveningView }) {
  if (view.absent.length === 0) return null;
  return (
    <>
      <h3>{ctx.t('keizer.evening.absent')}</h3>
      <ul class="keizer-absent">
        {view.absent.map((a) => (
          <li>
            <PlayerLink ctx={ctx} id={a.participantId} /> — {outcomeText(ctx, a.kind)}
          </li>
        ))}
      </ul>
    </>
  );
}
