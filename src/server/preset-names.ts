/**
 * The names of the formats' presets in English, German and Dutch (`preset.<format>.<preset>`),
 * for the list a club admin creates a competition from. A test checks that every preset of every
 * format has its name.
 */
import { defineCatalog } from '../core/types.js';

const en = {
  'preset.round-robin.fide': 'Round robin, 1 – ½ – 0',
  'preset.round-robin.double-fide': 'Double round robin, 1 – ½ – 0',
  'preset.round-robin.three-one-zero': 'Round robin, 3 – 1 – 0',
  'preset.handicap-league.berlin': 'Berlin shogi handicap league',
  'preset.handicap-league.berlin-literal': 'Berlin handicap league, HL-7 over the whole ranking',
  'preset.championship.dm': 'German Scrabble championship (groups, New Swiss, final candidates, final)',
  'preset.championship.dm-best-of-three': 'German Scrabble championship, final as best of three',
  'preset.championship.new-swiss': 'Swiss tournament by New Swiss, no final (as tsh NewSwiss)',
  'preset.tp-tournament.tantrix-weekend': 'Tantrix weekend event: groups of four, the top two go on to a cup',
  'preset.tp-tournament.tantrix-scheduled':
    'Tantrix scheduled event: round-robin groups, players arrange their games',
  'preset.tp-tournament.tantrix-cup':
    'Tantrix cup: knock-out matches of three games, players arrange their games',
  'preset.keizer.dsc': 'DSC internal competition (Keizer, top value 50)',
  'preset.keizer.dsc-rapid': 'DSC rapid competition (Keizer beside the main competition)',
  'preset.keizer.fixed-60-capped': 'Top value 60, absence 1/6 with a cap, fixed-point recalculation',
  'preset.keizer.field-scaled': 'Top value 1.5 × players, own value not counted, values frozen per round',
  'preset.pyramid.desc': 'DESC e-mail chess pyramid',
  'preset.pyramid.club-ladder': 'Club ladder (over the board)',
  'preset.swiss.fide': 'FIDE Swiss (Dutch system), 9 rounds',
  'preset.swiss.club-rapid': 'Club rapid Swiss, 7 rounds',
};

const de: typeof en = {
  'preset.round-robin.fide': 'Rundenturnier, 1 – ½ – 0',
  'preset.round-robin.double-fide': 'Doppelrundenturnier, 1 – ½ – 0',
  'preset.round-robin.three-one-zero': 'Rundenturnier, 3 – 1 – 0',
  'preset.handicap-league.berlin': 'Berliner Vorgabeliga',
  'preset.handicap-league.berlin-literal': 'Berliner Vorgabeliga, HL-7 über die ganze Rangliste',
  'preset.championship.dm': 'Deutsche Scrabble-Meisterschaft (Gruppen, New Swiss, Finalkandidaten, Finale)',
  'preset.championship.dm-best-of-three': 'Deutsche Scrabble-Meisterschaft, Finale auf zwei Gewinnpartien',
  'preset.championship.new-swiss': 'Schweizer System nach New Swiss, ohne Finale (wie tsh NewSwiss)',
  'preset.tp-tournament.tantrix-weekend':
    'Tantrix-Wochenendturnier: Vierergruppen, die zwei Besten kommen in den Pokal',
  'preset.tp-tournament.tantrix-scheduled':
    'Tantrix-Terminturnier: Gruppen jeder gegen jeden, die Spieler verabreden ihre Spiele',
  'preset.tp-tournament.tantrix-cup':
    'Tantrix-Pokal: K.-o.-Begegnungen über drei Spiele, die Spieler verabreden ihre Spiele',
  'preset.keizer.dsc': 'DSC-Vereinswettbewerb (Keizer, Höchstwert 50)',
  'preset.keizer.dsc-rapid': 'DSC-Schnellschachwettbewerb (Keizer neben dem Hauptwettbewerb)',
  'preset.keizer.fixed-60-capped':
    'Höchstwert 60, Abwesenheit 1/6 mit Obergrenze, Neuberechnung bis zur Stabilität',
  'preset.keizer.field-scaled':
    'Höchstwert 1,5 × Spielerzahl, eigener Wert zählt nicht, Werte je Runde eingefroren',
  'preset.pyramid.desc': 'DESC-Fernschach-Pyramide',
  'preset.pyramid.club-ladder': 'Vereinsleiter (am Brett)',
  'preset.swiss.fide': 'Schweizer System nach FIDE (holländisch), 9 Runden',
  'preset.swiss.club-rapid': 'Schnellschach-Open des Vereins, Schweizer System, 7 Runden',
};

const nl: typeof en = {
  'preset.round-robin.fide': 'Round robin, 1 – ½ – 0',
  'preset.round-robin.double-fide': 'Dubbele round robin, 1 – ½ – 0',
  'preset.round-robin.three-one-zero': 'Round robin, 3 – 1 – 0',
  'preset.handicap-league.berlin': 'Berlijnse shogi-handicapcompetitie',
  'preset.handicap-league.berlin-literal': 'Berlijnse handicapcompetitie, HL-7 over de hele ranglijst',
  'preset.championship.dm': 'Duits Scrabblekampioenschap (groepen, New Swiss, finalekandidaten, finale)',
  'preset.championship.dm-best-of-three': 'Duits Scrabblekampioenschap, finale over drie partijen',
  'preset.championship.new-swiss': 'Zwitsers toernooi volgens New Swiss, zonder finale (zoals tsh NewSwiss)',
  'preset.tp-tournament.tantrix-weekend':
    'Tantrix-weekendtoernooi: groepen van vier, de beste twee gaan door naar de beker',
  'preset.tp-tournament.tantrix-scheduled':
    'Tantrix-afspraaktoernooi: groepen ieder-tegen-ieder, spelers spreken hun partijen af',
  'preset.tp-tournament.tantrix-cup':
    'Tantrix-beker: knock-outduels over drie partijen, spelers spreken hun partijen af',
  'preset.keizer.dsc': 'DSC interne competitie (Keizer, hoogste waarde 50)',
  'preset.keizer.dsc-rapid': 'DSC rapidcompetitie (Keizer naast de hoofdcompetitie)',
  'preset.keizer.fixed-60-capped':
    'Hoogste waarde 60, afwezigheid 1/6 met plafond, herberekening tot de ranglijst stabiel is',
  'preset.keizer.field-scaled':
    'Hoogste waarde 1,5 × aantal spelers, eigen waarde telt niet, waarden per ronde bevroren',
  'preset.pyramid.desc': 'DESC-e-mailschaakpiramide',
  'preset.pyramid.club-ladder': 'Clubladder (aan het bord)',
  'preset.swiss.fide': 'Zwitsers systeem volgens FIDE (Nederlands), 9 ronden',
  'preset.swiss.club-rapid': 'Rapidtoernooi van de club, Zwitsers, 7 ronden',
};

export const presetNames = defineCatalog(en, de, nl);
