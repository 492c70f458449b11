/**
 * UI texts of the championship's views in English, German and Dutch. Keys are the labels, codes
 * and reason codes the views return; `{name}` placeholders are filled from their params. The web
 * pages' texts are beside the pages (server/formats/championship/messages.ts).
 */
import { defineCatalog, type Messages } from '../../core/types.js';

const views: Messages = {
  en: {
    'champ.col.record': 'W–L',
    'champ.col.spread': 'Spread',
    'champ.col.wins': 'Wins',
    'champ.col.lot': 'Lot',
    'champ.note.fixed': 'fixed (final candidates)',
    'champ.round.final-game': 'Final, game {n}',
    'champ.method.groups': 'Preliminary groups',
    'champ.method.new-swiss': 'New Swiss',
    'champ.method.final-candidates': 'Final candidates',
    'champ.method.placement': 'Placement round',
    'champ.method.manual': 'Paired by hand',
    'champ.group.trio': 'Group of three',
    'champ.group.quad': 'Group of four',
    'champ.group.quintet': 'Group of five',
    'champ.group.sextet': 'Group of six',
    'champ.status.safe': 'Safe in the final',
    'champ.status.out': 'Safely out',
    'champ.status.candidate': 'Final candidate',
    'champ.status.filler': 'Joins the candidates',
    'champ.r20.safe': 'leads place 3 ({third}) by {wins} wins and {spread} spread',
    'champ.r20.safe-small-field': 'the field has two players at most',
    'champ.r20.out': 'trails place 2 ({second}) by {wins} wins and {spread} spread',
    'champ.r20.candidate':
      'neither safe nor out: {thirdWins} wins, {thirdSpread} spread against place 3 ({third}); {secondWins} wins, {secondSpread} spread against place 2 ({second})',
    'champ.r20.candidate2':
      'neither safe nor out: {thirdWins} wins, {thirdSpread} spread against place 3 ({third})',
    'champ.r20.candidate3':
      'neither safe nor out: {secondWins} wins, {secondSpread} spread against place 2 ({second})',
    'champ.r20.filler':
      'trails place 2 ({second}) by {wins} wins and {spread} spread; joins the candidates as the best-placed player safely out, since their number is odd',
    'champ.r20.no-filler':
      'the candidates are odd in number and nobody is safely out: the middle candidate, {player}, is paired with the rest',
    'champ.r20.undecisive':
      '{first}–{last} cannot decide who reaches the final: {first} ends in the top two and {last} outside them whatever the results',
    'champ.result.bye': 'bye',
    'champ.result.forfeit': 'forfeit',
    'champ.role.champion': 'Champion',
    'champ.role.runner-up': 'Runner-up',
    'champ.role.finalist': 'Finalist',
    'champ.final.two-games-total': 'Two games, total score breaks a 1–1 tie',
    'champ.final.best-of-three': 'Best of three',
    'champ.final.games': 'decided by the games',
    'champ.final.total-score': 'decided by the total score',
    'champ.final.extra-game': 'decided by an extra game',
    'champ.due.draw-groups': 'Draw (or fix) the preliminary groups',
    'champ.due.pair-round': 'Pair round {round}',
    'champ.due.pair-final': 'Pair the final',
    'champ.due.final-game': 'Record game {game} of the final',
  },
  de: {
    'champ.col.record': 'S–N',
    'champ.col.spread': 'Differenz',
    'champ.col.wins': 'Siege',
    'champ.col.lot': 'Los',
    'champ.note.fixed': 'festgesetzt (Finalkandidaten)',
    'champ.round.final-game': 'Finale, Spiel {n}',
    'champ.method.groups': 'Vorrundengruppen',
    'champ.method.new-swiss': 'New Swiss',
    'champ.method.final-candidates': 'Finalkandidaten',
    'champ.method.placement': 'Platzierungsrunde',
    'champ.method.manual': 'Von Hand gepaart',
    'champ.group.trio': 'Dreiergruppe',
    'champ.group.quad': 'Vierergruppe',
    'champ.group.quintet': 'Fünfergruppe',
    'champ.group.sextet': 'Sechsergruppe',
    'champ.status.safe': 'Sicher im Finale',
    'champ.status.out': 'Sicher nicht im Finale',
    'champ.status.candidate': 'Finalkandidat',
    'champ.status.filler': 'Füllt die Kandidatengruppe auf',
    'champ.r20.safe': 'führt vor Platz 3 ({third}) mit {wins} Siegen und {spread} Differenzpunkten',
    'champ.r20.safe-small-field': 'das Feld hat höchstens zwei Spieler',
    'champ.r20.out': 'liegt hinter Platz 2 ({second}) mit {wins} Siegen und {spread} Differenzpunkten zurück',
    'champ.r20.candidate':
      'weder sicher im noch sicher nicht im Finale: {thirdWins} Siege, {thirdSpread} Differenzpunkte gegenüber Platz 3 ({third}); {secondWins} Siege, {secondSpread} Differenzpunkte gegenüber Platz 2 ({second})',
    'champ.r20.candidate2':
      'weder sicher im noch sicher nicht im Finale: {thirdWins} Siege, {thirdSpread} Differenzpunkte gegenüber Platz 3 ({third})',
    'champ.r20.candidate3':
      'weder sicher im noch sicher nicht im Finale: {secondWins} Siege, {secondSpread} Differenzpunkte gegenüber Platz 2 ({second})',
    'champ.r20.filler':
      'liegt hinter Platz 2 ({second}) mit {wins} Siegen und {spread} Differenzpunkten zurück; kommt als bestplatzierter Spieler „sicher nicht im Finale“ hinzu, weil die Kandidatengruppe ungerade ist',
    'champ.r20.no-filler':
      'die Kandidatengruppe ist ungerade und niemand ist sicher nicht im Finale: der mittlere Kandidat, {player}, wird frei gepaart',
    'champ.r20.undecisive':
      '{first}–{last} entscheidet nicht über den Finaleinzug: {first} bleibt unter den ersten zwei und {last} dahinter, wie auch immer gespielt wird',
    'champ.result.bye': 'Freilos',
    'champ.result.forfeit': 'kampflos',
    'champ.role.champion': 'Meister',
    'champ.role.runner-up': 'Vizemeister',
    'champ.role.finalist': 'Finalist',
    'champ.final.two-games-total': 'Zwei Spiele, bei 1:1 entscheidet die Gesamtpunktzahl',
    'champ.final.best-of-three': 'Best of three',
    'champ.final.games': 'durch die Spiele entschieden',
    'champ.final.total-score': 'durch die Gesamtpunktzahl entschieden',
    'champ.final.extra-game': 'durch ein Zusatzspiel entschieden',
    'champ.due.draw-groups': 'Vorrundengruppen auslosen (oder festlegen)',
    'champ.due.pair-round': 'Runde {round} paaren',
    'champ.due.pair-final': 'Finale ansetzen',
    'champ.due.final-game': 'Spiel {game} des Finales eintragen',
  },
  nl: {
    'champ.col.record': 'W–V',
    'champ.col.spread': 'Saldo',
    'champ.col.wins': 'Winst',
    'champ.col.lot': 'Lot',
    'champ.note.fixed': 'vastgelegd (finalekandidaten)',
    'champ.round.final-game': 'Finale, partij {n}',
    'champ.method.groups': 'Voorrondegroepen',
    'champ.method.new-swiss': 'New Swiss',
    'champ.method.final-candidates': 'Finalekandidaten',
    'champ.method.placement': 'Plaatsingsronde',
    'champ.method.manual': 'Met de hand ingedeeld',
    'champ.group.trio': 'Groep van drie',
    'champ.group.quad': 'Groep van vier',
    'champ.group.quintet': 'Groep van vijf',
    'champ.group.sextet': 'Groep van zes',
    'champ.status.safe': 'Zeker in de finale',
    'champ.status.out': 'Zeker niet in de finale',
    'champ.status.candidate': 'Finalekandidaat',
    'champ.status.filler': 'Vult de kandidaten aan',
    'champ.r20.safe': 'staat voor op plaats 3 ({third}) met {wins} overwinningen en {spread} saldo',
    'champ.r20.safe-small-field': 'het veld telt hooguit twee spelers',
    'champ.r20.out': 'staat achter op plaats 2 ({second}) met {wins} overwinningen en {spread} saldo',
    'champ.r20.candidate':
      'niet zeker erin en niet zeker eruit: {thirdWins} overwinningen, {thirdSpread} saldo ten opzichte van plaats 3 ({third}); {secondWins} overwinningen, {secondSpread} saldo ten opzichte van plaats 2 ({second})',
    'champ.r20.candidate2':
      'niet zeker erin en niet zeker eruit: {thirdWins} overwinningen, {thirdSpread} saldo ten opzichte van plaats 3 ({third})',
    'champ.r20.candidate3':
      'niet zeker erin en niet zeker eruit: {secondWins} overwinningen, {secondSpread} saldo ten opzichte van plaats 2 ({second})',
    'champ.r20.filler':
      'staat achter op plaats 2 ({second}) met {wins} overwinningen en {spread} saldo; vult de kandidaten aan als best geplaatste speler die zeker niet in de finale komt, omdat hun aantal oneven is',
    'champ.r20.no-filler':
      'het aantal kandidaten is oneven en niemand is zeker uitgeschakeld: de middelste kandidaat, {player}, wordt vrij ingedeeld',
    'champ.r20.undecisive':
      '{first}–{last} beslist niet over de finale: {first} eindigt bij de eerste twee en {last} daarbuiten, hoe er ook gespeeld wordt',
    'champ.result.bye': 'bye',
    'champ.result.forfeit': 'reglementair',
    'champ.role.champion': 'Kampioen',
    'champ.role.runner-up': 'Tweede',
    'champ.role.finalist': 'Finalist',
    'champ.final.two-games-total': 'Twee partijen, bij 1–1 beslist de totaalscore',
    'champ.final.best-of-three': 'Best of three',
    'champ.final.games': 'beslist door de partijen',
    'champ.final.total-score': 'beslist door de totaalscore',
    'champ.final.extra-game': 'beslist door een extra partij',
    'champ.due.draw-groups': 'Loot (of bepaal) de voorrondegroepen',
    'champ.due.pair-round': 'Deel ronde {round} in',
    'champ.due.pair-final': 'Deel de finale in',
    'champ.due.final-game': 'Voer partij {game} van de finale in',
  },
};

