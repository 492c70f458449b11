/**
 * The views of a tournament-points tournament. The generic three (standings, rounds, due) serve
 * every page that shows any format; the richer ones return the data the format's own pages draw:
 * group tables with TP, wins and margins and the TX-7 decisions; the cup bracket; every game's
 * sheet with its TP breakdown and colours; the schedule and deadlines of scheduled events; the
 * seeding; and the tournament Elo list.
 */
export { type Bracket, bracket, type CupMatch } from './cup.js';
export { due } from './due.js';
export { type GameSheet, gameSheet, gameSheets } from './game-view.js';
export { allGames, findGame, type GameInfo } from './games.js';
export { type GroupTable, groupTable, groupTables } from './groups.js';
export { type RatingList, ratingList } from './rating.js';
export { cupRoundLabel, resultText, rounds } from './rounds-view.js';
export { type ScheduleEntry, type ScheduleView, scheduleView } from './schedule-view.js';
export { seedingList } from './seeding-view.js';
export { standings, tableNotes } from './standings-view.js';
