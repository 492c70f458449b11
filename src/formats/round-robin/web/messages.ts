/**
 * The texts of the round robin's pages and forms in English, German and Dutch. The format's own
 * texts (its name, refusals) stay in formats/round-robin/messages.ts.
 */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'rr.tab.crosstable': 'Crosstable',
  'rr.cross.caption': 'Every game from the row player’s side: 1 won, ½ drawn, 0 lost, + and − by forfeit.',
  'rr.cross.number': 'No.',
  'rr.cross.player': 'Player',
  'rr.cross.points': 'Points',
  'rr.grid.title': 'Results of round {round}',
  'rr.grid.round': 'Round',
  'rr.grid.show': 'Show',
  'rr.grid.hint':
    'Choose the result of every game played; leave “—” for a game not yet played. A changed result is a correction and keeps the earlier one in the history.',
  'rr.grid.game': 'Board {board}: {white} – {black}',
  'rr.grid.bye': '{name} has a bye.',
  'rr.grid.reason': 'Reason (for corrections)',
  'rr.grid.save': 'Record the results',
  'rr.grid.nothing': 'No result was entered or changed.',
  'rr.grid.none': 'The round robin has no rounds yet.',
  'rr.result.none': '—',
  'rr.result.1-0': '1–0 (White won)',
  'rr.result.0-1': '0–1 (Black won)',
  'rr.result.1/2-1/2': '½–½ (draw)',
  'rr.result.+-': '+– (Black lost by forfeit)',
  'rr.result.-+': '–+ (White lost by forfeit)',
  'rr.result.--': '–– (both lost by forfeit)',
};

const de: typeof en = {
  'rr.tab.crosstable': 'Kreuztabelle',
  'rr.cross.caption': 'Jede Partie aus Sicht der Zeile: 1 gewonnen, ½ remis, 0 verloren, + und − kampflos.',
  'rr.cross.number': 'Nr.',
  'rr.cross.player': 'Spieler',
  'rr.cross.points': 'Punkte',
  'rr.grid.title': 'Ergebnisse der Runde {round}',
  'rr.grid.round': 'Runde',
  'rr.grid.show': 'Anzeigen',
  'rr.grid.hint':
    'Für jede gespielte Partie das Ergebnis wählen; „—“ für eine noch nicht gespielte Partie lassen. Ein geändertes Ergebnis ist eine Korrektur; das frühere bleibt im Verlauf.',
  'rr.grid.game': 'Brett {board}: {white} – {black}',
  'rr.grid.bye': '{name} ist spielfrei.',
  'rr.grid.reason': 'Begründung (für Korrekturen)',
  'rr.grid.save': 'Ergebnisse eintragen',
  'rr.grid.nothing': 'Es wurde kein Ergebnis eingetragen oder geändert.',
  'rr.grid.none': 'Das Rundenturnier hat noch keine Runden.',
  'rr.result.none': '—',
  'rr.result.1-0': '1–0 (Weiß gewinnt)',
  'rr.result.0-1': '0–1 (Schwarz gewinnt)',
  'rr.result.1/2-1/2': '½–½ (remis)',
  'rr.result.+-': '+– (Schwarz verliert kampflos)',
  'rr.result.-+': '–+ (Weiß verliert kampflos)',
  'rr.result.--': '–– (beide verlieren kampflos)',
};

const nl: typeof en = {
  'rr.tab.crosstable': 'Kruistabel',
  'rr.cross.caption':
    'Elke partij vanuit de speler in de rij: 1 gewonnen, ½ remise, 0 verloren, + en − reglementair.',
  'rr.cross.number': 'Nr.',
  'rr.cross.player': 'Speler',
  'rr.cross.points': 'Punten',
  'rr.grid.title': 'Uitslagen van ronde {round}',
  'rr.grid.round': 'Ronde',
  'rr.grid.show': 'Tonen',
  'rr.grid.hint':
    'Kies de uitslag van elke gespeelde partij; laat „—” staan voor een partij die nog niet gespeeld is. Een gewijzigde uitslag is een correctie; de eerdere blijft in de geschiedenis.',
  'rr.grid.game': 'Bord {board}: {white} – {black}',
  'rr.grid.bye': '{name} is vrij.',
  'rr.grid.reason': 'Reden (bij correcties)',
  'rr.grid.save': 'Uitslagen invoeren',
  'rr.grid.nothing': 'Er is geen uitslag ingevoerd of gewijzigd.',
  'rr.grid.none': 'De round robin heeft nog geen ronden.',
  'rr.result.none': '—',
  'rr.result.1-0': '1–0 (wit wint)',
  'rr.result.0-1': '0–1 (zwart wint)',
  'rr.result.1/2-1/2': '½–½ (remise)',
  'rr.result.+-': '+– (zwart verliest reglementair)',
  'rr.result.-+': '–+ (wit verliest reglementair)',
  'rr.result.--': '–– (beiden verliezen reglementair)',
};

export const roundRobinPageMessages = defineCatalog(en, de, nl);
