/**
 * UI texts of the tournament-points format in English, German and Dutch: the columns, round
 * names, due items (by code, with the item's params), colours and how outcomes were decided;
 * the pages' own texts are beside the pages (server/formats/tp-tournament/messages.ts).
 */
import { defineCatalog, type Messages } from '../../core/types.js';

const viewMessages: Messages = {
  en: {
    'tx.col.group': 'Group',
    'tx.col.tp': 'TP',
    'tx.col.wins': 'Wins',
    'tx.col.margin': 'Margin',
    'tx.col.stones': 'Score',
    'tx.col.cup': 'Cup',
    'tx.col.no-shows': 'No-shows',
    'tx.col.penalty': 'Time penalty',
    'tx.col.minutes': 'Minutes',
    'tx.col.colour': 'Colour',
    'tx.tb.head-to-head': 'TP among the tied',
    'tx.round.groups': 'Groups, round {n}',
    'tx.round.playoffs': 'Play-offs',
    'tx.round.cup': 'Cup, round {n}',
    'tx.round.quarter-final': 'Quarter-finals',
    'tx.round.semi-final': 'Semi-finals',
    'tx.round.final': 'Final',
    'tx.due.result-missing': 'Result of {game} missing',
    'tx.due.unanswered': 'No answer about {game}: the game is lost at {forfeitAt}',
    'tx.due.forfeited': '{game} lost for not answering',
    'tx.due.appointment-missed': '{game}: arranged time passed without a result',
    'tx.due.round-overdue': '{game} not played by the end of the round',
    'tx.due.playoff': 'Group {group}: play-off for place {place} ({game})',
    'tx.due.tiebreak': '{match}: tie-break game {game}',
    'tx.due.director-decision': 'Group {group}: tie for places {from}–{to} needs the director',
    'tx.due.excluded': 'Out of the standings after {games} no-shows',
    'tx.due.seed-cup': 'All groups decided: seed the cup',
    'tx.colour.red': 'red',
    'tx.colour.yellow': 'yellow',
    'tx.colour.green': 'green',
    'tx.colour.blue': 'blue',
    'tx.colour-rule.first': 'first choice',
    'tx.colour-rule.second': 'second choice',
    'tx.colour-rule.drawn': 'drawn',
    'tx.colour-rule.override': 'set by the director',
    'tx.decided.tp': 'TP',
    'tx.decided.head-to-head': 'TP among the tied',
    'tx.decided.playoff': 'play-off',
    'tx.decided.wins': 'wins',
    'tx.decided.margin': 'margins',
    'tx.decided.stones': 'score',
    'tx.decided.tie-break': 'tie-break game',
    'tx.decided.bye': 'bye',
    'tx.decided.excluded': 'opponent out after no-shows',
    'tx.decided.override': "director's decision",
    'tx.kind.played': 'played',
    'tx.kind.no-show': 'no-show',
    'tx.kind.double-no-show': 'neither player showed',
    'tx.kind.double-crash': 'double crash',
    'tx.status.forfeited': 'lost for not answering',
  },
  de: {
    'tx.col.group': 'Gruppe',
    'tx.col.tp': 'TP',
    'tx.col.wins': 'Siege',
    'tx.col.margin': 'Abstand',
    'tx.col.stones': 'Punkte',
    'tx.col.cup': 'Pokal',
    'tx.col.no-shows': 'Nichtantreten',
    'tx.col.penalty': 'Zeitstrafe',
    'tx.col.minutes': 'Minuten',
    'tx.col.colour': 'Farbe',
    'tx.tb.head-to-head': 'TP untereinander',
    'tx.round.groups': 'Gruppen, Runde {n}',
    'tx.round.playoffs': 'Stichkämpfe',
    'tx.round.cup': 'Pokal, Runde {n}',
    'tx.round.quarter-final': 'Viertelfinale',
    'tx.round.semi-final': 'Halbfinale',
    'tx.round.final': 'Finale',
    'tx.due.result-missing': 'Ergebnis von {game} fehlt',
    'tx.due.unanswered': 'Keine Antwort zu {game}: das Spiel ist am {forfeitAt} verloren',
    'tx.due.forfeited': '{game} wegen fehlender Antwort verloren',
    'tx.due.appointment-missed': '{game}: Termin verstrichen, kein Ergebnis',
    'tx.due.round-overdue': '{game} bis Rundenende nicht gespielt',
    'tx.due.playoff': 'Gruppe {group}: Stichkampf um Platz {place} ({game})',
    'tx.due.tiebreak': '{match}: Tie-Break-Spiel {game}',
    'tx.due.director-decision': 'Gruppe {group}: Gleichstand auf Platz {from}–{to}, der Leiter entscheidet',
    'tx.due.excluded': 'Nach {games}-maligem Nichtantreten aus der Wertung',
    'tx.due.seed-cup': 'Alle Gruppen entschieden: Pokal setzen',
    'tx.colour.red': 'rot',
    'tx.colour.yellow': 'gelb',
    'tx.colour.green': 'grün',
    'tx.colour.blue': 'blau',
    'tx.colour-rule.first': 'erste Wahl',
    'tx.colour-rule.second': 'zweite Wahl',
    'tx.colour-rule.drawn': 'gelost',
    'tx.colour-rule.override': 'vom Leiter bestimmt',
    'tx.decided.tp': 'TP',
    'tx.decided.head-to-head': 'TP untereinander',
    'tx.decided.playoff': 'Stichkampf',
    'tx.decided.wins': 'Siege',
    'tx.decided.margin': 'Gewinnabstände',
    'tx.decided.stones': 'Spielpunkte',
    'tx.decided.tie-break': 'Tie-Break-Spiel',
    'tx.decided.bye': 'Freilos',
    'tx.decided.excluded': 'Gegner nach Nichtantreten ausgeschieden',
    'tx.decided.override': 'Entscheidung des Leiters',
    'tx.kind.played': 'gespielt',
    'tx.kind.no-show': 'Nichtantreten',
    'tx.kind.double-no-show': 'beide nicht angetreten',
    'tx.kind.double-crash': 'beide abgestürzt',
    'tx.status.forfeited': 'wegen fehlender Antwort verloren',
  },
  nl: {
    'tx.col.group': 'Groep',
    'tx.col.tp': 'TP',
    'tx.col.wins': 'Winst',
    'tx.col.margin': 'Verschil',
    'tx.col.stones': 'Score',
    'tx.col.cup': 'Beker',
    'tx.col.no-shows': 'Niet opgekomen',
    'tx.col.penalty': 'Tijdstraf',
    'tx.col.minutes': 'Minuten',
    'tx.col.colour': 'Kleur',
    'tx.tb.head-to-head': 'TP onderling',
    'tx.round.groups': 'Groepen, ronde {n}',
    'tx.round.playoffs': 'Barrages',
    'tx.round.cup': 'Beker, ronde {n}',
    'tx.round.quarter-final': 'Kwartfinales',
    'tx.round.semi-final': 'Halve finales',
    'tx.round.final': 'Finale',
    'tx.due.result-missing': 'Uitslag van {game} ontbreekt',
    'tx.due.unanswered': 'Geen antwoord over {game}: de partij is verloren op {forfeitAt}',
    'tx.due.forfeited': '{game} verloren wegens geen antwoord',
    'tx.due.appointment-missed': '{game}: afgesproken tijd voorbij zonder uitslag',
    'tx.due.round-overdue': '{game} niet gespeeld voor het einde van de ronde',
    'tx.due.playoff': 'Groep {group}: barrage om plaats {place} ({game})',
    'tx.due.tiebreak': '{match}: beslissingspartij {game}',
    'tx.due.director-decision':
      'Groep {group}: gelijke stand op plaats {from}–{to}, de wedstrijdleider beslist',
    'tx.due.excluded': 'Uit de stand na {games} keer niet opkomen',
    'tx.due.seed-cup': 'Alle groepen beslist: deel de beker in',
    'tx.colour.red': 'rood',
    'tx.colour.yellow': 'geel',
    'tx.colour.green': 'groen',
    'tx.colour.blue': 'blauw',
    'tx.colour-rule.first': 'eerste keus',
    'tx.colour-rule.second': 'tweede keus',
    'tx.colour-rule.drawn': 'geloot',
    'tx.colour-rule.override': 'door de wedstrijdleider bepaald',
    'tx.decided.tp': 'TP',
    'tx.decided.head-to-head': 'TP onderling',
    'tx.decided.playoff': 'barrage',
    'tx.decided.wins': 'winst',
    'tx.decided.margin': 'verschillen',
    'tx.decided.stones': 'score',
    'tx.decided.tie-break': 'beslissingspartij',
    'tx.decided.bye': 'vrijloting',
    'tx.decided.excluded': 'tegenstander uit de stand na niet opkomen',
    'tx.decided.override': 'beslissing van de wedstrijdleider',
    'tx.kind.played': 'gespeeld',
    'tx.kind.no-show': 'niet opgekomen',
    'tx.kind.double-no-show': 'beiden niet opgekomen',
    'tx.kind.double-crash': 'beiden gecrasht',
    'tx.status.forfeited': 'verloren wegens geen antwoord',
  },
};

