/**
 * Folding events into the state. Total: an event that a late event made invalid is kept out
 * with an `ineffective` outcome and a code; one that contradicts the structure is `rejected`.
 * Decided events are trusted for their shape; what depends on other events (players of a cup
 * match, a play-off being needed, a result already standing) is checked again here.
 */
import { actsAsDirector, parseActor } from '../../core/events.js';
import {
  type EventHandlers,
  type Evolution,
  evolveBy,
  ineffective,
  type Outcome,
  rejected,
} from '../../core/format.js';
import { lotOf } from '../../core/lot.js';
import type { Participant } from '../../core/participant.js';
import type { TpEvent } from './events.js';
import { findGame } from './games.js';
import { groupGames, groupTables } from './groups.js';
import { checkOverride } from './overrides.js';
import { alignResult } from './result.js';
import { applyDeadlines, chancesLeft, nextDeadline } from './scheduling.js';
import { isDrawn, type Overrides, type RecordedOverride, type TpState } from './state.js';

export const advance = applyDeadlines;

const handlers: EventHandlers<TpState, TpEvent> = {
  ParticipantRegistered: (state, { participant }) => registered(state, participant),
  ParticipantUpdated: (state, { participant }) => registered(state, participant),

  ColoursChosen(state, p) {
    // TX-9: choices are locked once the draw has assigned colours from them.
    if (isDrawn(state))
      return ineffective(state, 'ERR_COLOURS_LOCKED', `${p.participant} chose colours after the draw`);
    const colourChoices = new Map(state.colourChoices).set(p.participant, {
      first: p.first,
      second: p.second,
    });
    return { state: { ...state, colourChoices } };
  },

  GroupsDrawn(state, p) {
    if (state.config.structure === 'cup')
      return rejected(state, 'ERR_NO_GROUPS', 'this tournament is a cup without groups');
    if (state.groups) return ineffective(state, 'ERR_ALREADY_DRAWN', 'the groups were drawn already');
    const members = p.groups.flatMap((g) => g.members);
    if (new Set(members).size !== members.length)
      return rejected(state, 'ERR_INVALID_DRAW', 'a player appears in two groups');
    if (new Set(p.groups.map((g) => g.id)).size !== p.groups.length)
      return rejected(state, 'ERR_INVALID_DRAW', 'two groups have the same id');
    const { games, byGroup, rounds } = groupGames(p.groups, state.config.groups.cycles);
    const groups = { ...lotOf(p), groups: p.groups, seeding: p.seeding, games, byGroup, rounds };
    return { state: { ...state, groups } };
  },

  CupSeeded(state, p) {
    if (state.config.structure === 'groups')
      return rejected(state, 'ERR_NO_CUP', 'this tournament has no cup');
    if (state.cup) return ineffective(state, 'ERR_ALREADY_DRAWN', 'the cup was seeded already');
    const players = p.slots.filter((id) => id !== null);
    const size = p.slots.length;
    if (
      (size & (size - 1)) !== 0 ||
      new Set(players).size !== players.length ||
      players.length !== p.order.length
    )
      return rejected(
        state,
        'ERR_INVALID_DRAW',
        'a bracket has a power-of-two number of slots holding each seed once',
      );
    if (state.config.structure === 'groups-cup' && !groupTables(state).every((t) => t.final))
      return ineffective(state, 'ERR_GROUPS_UNDECIDED', 'the cup was seeded before every group was decided');
    return { state: { ...state, cup: { ...lotOf(p), order: p.order, slots: p.slots } } };
  },

  RoundScheduled(state, p) {
    const times = { startsAt: p.startsAt, ...(p.endsBy ? { endsBy: p.endsBy } : {}) };
    return { state: { ...state, rounds: new Map(state.rounds).set(`${p.stage}:${p.round}`, times) } };
  },

  ResultRecorded(state, p, event) {
    const lookup = findGame(state, p.game);
    if (lookup.status === 'unknown') return rejected(state, 'ERR_NO_SUCH_GAME', lookup.reason);
    if (lookup.status === 'pending') return ineffective(state, 'ERR_GAME_NOT_READY', lookup.reason);
    const { players } = lookup.game;
    if (!p.players.every((id) => players.includes(id)))
      return ineffective(
        state,
        'ERR_WRONG_PLAYERS',
        `${p.game} is ${players.join(' – ')}, not ${p.players.join(' – ')}`,
      );
    // TX-14: only the director replaces a standing result or a forfeit; a player's second report does not.
    const byDirector = actsAsDirector(parseActor(event.actor));
    if (!byDirector && state.results.has(p.game))
      return ineffective(state, 'ERR_RESULT_EXISTS', `${p.game} already has a result`);
    if (!byDirector && state.forfeits.has(p.game))
      return ineffective(state, 'ERR_FORFEITED', `${p.game} was lost by a player who did not answer (TX-11)`);
    const named =
      p.result.kind === 'no-show'
        ? p.result.absent
        : p.result.kind === 'played' && p.result.timeout
          ? [p.result.timeout]
          : [];
    if (!named.every((id) => players.includes(id)))
      return rejected(
        state,
        'ERR_WRONG_PLAYERS',
        `the result of ${p.game} names someone who does not play in it`,
      );
    const result = alignResult(p.result, p.players, players);
    const results = new Map(state.results).set(p.game, { seq: event.seq, at: event.at, players, result });
    const forfeits = new Map(state.forfeits);
    forfeits.delete(p.game);
    return { state: withDeadline({ ...state, results, forfeits }) };
  },

  MessageSent(state, p, event) {
    const found = readyGame(state, p.game);
    if (!found.ok) return found.evolution;
    if (state.results.has(p.game) || state.forfeits.has(p.game))
      return ineffective(state, 'ERR_GAME_DECIDED', `${p.game} is decided; no message is awaited`);
    const current = state.contacts.get(p.game);
    const messages = [...(current?.messages ?? []), { from: p.from, to: p.to, sentAt: event.at }];
    const contacts = new Map(state.contacts).set(p.game, { players: found.players, messages });
    return { state: withDeadline({ ...state, contacts }) };
  },

  MessageAnswered(state, p, event) {
    const current = state.contacts.get(p.game);
    const open = current?.messages.some(
      (m) => m.to === p.by && m.from === p.to && m.answeredAt === undefined,
    );
    if (!current || !open)
      return ineffective(
        state,
        'ERR_NO_MESSAGE',
        `${p.to} has no unanswered message to ${p.by} about ${p.game}`,
      );
    const messages = current.messages.map((m) =>
      m.to === p.by && m.from === p.to && m.answeredAt === undefined ? { ...m, answeredAt: event.at } : m,
    );
    const contacts = new Map(state.contacts).set(p.game, { ...current, messages });
    return { state: withDeadline({ ...state, contacts }) };
  },

  GameArranged(state, p) {
    const found = readyGame(state, p.game);
    if (!found.ok) return found.evolution;
    const appointments = new Map(state.appointments).set(p.game, { startsAt: p.startsAt, by: p.by });
    return { state: { ...state, appointments } };
  },

  GameRearranged(state, p) {
    const found = readyGame(state, p.game);
    if (!found.ok) return found.evolution;
    const match = found.match;
    const left = chancesLeft(state, p.absent, match);
    if (left.match === 0 || left.tournament === 0)
      return ineffective(state, 'ERR_NO_CHANCES_LEFT', `${p.absent} has no rescheduling chance left (TX-11)`);
    const rearrangements = [
      ...state.rearrangements,
      { game: p.game, match, absent: p.absent, missedAt: p.missedAt },
    ];
    const appointments = new Map(state.appointments).set(p.game, { startsAt: p.startsAt, by: p.by });
    return { state: { ...state, rearrangements, appointments } };
  },

  OutcomeOverridden(state, p, event) {
    const problem = checkOverride(state, p);
    if (problem)
      return { state, outcome: { status: problem.status, code: problem.code, message: problem.message } };
    const entry = { seq: event.seq, reason: event.reason ?? '', override: p };
    const o = state.overrides;
    const set = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map(map).set(key, value);
    const overrides: Overrides =
      p.target === 'game-points'
        ? { ...o, gamePoints: set(o.gamePoints, p.game, entry as RecordedOverride<'game-points'>) }
        : p.target === 'group-order'
          ? { ...o, groupOrder: set(o.groupOrder, p.group, entry as RecordedOverride<'group-order'>) }
          : p.target === 'match-winner'
            ? { ...o, matchWinner: set(o.matchWinner, p.match, entry as RecordedOverride<'match-winner'>) }
            : p.target === 'colours'
              ? { ...o, colours: set(o.colours, p.game, entry as RecordedOverride<'colours'>) }
              : { ...o, exclusion: set(o.exclusion, p.participant, entry as RecordedOverride<'exclusion'>) };
    return { state: { ...state, overrides } };
  },
};

function readyGame(
  state: TpState,
  game: string,
):
  | { ok: true; players: readonly [string, string]; match: string }
  | { ok: false; evolution: Evolution<TpState> } {
  const lookup = findGame(state, game);
  if (lookup.status === 'ready') return { ok: true, players: lookup.game.players, match: lookup.game.match };
  return {
    ok: false,
    evolution:
      lookup.status === 'unknown'
        ? rejected(state, 'ERR_NO_SUCH_GAME', lookup.reason)
        : ineffective(state, 'ERR_GAME_NOT_READY', lookup.reason),
  };
}

const withDeadline = (state: TpState): TpState => ({ ...state, nextDeadline: nextDeadline(state) });

function registered(state: TpState, participant: Participant): Evolution<TpState> {
  const entrants = new Map(state.entrants).set(participant.id, participant);
  const next = { ...state, entrants };
  if (isDrawn(state) && !state.entrants.has(participant.id))
    return { state: next, outcome: drawnOutcome(participant.id) };
  return { state: next };
}

const drawnOutcome = (id: string): Outcome => ({
  status: 'ineffective',
  code: 'ERR_ALREADY_DRAWN',
  message: `${id} registered after the draw and plays no games`,
});

export const evolve = evolveBy(handlers);
