/** The texts of a club's TRF upload (trf-import/routes.tsx), in English, German and Dutch. */
import { defineCatalog } from '../../core/types.js';

const en = {
  'trfImport.link': 'Create a competition from a FIDE TRF file',
  'trfImport.title': 'Import a TRF file',
  'trfImport.help':
    'A FIDE Tournament Report File (TRF-16 or TRF-2026), as Swiss-Manager, Vega, bbpPairings or "arbiter swiss generate" write it, becomes a new competition: its players with their FIDE data and every round played.',
  'trfImport.file': 'TRF file',
  'trfImport.format': 'What it becomes',
  'trfImport.name': 'Name (empty: the file’s tournament name)',
  'trfImport.submit': 'Import',
  'trfImport.noFile': 'Choose a TRF file.',
  'trfImport.refused': 'The file cannot be imported: line {line}, column {column}.',
  'trfImport.unreadable': 'The file cannot be read as text.',
  'trfImport.done': 'Imported: {players} players, {rounds} rounds, {games} games.',
  'trfLoad.link': 'Load a FIDE TRF file into this competition',
  'trfLoad.title': 'Load a TRF file',
  'trfLoad.help':
    'A FIDE Tournament Report File of this tournament (from Swiss-Manager, Vega, bbpPairings or this download) brings in what the competition does not have yet: players, their FIDE data, byes, pairings and results. The competition’s rounds must be the file’s first rounds; a file that disagrees with the competition (a setting, a player, a rating, a game or a result) is refused, and nothing is changed.',
  'trfLoad.submit': 'Load',
  'trfLoad.refused': 'The file cannot be loaded: line {line}, column {column}.',
  'trfLoad.back': 'Back to the competition',
  'trfLoad.done': 'Loaded: {players} players added, {rounds} rounds, {games} results.',
  'trfLoad.nothing': 'The file has nothing the competition does not have already.',
};

const de: typeof en = {
  'trfImport.link': 'Wettbewerb aus einer FIDE-TRF-Datei anlegen',
  'trfImport.title': 'TRF-Datei importieren',
  'trfImport.help':
    'Ein FIDE-Turnierbericht (TRF-16 oder TRF-2026), wie ihn Swiss-Manager, Vega, bbpPairings oder „arbiter swiss generate“ schreiben, wird ein neuer Wettbewerb: die Spieler mit ihren FIDE-Daten und jede gespielte Runde.',
  'trfImport.file': 'TRF-Datei',
  'trfImport.format': 'Was daraus wird',
  'trfImport.name': 'Name (leer: der Turniername der Datei)',
  'trfImport.submit': 'Importieren',
  'trfImport.noFile': 'Bitte eine TRF-Datei wählen.',
  'trfImport.refused': 'Die Datei kann nicht importiert werden: Zeile {line}, Spalte {column}.',
  'trfImport.unreadable': 'Die Datei ist kein lesbarer Text.',
  'trfImport.done': 'Importiert: {players} Spieler, {rounds} Runden, {games} Partien.',
  'trfLoad.link': 'FIDE-TRF-Datei in diesen Wettbewerb laden',
  'trfLoad.title': 'TRF-Datei laden',
  'trfLoad.help':
    'Ein FIDE-Turnierbericht dieses Turniers (aus Swiss-Manager, Vega, bbpPairings oder diesem Download) bringt, was dem Wettbewerb noch fehlt: Spieler, ihre FIDE-Daten, Freilose, Paarungen und Ergebnisse. Die Runden des Wettbewerbs müssen die ersten Runden der Datei sein; eine Datei, die dem Wettbewerb widerspricht (eine Einstellung, ein Spieler, eine Wertzahl, eine Partie oder ein Ergebnis), wird abgewiesen, und nichts wird geändert.',
  'trfLoad.submit': 'Laden',
  'trfLoad.refused': 'Die Datei kann nicht geladen werden: Zeile {line}, Spalte {column}.',
  'trfLoad.back': 'Zurück zum Wettbewerb',
  'trfLoad.done': 'Geladen: {players} Spieler hinzugefügt, {rounds} Runden, {games} Ergebnisse.',
  'trfLoad.nothing': 'Die Datei enthält nichts, was der Wettbewerb nicht schon hat.',
};

const nl: typeof en = {
  'trfImport.link': 'Competitie maken uit een FIDE-TRF-bestand',
  'trfImport.title': 'TRF-bestand importeren',
  'trfImport.help':
    'Een FIDE-toernooirapport (TRF-16 of TRF-2026), zoals Swiss-Manager, Vega, bbpPairings of "arbiter swiss generate" het schrijven, wordt een nieuwe competitie: de spelers met hun FIDE-gegevens en elke gespeelde ronde.',
  'trfImport.file': 'TRF-bestand',
  'trfImport.format': 'Wat het wordt',
  'trfImport.name': 'Naam (leeg: de toernooinaam uit het bestand)',
  'trfImport.submit': 'Importeren',
  'trfImport.noFile': 'Kies een TRF-bestand.',
  'trfImport.refused': 'Het bestand kan niet worden geïmporteerd: regel {line}, kolom {column}.',
  'trfImport.unreadable': 'Het bestand is geen leesbare tekst.',
  'trfImport.done': 'Geïmporteerd: {players} spelers, {rounds} ronden, {games} partijen.',
  'trfLoad.link': 'Een FIDE-TRF-bestand in deze competitie laden',
  'trfLoad.title': 'TRF-bestand laden',
  'trfLoad.help':
    'Een FIDE-toernooirapport van dit toernooi (uit Swiss-Manager, Vega, bbpPairings of deze download) brengt wat de competitie nog niet heeft: spelers, hun FIDE-gegevens, byes, indelingen en uitslagen. De ronden van de competitie moeten de eerste ronden van het bestand zijn; een bestand dat de competitie tegenspreekt (een instelling, een speler, een rating, een partij of een uitslag) wordt geweigerd, en er verandert niets.',
  'trfLoad.submit': 'Laden',
  'trfLoad.refused': 'Het bestand kan niet worden geladen: regel {line}, kolom {column}.',
  'trfLoad.back': 'Terug naar de competitie',
  'trfLoad.done': 'Geladen: {players} spelers toegevoegd, {rounds} ronden, {games} uitslagen.',
  'trfLoad.nothing': 'Het bestand bevat niets wat de competitie nog niet heeft.',
};

export const trfImportMessages = defineCatalog(en, de, nl);