/** The texts of the format's rules the pages, the CLI and the API share: refusals and the format's name. */
const ruleTexts = defineCatalog(
  {
    'format.tp-tournament': 'Tournament points (Tantrix)',
    'refusal.tp-tournament.ERR_COLOURS_LOCKED': 'Colours are chosen before the draw (TX-9).',
    'refusal.tp-tournament.ERR_EXCLUDED':
      'A player of this game is out of the standings after too many no-shows (TX-5); the game no longer counts.',
    'refusal.tp-tournament.ERR_FORFEITED':
      'This game was lost for not answering (TX-11); only the director can change that.',
    'refusal.tp-tournament.ERR_GAME_DECIDED': 'This game already has a result.',
    'refusal.tp-tournament.ERR_IN_THE_PAST': 'That time has passed; choose a time to come.',
    'refusal.tp-tournament.ERR_NOT_MISSED': 'The arranged time has not passed; arrange another time instead.',
    'refusal.tp-tournament.ERR_NO_APPOINTMENT':
      'Without an arranged time only the director can declare a no-show (TX-11).',
    'refusal.tp-tournament.ERR_NO_CHANCES_LEFT':
      'This player has no rescheduling chance left (TX-11): report the no-show or ask the director.',
    'refusal.tp-tournament.ERR_NO_MESSAGE': 'There is no unanswered message to answer.',
    'refusal.tp-tournament.ERR_REPLAY':
      'A crashed game is replayed here; a double crash counts only in weekend events and never in play-offs or tie-breaks (TX-6).',
    'refusal.tp-tournament.ERR_RESULT_EXISTS':
      'This game already has this result, or a result only the director can correct.',
    'refusal.tp-tournament.ERR_SCHEDULED_ONLY':
      'At weekend events everybody plays at the set times; nothing is arranged.',
    'refusal.tp-tournament.ERR_TOO_EARLY':
      'A no-show can be claimed only once the waiting time is over (TX-10, TX-11).',
  },
  {
    'format.tp-tournament': 'Turnierpunkte (Tantrix)',
    'refusal.tp-tournament.ERR_COLOURS_LOCKED': 'Farben werden vor der Auslosung gewählt (TX-9).',
    'refusal.tp-tournament.ERR_EXCLUDED':
      'Ein Spieler dieses Spiels ist nach zu häufigem Nichtantreten aus der Wertung (TX-5); das Spiel zählt nicht mehr.',
    'refusal.tp-tournament.ERR_FORFEITED':
      'Dieses Spiel ist wegen fehlender Antwort verloren (TX-11); nur der Leiter kann das ändern.',
    'refusal.tp-tournament.ERR_GAME_DECIDED': 'Dieses Spiel hat schon ein Ergebnis.',
    'refusal.tp-tournament.ERR_IN_THE_PAST': 'Diese Zeit ist vorbei; bitte eine kommende Zeit wählen.',
    'refusal.tp-tournament.ERR_NOT_MISSED':
      'Die vereinbarte Zeit ist nicht vorbei; bitte stattdessen eine andere Zeit vereinbaren.',
    'refusal.tp-tournament.ERR_NO_APPOINTMENT':
      'Ohne vereinbarte Zeit kann nur der Leiter ein Nichtantreten feststellen (TX-11).',
    'refusal.tp-tournament.ERR_NO_CHANCES_LEFT':
      'Dieser Spieler hat keine Chance zur Neuvereinbarung mehr (TX-11): Nichtantreten melden oder den Leiter fragen.',
    'refusal.tp-tournament.ERR_NO_MESSAGE': 'Es gibt keine unbeantwortete Nachricht.',
    'refusal.tp-tournament.ERR_REPLAY':
      'Ein abgestürztes Spiel wird hier neu gespielt; ein doppelter Absturz zählt nur bei Wochenendveranstaltungen und nie in Stichkämpfen oder Tie-Breaks (TX-6).',
    'refusal.tp-tournament.ERR_RESULT_EXISTS':
      'Dieses Spiel hat schon dieses Ergebnis oder eines, das nur der Leiter korrigieren kann.',
    'refusal.tp-tournament.ERR_SCHEDULED_ONLY':
      'Bei Wochenendveranstaltungen spielen alle zu den festen Zeiten; nichts wird vereinbart.',
    'refusal.tp-tournament.ERR_TOO_EARLY':
      'Nichtantreten kann erst nach Ablauf der Wartezeit geltend gemacht werden (TX-10, TX-11).',
  },
  {
    'format.tp-tournament': 'Toernooipunten (Tantrix)',
    'refusal.tp-tournament.ERR_COLOURS_LOCKED': 'Kleuren worden vóór de loting gekozen (TX-9).',
    'refusal.tp-tournament.ERR_EXCLUDED':
      'Een speler van deze partij is uit de stand na te vaak niet opkomen (TX-5); de partij telt niet meer.',
    'refusal.tp-tournament.ERR_FORFEITED':
      'Deze partij is verloren wegens geen antwoord (TX-11); alleen de wedstrijdleider kan dat veranderen.',
    'refusal.tp-tournament.ERR_GAME_DECIDED': 'Deze partij heeft al een uitslag.',
    'refusal.tp-tournament.ERR_IN_THE_PAST': 'Die tijd is voorbij; kies een tijd die nog komt.',
    'refusal.tp-tournament.ERR_NOT_MISSED':
      'De afgesproken tijd is niet voorbij; spreek in plaats daarvan een andere tijd af.',
    'refusal.tp-tournament.ERR_NO_APPOINTMENT':
      'Zonder afgesproken tijd kan alleen de wedstrijdleider niet opkomen vaststellen (TX-11).',
    'refusal.tp-tournament.ERR_NO_CHANCES_LEFT':
      'Deze speler heeft geen kans meer om opnieuw af te spreken (TX-11): geef het niet opkomen door of vraag de wedstrijdleider.',
    'refusal.tp-tournament.ERR_NO_MESSAGE': 'Er is geen onbeantwoord bericht.',
    'refusal.tp-tournament.ERR_REPLAY':
      'Een gecrashte partij wordt hier overgespeeld; een dubbele crash telt alleen bij weekendtoernooien en nooit in barrages of beslissingspartijen (TX-6).',
    'refusal.tp-tournament.ERR_RESULT_EXISTS':
      'Deze partij heeft al deze uitslag, of een uitslag die alleen de wedstrijdleider kan corrigeren.',
    'refusal.tp-tournament.ERR_SCHEDULED_ONLY':
      'Bij weekendtoernooien speelt iedereen op de vaste tijden; er wordt niets afgesproken.',
    'refusal.tp-tournament.ERR_TOO_EARLY':
      'Niet opkomen kan pas worden geclaimd als de wachttijd voorbij is (TX-10, TX-11).',
  },
);

/** The view texts and the texts of the rules together. */
export const tpMessages: Messages = {
  en: { ...viewMessages.en, ...ruleTexts.en },
  de: { ...viewMessages.de, ...ruleTexts.de },
  nl: { ...viewMessages.nl, ...ruleTexts.nl },
};
