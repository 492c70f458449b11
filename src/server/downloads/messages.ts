/**
 * The texts of the downloads under a competition's tables (downloads/catalog.ts), their part of
 * the API reference and the column headings only a download has, in English, German and Dutch.
 */
import { defineCatalog } from '../../core/types.js';

const en = {
  'download.title': 'Downloads',
  'download.excel': 'for Excel',
  'download.standings': 'Standings (CSV)',
  'download.results': 'Results (CSV)',
  'download.crosstable': 'Crosstable (CSV)',
  'download.groups': 'Group tables (CSV)',
  'download.trf': 'FIDE report (TRF)',
  'download.tsh': 'tsh division (.t)',
  'download.ratingCsv': 'Rating export (CSV)',
  'download.ratingPgn': 'Rating export (PGN)',
  'download.document': 'Competition document (JSON)',
  'download.participants': 'Participants with FIDE id, federation, club … (CSV)',
  'download.col.round': 'Round',
  'download.col.first': 'Player 1',
  'download.col.second': 'Player 2',
  'download.col.group': 'Group',
  'download.col.roundPoints': '{round}: points',
};

const de: typeof en = {
  'download.title': 'Herunterladen',
  'download.excel': 'für Excel',
  'download.standings': 'Tabelle (CSV)',
  'download.results': 'Ergebnisse (CSV)',
  'download.crosstable': 'Kreuztabelle (CSV)',
  'download.groups': 'Gruppentabellen (CSV)',
  'download.trf': 'FIDE-Turnierbericht (TRF)',
  'download.tsh': 'tsh-Gruppe (.t)',
  'download.ratingCsv': 'Wertungsexport (CSV)',
  'download.ratingPgn': 'Wertungsexport (PGN)',
  'download.document': 'Turnierdokument (JSON)',
  'download.participants': 'Teilnehmer mit FIDE-ID, Verband, Verein … (CSV)',
  'download.col.round': 'Runde',
  'download.col.first': 'Spieler 1',
  'download.col.second': 'Spieler 2',
  'download.col.group': 'Gruppe',
  'download.col.roundPoints': '{round}: Punkte',
};

const nl: typeof en = {
  'download.title': 'Downloaden',
  'download.excel': 'voor Excel',
  'download.standings': 'Stand (CSV)',
  'download.results': 'Uitslagen (CSV)',
  'download.crosstable': 'Kruistabel (CSV)',
  'download.groups': 'Groepstabellen (CSV)',
  'download.trf': 'FIDE-toernooirapport (TRF)',
  'download.tsh': 'tsh-groep (.t)',
  'download.ratingCsv': 'Ratingexport (CSV)',
  'download.ratingPgn': 'Ratingexport (PGN)',
  'download.document': 'Competitiedocument (JSON)',
  'download.participants': 'Deelnemers met FIDE-id, federatie, club … (CSV)',
  'download.col.round': 'Ronde',
  'download.col.first': 'Speler 1',
  'download.col.second': 'Speler 2',
  'download.col.group': 'Groep',
  'download.col.roundPoints': '{round}: punten',
};

export const downloadMessages = defineCatalog(en, de, nl);