/** The texts of the format's rules the pages, the CLI and the API share: refusals and the format's name. */
const ruleTexts = defineCatalog(
  {
    'format.championship': 'Championship',
    'refusal.championship.ERR_RESULT_EXISTS': 'Round {round}: {game} is already recorded as {result}.',
    'refusal.championship.ERR_NOT_PAIRED': 'Round {round} has no game {game}.',
    'refusal.championship.ERR_NO_SUCH_ROUND': 'Round {round} is not paired.',
    'refusal.championship.ERR_ROUND_INCOMPLETE': 'Round {round} still lacks results: {missing}.',
    'refusal.championship.ERR_ROUND_ORDER': 'Round {round} cannot be paired before round {next}.',
    'refusal.championship.ERR_PAIRED_TWICE': '{player} is paired twice.',
    'refusal.championship.ERR_PLAYER_UNPAIRED': 'Round {round} leaves out {missing}.',
    'refusal.championship.ERR_WITHDRAWN': '{player} has withdrawn from round {round} on already.',
    'refusal.championship.ERR_ROUND_PAIRED':
      'Round {round} is already paired: withdraw from round {next} on and record forfeits for the paired rounds.',
    'refusal.championship.ERR_ROUNDS_INCOMPLETE': 'The final comes after all {rounds} rounds are complete.',
    'refusal.championship.ERR_NO_FINAL': 'This championship has no final.',
    'refusal.championship.ERR_FINAL_EXISTS': 'The final is already paired.',
    'refusal.championship.ERR_ROUND_PLAYED': 'This round has results already and cannot be paired again.',
    'refusal.championship.ERR_GROUP_ROUND':
      'This is a group round: draw or set the groups to pair rounds 1–3.',
    'refusal.championship.ERR_NO_GROUP_ROUNDS': 'This championship has no group rounds.',
    'refusal.championship.ERR_LOT_DRAWN': 'The lot was already drawn.',
    'refusal.championship.ERR_INVALID_PAIRING': 'The pairing names a player twice.',
    'refusal.championship.ERR_ALREADY_PAIRED': 'This round is already paired.',
    'refusal.championship.ERR_GROUP_SIZE': 'A group has 3 to 6 players.',
    'refusal.championship.ERR_GROUP_TWICE': 'A player is in two groups.',
    'refusal.championship.ERR_GROUP_MISSING': 'Every player needs a group.',
    'refusal.championship.ERR_TSH_UNSUPPORTED': 'The tsh file holds something Arbiter cannot import.',
    'refusal.championship.ERR_TSH_OPPONENT': 'The tsh file pairs two players who do not name each other.',
    'refusal.championship.ERR_TSH_SCORES': 'In the tsh file only one player of a game has a score.',
    'refusal.championship.ERR_TSH_SYNTAX': 'A line of the tsh file cannot be read.',
    'refusal.championship.ERR_TSH_FINAL':
      'The final in the tsh file is not two players meeting each other over the same rounds.',
    'refusal.championship.ERR_TSH_EMPTY': 'The tsh file has no player lines.',
    'refusal.championship.ERR_FINAL_DECIDED': 'The final is decided: {champion} is the champion.',
    'refusal.championship.ERR_GAME_ORDER': 'The next game of the final is game {game}.',
    'refusal.championship.ERR_NO_PAIRING':
      'No complete pairing of these {players} players exists with at most {repeats} repeats per pair and without last round’s opponents: allow more repeats or pair the round by hand.',
  },
  {
    'format.championship': 'Meisterschaft',
    'refusal.championship.ERR_RESULT_EXISTS': 'Runde {round}: {game} ist schon als {result} eingetragen.',
    'refusal.championship.ERR_NOT_PAIRED': 'Runde {round} hat kein Spiel {game}.',
    'refusal.championship.ERR_NO_SUCH_ROUND': 'Runde {round} ist nicht gepaart.',
    'refusal.championship.ERR_ROUND_INCOMPLETE': 'In Runde {round} fehlen noch Ergebnisse: {missing}.',
    'refusal.championship.ERR_ROUND_ORDER': 'Runde {round} kann nicht vor Runde {next} gepaart werden.',
    'refusal.championship.ERR_PAIRED_TWICE': '{player} ist zweimal gepaart.',
    'refusal.championship.ERR_PLAYER_UNPAIRED': 'Runde {round} lässt {missing} aus.',
    'refusal.championship.ERR_WITHDRAWN': '{player} hat schon ab Runde {round} zurückgezogen.',
    'refusal.championship.ERR_ROUND_PAIRED':
      'Runde {round} ist schon gepaart: ziehen Sie ab Runde {next} zurück und tragen Sie für die gepaarten Runden kampflose Spiele ein.',
    'refusal.championship.ERR_ROUNDS_INCOMPLETE':
      'Das Finale folgt, wenn alle {rounds} Runden gespielt sind.',
    'refusal.championship.ERR_NO_FINAL': 'Diese Meisterschaft hat kein Finale.',
    'refusal.championship.ERR_FINAL_EXISTS': 'Das Finale ist schon gepaart.',
    'refusal.championship.ERR_ROUND_PLAYED':
      'Diese Runde hat schon Ergebnisse und kann nicht neu gepaart werden.',
    'refusal.championship.ERR_GROUP_ROUND':
      'Das ist eine Gruppenrunde: für die Runden 1–3 die Gruppen auslosen oder festlegen.',
    'refusal.championship.ERR_NO_GROUP_ROUNDS': 'Diese Meisterschaft hat keine Gruppenrunden.',
    'refusal.championship.ERR_LOT_DRAWN': 'Das Los wurde schon gezogen.',
    'refusal.championship.ERR_INVALID_PAIRING': 'Die Paarung nennt einen Spieler doppelt.',
    'refusal.championship.ERR_ALREADY_PAIRED': 'Diese Runde ist schon gepaart.',
    'refusal.championship.ERR_GROUP_SIZE': 'Eine Gruppe hat 3 bis 6 Spieler.',
    'refusal.championship.ERR_GROUP_TWICE': 'Ein Spieler ist in zwei Gruppen.',
    'refusal.championship.ERR_GROUP_MISSING': 'Jeder Spieler braucht eine Gruppe.',
    'refusal.championship.ERR_TSH_UNSUPPORTED':
      'Die tsh-Datei enthält etwas, das Arbiter nicht einlesen kann.',
    'refusal.championship.ERR_TSH_OPPONENT': 'Die tsh-Datei paart zwei Spieler, die einander nicht nennen.',
    'refusal.championship.ERR_TSH_SCORES':
      'In der tsh-Datei hat nur ein Spieler einer Partie eine Punktzahl.',
    'refusal.championship.ERR_TSH_SYNTAX': 'Eine Zeile der tsh-Datei ist nicht lesbar.',
    'refusal.championship.ERR_TSH_FINAL':
      'Das Finale in der tsh-Datei sind nicht zwei Spieler, die in denselben Runden gegeneinander spielen.',
    'refusal.championship.ERR_TSH_EMPTY': 'Die tsh-Datei enthält keine Spielerzeilen.',
    'refusal.championship.ERR_FINAL_DECIDED': 'Das Finale ist entschieden: {champion} ist Meister.',
    'refusal.championship.ERR_GAME_ORDER': 'Als Nächstes ist Spiel {game} des Finales dran.',
    'refusal.championship.ERR_NO_PAIRING':
      'Für diese {players} Spieler gibt es keine vollständige Paarung mit höchstens {repeats} Wiederholungen je Paar und ohne die Gegner der letzten Runde: erlauben Sie mehr Wiederholungen oder paaren Sie die Runde von Hand.',
  },
  {
    'format.championship': 'Kampioenschap',
    'refusal.championship.ERR_RESULT_EXISTS': 'Ronde {round}: {game} is al ingevoerd als {result}.',
    'refusal.championship.ERR_NOT_PAIRED': 'Ronde {round} heeft geen partij {game}.',
    'refusal.championship.ERR_NO_SUCH_ROUND': 'Ronde {round} is niet ingedeeld.',
    'refusal.championship.ERR_ROUND_INCOMPLETE': 'In ronde {round} ontbreken nog uitslagen: {missing}.',
    'refusal.championship.ERR_ROUND_ORDER': 'Ronde {round} kan niet vóór ronde {next} worden ingedeeld.',
    'refusal.championship.ERR_PAIRED_TWICE': '{player} is twee keer ingedeeld.',
    'refusal.championship.ERR_PLAYER_UNPAIRED': 'Ronde {round} laat {missing} weg.',
    'refusal.championship.ERR_WITHDRAWN': '{player} heeft zich al vanaf ronde {round} teruggetrokken.',
    'refusal.championship.ERR_ROUND_PAIRED':
      'Ronde {round} is al ingedeeld: trek terug vanaf ronde {next} en voer voor de ingedeelde ronden reglementaire uitslagen in.',
    'refusal.championship.ERR_ROUNDS_INCOMPLETE': 'De finale volgt als alle {rounds} ronden gespeeld zijn.',
    'refusal.championship.ERR_NO_FINAL': 'Dit kampioenschap heeft geen finale.',
    'refusal.championship.ERR_FINAL_EXISTS': 'De finale is al ingedeeld.',
    'refusal.championship.ERR_ROUND_PLAYED':
      'Deze ronde heeft al uitslagen en kan niet opnieuw ingedeeld worden.',
    'refusal.championship.ERR_GROUP_ROUND':
      'Dit is een groepsronde: loot of bepaal de groepen om de ronden 1–3 in te delen.',
    'refusal.championship.ERR_NO_GROUP_ROUNDS': 'Dit kampioenschap heeft geen groepsronden.',
    'refusal.championship.ERR_LOT_DRAWN': 'Het lot is al getrokken.',
    'refusal.championship.ERR_INVALID_PAIRING': 'De indeling noemt een speler twee keer.',
    'refusal.championship.ERR_ALREADY_PAIRED': 'Deze ronde is al ingedeeld.',
    'refusal.championship.ERR_GROUP_SIZE': 'Een groep heeft 3 tot 6 spelers.',
    'refusal.championship.ERR_GROUP_TWICE': 'Een speler zit in twee groepen.',
    'refusal.championship.ERR_GROUP_MISSING': 'Iedere speler heeft een groep nodig.',
    'refusal.championship.ERR_TSH_UNSUPPORTED': 'Het tsh-bestand bevat iets dat Arbiter niet kan inlezen.',
    'refusal.championship.ERR_TSH_OPPONENT': 'Het tsh-bestand deelt twee spelers in die elkaar niet noemen.',
    'refusal.championship.ERR_TSH_SCORES':
      'In het tsh-bestand heeft maar één speler van een partij een score.',
    'refusal.championship.ERR_TSH_SYNTAX': 'Een regel van het tsh-bestand is niet te lezen.',
    'refusal.championship.ERR_TSH_FINAL':
      'De finale in het tsh-bestand is niet twee spelers die in dezelfde ronden tegen elkaar spelen.',
    'refusal.championship.ERR_TSH_EMPTY': 'Het tsh-bestand bevat geen spelersregels.',
    'refusal.championship.ERR_FINAL_DECIDED': 'De finale is beslist: {champion} is kampioen.',
    'refusal.championship.ERR_GAME_ORDER': 'Hierna is partij {game} van de finale aan de beurt.',
    'refusal.championship.ERR_NO_PAIRING':
      'Voor deze {players} spelers bestaat geen volledige indeling met hoogstens {repeats} herhalingen per paar en zonder de tegenstanders van de vorige ronde: sta meer herhalingen toe of deel de ronde met de hand in.',
  },
);

/** The views' texts and the texts of the rules. */
export const messages: Messages = {
  en: { ...views.en, ...ruleTexts.en },
  de: { ...views.de, ...ruleTexts.de },
  nl: { ...views.nl, ...ruleTexts.nl },
};
