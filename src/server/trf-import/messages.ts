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
};

export const trfImportMessages = defineCatalog(en, de, nl);
