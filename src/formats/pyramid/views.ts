/**
 * The views of a pyramid. The generic three (standings, rounds, due) serve every page that shows
 * any format; the richer ones (views/) return what the pyramid's own pages draw: the pyramid
 * level by level, running challenges, the archive, the waiting lists, a player's page, the
 * guardian's review and the rating export.
 */
export {
  type ArchivedGame,
  archiveView,
  RESULT_STATUSES,
  type ResultStatus,
  resultStatus,
} from './views/archive.js';
export { type ChallengeView, runningChallenges } from './views/challenges.js';
export { due } from './views/due.js';
export { makePgnHeaders, makeResultsCsv, type RatedGame, ratedGames, ratingTable } from './views/export.js';
export { rounds, standings } from './views/generic.js';
export { type WaitingListsView, waitingListsView } from './views/lists.js';
export { type PlayerView, playerView } from './views/player.js';
export { type PlaceView, type PyramidView, pyramidView } from './views/pyramid.js';
export { type QuestionedItem, questionedView, type ReviewItem, reviewView } from './views/review.js';
