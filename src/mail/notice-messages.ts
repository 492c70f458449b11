/**
 * The notices' texts in English, German (the pyramid's and Tantrix's seed words: Herausforderer,
 * Turnierleiter, Termin) and Dutch (the Keizer club's: afmelding, indeling): a subject and a body
 * per kind (mail/notices.ts), the hints how to answer, the digest and the unsubscribe line.
 * Values: names, moments and dates come in words. German and Dutch are typed by the English keys.
 */
import type { Messages } from '../core/types.js';

const en = {
  'notice.pyramid.challenged.subject': '{challenger} challenges you',
  'notice.pyramid.challenged.body':
    '{challenger} challenges you in the pyramid with the first move {move}. Accept by {by} with your reply move; the game officially starts on {start} (PYR-4, PYR-6).',
  'notice.pyramid.challenge-sent.subject': 'Your challenge of {defender}',
  'notice.pyramid.challenge-sent.body':
    'Your challenge of {defender} is recorded. {defender} must accept by {by}; the game officially starts on {start}.',
  'notice.pyramid.copy-challenge.subject': 'Copy: {challenger} challenges {defender}',
  'notice.pyramid.copy-challenge.body':
    '{challenger} challenges {defender} with the first move {move}; {defender} must accept by {by} (PYR-4). This is the guardian’s copy.',
  'notice.pyramid.copy-accepted.subject': 'Copy: {defender} accepted the challenge of {challenger}',
  'notice.pyramid.copy-accepted.body':
    '{defender} accepted the challenge of {challenger} with {reply}; the game officially starts on {start} (PYR-4, PYR-6). This is the guardian’s copy.',
  'notice.pyramid.xxx-taken.subject': 'You took an XXX place',
  'notice.pyramid.xxx-taken.body': 'Your challenge took the XXX place: you now stand on {place} (PYR-12).',
  'notice.pyramid.assigned.subject': 'A challenge from the waiting list: {defender}',
  'notice.pyramid.assigned.body':
    'The guardian assigns you {defender} from the waiting list. Confirm the challenge by {by} with your first move; unconfirmed it lapses (PYR-13).',
  'notice.pyramid.assigned-defender.subject': '{challenger} challenges you (waiting list)',
  'notice.pyramid.assigned-defender.body':
    '{challenger} from the waiting list challenges you; his first move follows by {by} (PYR-13).',
  'notice.pyramid.accepted.subject': '{challenger} – {defender}: the game has begun',
  'notice.pyramid.accepted.body':
    '{defender} accepted the challenge of {challenger} with {reply}. The game officially starts on {start} (PYR-6). Report the result by replying with it.',
  'notice.pyramid.result.subject': 'Result {challenger} – {defender}: {result}',
  'notice.pyramid.result.body':
    'The result {challenger} – {defender} {result} is recorded. It is provisional until {end}; until then either player may object by replying “Objection” (PYR-8).',
  'notice.pyramid.objected.subject': 'Objection to {challenger} – {defender}',
  'notice.pyramid.objected.body':
    '{by} objects to the result {challenger} – {defender} {result}. The guardian decides (PYR-8).',
  'notice.pyramid.decided.subject': 'The guardian’s decision: {challenger} – {defender}',
  'notice.pyramid.decided.body': 'The guardian decided the game {challenger} – {defender}: {result}.',
  'notice.pyramid.result-final.subject': 'Final: {challenger} – {defender} {result}',
  'notice.pyramid.result-final.body':
    'Nobody objected: the result {challenger} – {defender} {result} is final and goes to the rating (PYR-8).',
  'notice.pyramid.waiting.subject': 'You are on the waiting list',
  'notice.pyramid.waiting.body':
    'You are on the waiting list. As soon as a player you may challenge is free, the guardian assigns him to you (PYR-13).',
  'notice.pyramid.eternal.subject': 'You are on the eternal waiting list',
  'notice.pyramid.eternal.body':
    'You are on the eternal waiting list: whenever you finish a game as challenger, you are assigned the best free player (PYR-14).',
  'notice.pyramid.vacation.subject': 'Your vacation {from} – {to}',
  'notice.pyramid.vacation.body':
    'Your vacation from {from} to {to} is recorded; it extends the deadlines of your challenges (PYR-15).',
  'notice.pyramid.letter.subject': 'Are you still playing in the pyramid?',
  'notice.pyramid.letter.body':
    'You have played no pyramid game for a long time. Please answer this mail by {by}; without an answer you leave the pyramid (PYR-10, PYR-11).',
  'notice.pyramid.accept-reminder.subject': 'Reminder: accept the challenge of {challenger}',
  'notice.pyramid.accept-reminder.body':
    'The challenge of {challenger} must be accepted by {by}. Reply with your move; otherwise the guardian may score the game as lost (PYR-4).',
  'notice.pyramid.accept-expired.subject': 'Not accepted: {challenger} – {defender}',
  'notice.pyramid.accept-expired.body':
    '{defender} did not accept the challenge of {challenger} by {by}. The guardian may score the game as lost by him (PYR-4).',
  'notice.pyramid.confirm-reminder.subject': 'Reminder: confirm your challenge of {defender}',
  'notice.pyramid.confirm-reminder.body':
    'Confirm your challenge of {defender} by {by} with your first move; otherwise it lapses (PYR-13).',
  'notice.pyramid.lapsed.subject': 'Lapsed: {challenger} – {defender}',
  'notice.pyramid.lapsed.body': 'The challenge {challenger} – {defender} lapsed unconfirmed (PYR-13).',
  'notice.pyramid.left-inactive.subject': 'You have left the pyramid',
  'notice.pyramid.left-inactive.body':
    'You did not answer the inactivity letter in time and have left the pyramid (PYR-10, PYR-11). The guardian can let you back in.',
  'notice.pyramid.assignment.subject': 'To issue: {challenger} challenges {defender}',
  'notice.pyramid.assignment.body':
    'The waiting list assigns {defender} to {challenger}. Reply “yes” to issue the challenge to both (PYR-13).',
  'notice.pyramid.inactive.subject': '{player} has been inactive for {months} months',
  'notice.pyramid.inactive.body':
    '{player} has played no game for {months} months; you may send the inactivity letter (PYR-10).',
  'notice.tp.group.subject': 'Your group {group}',
  'notice.tp.group.body':
    'You play in group {group} against {opponents}. Arrange your games with your opponents (TX-11).',
  'notice.tp.round.subject': 'Round {round}: you play {opponent}',
  'notice.tp.round.body':
    'Round {round} runs from {from}. Your opponent is {opponent}; arrange the game by writing “Appointment: {opponent} <day> <time>” or send a message.',
  'notice.tp.message.subject': 'A message from {from}',
  'notice.tp.message.body':
    '{from} wrote to you about your game. Answer by {by}: reply to this mail (TX-11).',
  'notice.tp.answered.subject': '{by} answered',
  'notice.tp.answered.body': '{by} answered your message.',
  'notice.tp.arranged.subject': 'Appointment with {by}: {at}',
  'notice.tp.arranged.body': '{by} arranged your game for {at}.',
  'notice.tp.result.subject': 'Result {player} – {opponent}',
  'notice.tp.result.body': '{player} – {opponent}: {stones} stones, {tp} tournament points (TX-2).',
  'notice.tp.answer-reminder.subject': 'Reminder: answer {from}',
  'notice.tp.answer-reminder.body':
    '{from} is waiting for your answer since a message about your game. Answer by {by}, or you are reported to the director (TX-11).',
  'notice.tp.silent-warning.subject': 'You did not answer {from}',
  'notice.tp.silent-warning.body':
    'You have not answered {from} for 5 days; the director has been told. Without an answer by {by} you lose the game (TX-11).',
  'notice.tp.silent-report.subject': '{player} does not answer {from}',
  'notice.tp.silent-report.body':
    '{player} has not answered {from} since {since}. Without an answer he loses the game at {by} (TX-11).',
  'notice.tp.forfeit.subject': 'Game lost without an answer',
  'notice.tp.forfeit.body': '{player} did not answer {from} in time and loses the game (TX-11).',
  'notice.keizer.pairing.subject': 'Round {round}: you play {opponent}',
  'notice.keizer.pairing.body':
    'The pairing of round {round} ({date}) is out: you play {colour, select, white {white} other {black}} against {opponent}.',
  'notice.keizer.bye.subject': 'Round {round}: you have the bye',
  'notice.keizer.bye.body': 'In round {round} ({date}) you are not paired: you have the bye (KZ-9).',
  'notice.keizer.absence.subject': 'Absence noted: round {round}',
  'notice.keizer.absence.body': 'Your absence for round {round} ({date}) is noted.',
  'notice.keizer.absence-late.subject': 'Late absence: round {round}',
  'notice.keizer.absence-late.body':
    'Your absence for round {round} ({date}) came after the deadline ({deadline}): it counts as without notice unless the director accepts it (KZ-11).',
  'notice.keizer.signed-off.subject': 'Signed off from round {round}',
  'notice.keizer.signed-off.body':
    'You are signed off from round {round} on{cause, select, noShows { after two no-shows in a row} other {}}. Ask the director to sign on again (KZ-13).',
  'notice.hl.evening.subject': 'Evening {number}: the new league ranks',
  'notice.hl.evening.body':
    'Evening {number} is closed with {games, plural, one {# game} other {# games}}.{up, select, __none {} other { Up: {up}.}}{down, select, __none {} other { Down: {down}.}} The ranking:',
  'notice.sd.pairing.subject': 'Round {round}: you play {opponent}',
  'notice.sd.pairing.body':
    'In round {round} you play {opponent}; {starts, select, yes {you start} other {{opponent} starts}}.',
  'notice.sd.bye.subject': 'Round {round}: a bye',
  'notice.sd.bye.body': 'In round {round} you have no opponent.',
  'notice.sd.candidates.subject': 'Round {round}: the candidates for the final',
  'notice.sd.candidates.body':
    'Before round {round} you are {status, select, safe {safe in the final} out {out of reach of the final} candidate {a candidate for the final} other {the filler of the candidates’ group}} (SD-9 … SD-14):',
  'notice.hint.accept': 'Answer this mail with your reply move (e.g. 1...c5) to accept.',
  'notice.hint.confirm': 'Answer this mail with your first move (e.g. 1.e4) to confirm.',
  'notice.hint.result': 'Answer this mail with the result from your side (e.g. 1-0) to report it.',
  'notice.hint.answer-letter': 'Any answer to this mail keeps you in the pyramid.',
  'notice.hint.answer-message':
    'Your answer to this mail goes to your opponent and counts as your answer (TX-11).',
  'notice.hint.issue-assignment': 'Reply “yes” to issue it.',
  'notice.late.changed.subject':
    'Because of a late entry: {what} of {recorded} {after, select, applied {takes effect now} ineffective {has lost its effect} rejected {no longer counts} other {has changed}}',
  'notice.late.changed.body':
    'A late entry, {cause}, counts at its own moment, {moment}: before {what} of {recorded} (PYR-0). Therefore {what} {after, select, applied {takes effect now} ineffective {has lost its effect} rejected {no longer counts} other {has changed}}.',
  'notice.late.entry.challenge': 'the challenge {player} – {opponent}',
  'notice.late.entry.acceptance': 'the acceptance of the challenge {player} – {opponent}',
  'notice.late.entry.result': 'the result {player} – {opponent}',
  'notice.late.entry.objection': 'the objection to the result {player} – {opponent}',
  'notice.late.entry.place': 'the place of {player}',
  'notice.late.entry.vacation': 'the vacation of {player}',
  'notice.late.entry.absence': 'the absence notice of {player}',
  'notice.late.entry.appointment': 'the appointment made by {player}',
  'notice.late.entry.game': 'the game {player} – {opponent}',
  'notice.late.entry.entry': 'an entry about {player}',
  'notice.enteredBy': 'Entered by {name} (the director).',
  'notice.act': 'Where you can act: {link}',
  'notice.syntax': 'Commands by mail: {link}',
  'notice.unsubscribe': 'Mail of this kind — now, daily or never: {link}',
  'notice.signature': 'Arbiter, for {club} — {competition}',
  'notice.digest.subject': '{count, plural, one {# notice} other {# notices}} from {club}',
  'notice.digest.intro': 'Your notices of the last day:',
} as const;

type Catalog = Readonly<Record<keyof typeof en, string>>;

const de: Catalog = {
  'notice.pyramid.challenged.subject': '{challenger} fordert Sie heraus',
  'notice.pyramid.challenged.body':
    '{challenger} fordert Sie in der Pyramide heraus, erster Zug {move}. Nehmen Sie bis {by} mit Ihrem Antwortzug an; die Partie beginnt offiziell am {start} (PYR-4, PYR-6).',
  'notice.pyramid.challenge-sent.subject': 'Ihre Herausforderung an {defender}',
  'notice.pyramid.challenge-sent.body':
    'Ihre Herausforderung an {defender} ist eingetragen. {defender} muss bis {by} annehmen; die Partie beginnt offiziell am {start}.',
  'notice.pyramid.copy-challenge.subject': 'Kopie: {challenger} fordert {defender} heraus',
  'notice.pyramid.copy-challenge.body':
    '{challenger} fordert {defender} heraus, erster Zug {move}; {defender} muss bis {by} annehmen (PYR-4). Dies ist die Kopie für die Turnierleitung.',
  'notice.pyramid.copy-accepted.subject':
    'Kopie: {defender} hat die Herausforderung von {challenger} angenommen',
  'notice.pyramid.copy-accepted.body':
    '{defender} hat die Herausforderung von {challenger} mit {reply} angenommen; die Partie beginnt offiziell am {start} (PYR-4, PYR-6). Dies ist die Kopie für die Turnierleitung.',
  'notice.pyramid.xxx-taken.subject': 'Sie haben einen XXX-Platz übernommen',
  'notice.pyramid.xxx-taken.body':
    'Ihre Herausforderung hat den XXX-Platz übernommen: Sie stehen jetzt auf {place} (PYR-12).',
  'notice.pyramid.assigned.subject': 'Herausforderung von der Warteliste: {defender}',
  'notice.pyramid.assigned.body':
    'Der Pyramidenwächter teilt Ihnen von der Warteliste {defender} zu. Bestätigen Sie die Herausforderung bis {by} mit Ihrem ersten Zug; unbestätigt verfällt sie (PYR-13).',
  'notice.pyramid.assigned-defender.subject': '{challenger} fordert Sie heraus (Warteliste)',
  'notice.pyramid.assigned-defender.body':
    '{challenger} von der Warteliste fordert Sie heraus; sein erster Zug folgt bis {by} (PYR-13).',
  'notice.pyramid.accepted.subject': '{challenger} – {defender}: die Partie hat begonnen',
  'notice.pyramid.accepted.body':
    '{defender} hat die Herausforderung von {challenger} mit {reply} angenommen. Die Partie beginnt offiziell am {start} (PYR-6). Melden Sie das Ergebnis, indem Sie darauf antworten.',
  'notice.pyramid.result.subject': 'Ergebnis {challenger} – {defender}: {result}',
  'notice.pyramid.result.body':
    'Das Ergebnis {challenger} – {defender} {result} ist eingetragen. Es ist vorläufig bis {end}; bis dahin kann jeder Spieler mit der Antwort „Einspruch“ widersprechen (PYR-8).',
  'notice.pyramid.objected.subject': 'Einspruch gegen {challenger} – {defender}',
  'notice.pyramid.objected.body':
    '{by} erhebt Einspruch gegen das Ergebnis {challenger} – {defender} {result}. Der Pyramidenwächter entscheidet (PYR-8).',
  'notice.pyramid.decided.subject': 'Entscheidung des Pyramidenwächters: {challenger} – {defender}',
  'notice.pyramid.decided.body':
    'Der Pyramidenwächter hat die Partie {challenger} – {defender} entschieden: {result}.',
  'notice.pyramid.result-final.subject': 'Endgültig: {challenger} – {defender} {result}',
  'notice.pyramid.result-final.body':
    'Niemand hat widersprochen: Das Ergebnis {challenger} – {defender} {result} ist endgültig und geht in die Wertung (PYR-8).',
  'notice.pyramid.waiting.subject': 'Sie stehen auf der Warteliste',
  'notice.pyramid.waiting.body':
    'Sie stehen auf der Warteliste. Sobald ein Spieler frei ist, den Sie herausfordern dürfen, teilt der Pyramidenwächter ihn Ihnen zu (PYR-13).',
  'notice.pyramid.eternal.subject': 'Sie stehen auf der ewigen Warteliste',
  'notice.pyramid.eternal.body':
    'Sie stehen auf der ewigen Warteliste: Nach jeder Partie als Herausforderer wird Ihnen der beste freie Spieler zugeteilt (PYR-14).',
  'notice.pyramid.vacation.subject': 'Ihr Urlaub {from} – {to}',
  'notice.pyramid.vacation.body':
    'Ihr Urlaub vom {from} bis {to} ist eingetragen; er verlängert die Fristen Ihrer Herausforderungen (PYR-15).',
  'notice.pyramid.letter.subject': 'Spielen Sie noch in der Pyramide?',
  'notice.pyramid.letter.body':
    'Sie haben lange keine Pyramidenpartie gespielt. Bitte beantworten Sie diese Mail bis {by}; ohne Antwort scheiden Sie aus der Pyramide aus (PYR-10, PYR-11).',
  'notice.pyramid.accept-reminder.subject': 'Erinnerung: Herausforderung von {challenger} annehmen',
  'notice.pyramid.accept-reminder.body':
    'Die Herausforderung von {challenger} muss bis {by} angenommen werden. Antworten Sie mit Ihrem Zug; sonst kann der Pyramidenwächter die Partie als verloren werten (PYR-4).',
  'notice.pyramid.accept-expired.subject': 'Nicht angenommen: {challenger} – {defender}',
  'notice.pyramid.accept-expired.body':
    '{defender} hat die Herausforderung von {challenger} nicht bis {by} angenommen. Der Pyramidenwächter kann die Partie als von ihm verloren werten (PYR-4).',
  'notice.pyramid.confirm-reminder.subject': 'Erinnerung: Herausforderung an {defender} bestätigen',
  'notice.pyramid.confirm-reminder.body':
    'Bestätigen Sie Ihre Herausforderung an {defender} bis {by} mit Ihrem ersten Zug; sonst verfällt sie (PYR-13).',
  'notice.pyramid.lapsed.subject': 'Verfallen: {challenger} – {defender}',
  'notice.pyramid.lapsed.body':
    'Die Herausforderung {challenger} – {defender} ist unbestätigt verfallen (PYR-13).',
  'notice.pyramid.left-inactive.subject': 'Sie sind aus der Pyramide ausgeschieden',
  'notice.pyramid.left-inactive.body':
    'Sie haben den Brief wegen Inaktivität nicht rechtzeitig beantwortet und sind aus der Pyramide ausgeschieden (PYR-10, PYR-11). Der Pyramidenwächter kann Sie wieder aufnehmen.',
  'notice.pyramid.assignment.subject': 'Auszusprechen: {challenger} fordert {defender}',
  'notice.pyramid.assignment.body':
    'Die Warteliste teilt {defender} dem Spieler {challenger} zu. Antworten Sie „ja“, um die Herausforderung beiden auszusprechen (PYR-13).',
  'notice.pyramid.inactive.subject': '{player} ist seit {months} Monaten inaktiv',
  'notice.pyramid.inactive.body':
    '{player} hat seit {months} Monaten keine Partie gespielt; Sie können ihm den Brief wegen Inaktivität schicken (PYR-10).',
  'notice.tp.group.subject': 'Ihre Gruppe {group}',
  'notice.tp.group.body':
    'Sie spielen in Gruppe {group} gegen {opponents}. Vereinbaren Sie Ihre Partien mit den Gegnern (TX-11).',
  'notice.tp.round.subject': 'Runde {round}: Ihr Gegner ist {opponent}',
  'notice.tp.round.body':
    'Runde {round} läuft ab {from}. Ihr Gegner ist {opponent}; vereinbaren Sie die Partie mit „Termin: {opponent} <Tag> <Uhrzeit>“ oder schicken Sie eine Nachricht.',
  'notice.tp.message.subject': 'Eine Nachricht von {from}',
  'notice.tp.message.body':
    '{from} hat Ihnen wegen Ihrer Partie geschrieben. Antworten Sie bis {by}: einfach auf diese Mail antworten (TX-11).',
  'notice.tp.answered.subject': '{by} hat geantwortet',
  'notice.tp.answered.body': '{by} hat auf Ihre Nachricht geantwortet.',
  'notice.tp.arranged.subject': 'Termin mit {by}: {at}',
  'notice.tp.arranged.body': '{by} hat Ihre Partie auf {at} gelegt.',
  'notice.tp.result.subject': 'Ergebnis {player} – {opponent}',
  'notice.tp.result.body': '{player} – {opponent}: {stones} Steine, {tp} Turnierpunkte (TX-2).',
  'notice.tp.answer-reminder.subject': 'Erinnerung: {from} antworten',
  'notice.tp.answer-reminder.body':
    '{from} wartet auf Ihre Antwort zu einer Nachricht über Ihre Partie. Antworten Sie bis {by}, sonst wird der Turnierleiter benachrichtigt (TX-11).',
  'notice.tp.silent-warning.subject': 'Sie haben {from} nicht geantwortet',
  'notice.tp.silent-warning.body':
    'Sie haben {from} seit 5 Tagen nicht geantwortet; der Turnierleiter ist informiert. Ohne Antwort bis {by} verlieren Sie die Partie (TX-11).',
  'notice.tp.silent-report.subject': '{player} antwortet {from} nicht',
  'notice.tp.silent-report.body':
    '{player} hat {from} seit {since} nicht geantwortet. Ohne Antwort verliert er die Partie am {by} (TX-11).',
  'notice.tp.forfeit.subject': 'Partie ohne Antwort verloren',
  'notice.tp.forfeit.body':
    '{player} hat {from} nicht rechtzeitig geantwortet und verliert die Partie (TX-11).',
  'notice.keizer.pairing.subject': 'Runde {round}: Ihr Gegner ist {opponent}',
  'notice.keizer.pairing.body':
    'Die Paarung der Runde {round} ({date}) steht: Sie spielen mit {colour, select, white {Weiß} other {Schwarz}} gegen {opponent}.',
  'notice.keizer.bye.subject': 'Runde {round}: Sie haben spielfrei',
  'notice.keizer.bye.body': 'In Runde {round} ({date}) sind Sie nicht gepaart: Sie haben spielfrei (KZ-9).',
  'notice.keizer.absence.subject': 'Abmeldung erhalten: Runde {round}',
  'notice.keizer.absence.body': 'Ihre Abmeldung für Runde {round} ({date}) ist eingetragen.',
  'notice.keizer.absence-late.subject': 'Späte Abmeldung: Runde {round}',
  'notice.keizer.absence-late.body':
    'Ihre Abmeldung für Runde {round} ({date}) kam nach der Frist ({deadline}): Sie gilt als unentschuldigt, wenn der Turnierleiter sie nicht annimmt (KZ-11).',
  'notice.keizer.signed-off.subject': 'Ab Runde {round} abgemeldet',
  'notice.keizer.signed-off.body':
    'Sie sind ab Runde {round}{cause, select, noShows { nach zweimaligem Fehlen ohne Abmeldung} other {}} abgemeldet. Der Turnierleiter meldet Sie wieder an (KZ-13).',
  'notice.hl.evening.subject': 'Abend {number}: die neuen Ligaränge',
  'notice.hl.evening.body':
    'Abend {number} ist abgeschlossen, {games, plural, one {# Partie} other {# Partien}}.{up, select, __none {} other { Aufgestiegen: {up}.}}{down, select, __none {} other { Abgestiegen: {down}.}} Die Rangliste:',
  'notice.sd.pairing.subject': 'Runde {round}: Ihr Gegner ist {opponent}',
  'notice.sd.pairing.body':
    'In Runde {round} spielen Sie gegen {opponent}; {starts, select, yes {Sie beginnen} other {{opponent} beginnt}}.',
  'notice.sd.bye.subject': 'Runde {round}: spielfrei',
  'notice.sd.bye.body': 'In Runde {round} haben Sie keinen Gegner.',
  'notice.sd.candidates.subject': 'Runde {round}: die Kandidaten für das Finale',
  'notice.sd.candidates.body':
    'Vor Runde {round} sind Sie {status, select, safe {sicher im Finale} out {außer Reichweite des Finales} candidate {Kandidat für das Finale} other {Auffüller der Kandidatengruppe}} (SD-9 … SD-14):',
  'notice.hint.accept': 'Antworten Sie auf diese Mail mit Ihrem Antwortzug (z. B. 1...c5), um anzunehmen.',
  'notice.hint.confirm': 'Antworten Sie auf diese Mail mit Ihrem ersten Zug (z. B. 1.e4), um zu bestätigen.',
  'notice.hint.result':
    'Antworten Sie auf diese Mail mit dem Ergebnis aus Ihrer Sicht (z. B. 1-0), um es zu melden.',
  'notice.hint.answer-letter': 'Jede Antwort auf diese Mail hält Sie in der Pyramide.',
  'notice.hint.answer-message':
    'Ihre Antwort auf diese Mail geht an Ihren Gegner und gilt als Ihre Antwort (TX-11).',
  'notice.hint.issue-assignment': 'Antworten Sie „ja“, um sie auszusprechen.',
  'notice.late.changed.subject':
    'Wegen einer verspäteten Meldung: {what} vom {recorded} {after, select, applied {wirkt nun} ineffective {ist ohne Wirkung} rejected {zählt nicht mehr} other {hat sich geändert}}',
  'notice.late.changed.body':
    'Eine verspätete Meldung, {cause}, gilt zu ihrem eigenen Zeitpunkt ({moment}), also vor der Meldung vom {recorded} (PYR-0). Deshalb {after, select, applied {wirkt nun} ineffective {ist nun ohne Wirkung} rejected {zählt nun nicht mehr} other {hat sich geändert}}: {what}.',
  'notice.late.entry.challenge': 'die Herausforderung {player} – {opponent}',
  'notice.late.entry.acceptance': 'die Annahme der Herausforderung {player} – {opponent}',
  'notice.late.entry.result': 'das Ergebnis {player} – {opponent}',
  'notice.late.entry.objection': 'der Einspruch gegen das Ergebnis {player} – {opponent}',
  'notice.late.entry.place': 'der Platz von {player}',
  'notice.late.entry.vacation': 'der Urlaub von {player}',
  'notice.late.entry.absence': 'die Abmeldung von {player}',
  'notice.late.entry.appointment': 'der Termin, den {player} vereinbart hat',
  'notice.late.entry.game': 'die Partie {player} – {opponent}',
  'notice.late.entry.entry': 'eine Meldung zu {player}',
  'notice.enteredBy': 'Eingetragen von {name} (Turnierleitung).',
  'notice.act': 'Hier können Sie handeln: {link}',
  'notice.syntax': 'Befehle per Mail: {link}',
  'notice.unsubscribe': 'Mails dieser Art – sofort, täglich oder nie: {link}',
  'notice.signature': 'Arbiter, für {club} – {competition}',
  'notice.digest.subject': '{count, plural, one {# Nachricht} other {# Nachrichten}} von {club}',
  'notice.digest.intro': 'Ihre Nachrichten des letzten Tages:',
};

const nl: Catalog = {
  'notice.pyramid.challenged.subject': '{challenger} daagt je uit',
  'notice.pyramid.challenged.body':
    '{challenger} daagt je uit in de piramide met de eerste zet {move}. Neem de uitdaging aan vóór {by} met je antwoordzet; de partij begint officieel op {start} (PYR-4, PYR-6).',
  'notice.pyramid.challenge-sent.subject': 'Je uitdaging aan {defender}',
  'notice.pyramid.challenge-sent.body':
    'Je uitdaging aan {defender} is genoteerd. {defender} moet vóór {by} aannemen; de partij begint officieel op {start}.',
  'notice.pyramid.copy-challenge.subject': 'Kopie: {challenger} daagt {defender} uit',
  'notice.pyramid.copy-challenge.body':
    '{challenger} daagt {defender} uit met de eerste zet {move}; {defender} moet vóór {by} aannemen (PYR-4). Dit is de kopie voor de wedstrijdleiding.',
  'notice.pyramid.copy-accepted.subject': 'Kopie: {defender} heeft de uitdaging van {challenger} aangenomen',
  'notice.pyramid.copy-accepted.body':
    '{defender} heeft de uitdaging van {challenger} aangenomen met {reply}; de partij begint officieel op {start} (PYR-4, PYR-6). Dit is de kopie voor de wedstrijdleiding.',
  'notice.pyramid.xxx-taken.subject': 'Je hebt een XXX-plaats genomen',
  'notice.pyramid.xxx-taken.body':
    'Je uitdaging heeft de XXX-plaats genomen: je staat nu op {place} (PYR-12).',
  'notice.pyramid.assigned.subject': 'Een uitdaging van de wachtlijst: {defender}',
  'notice.pyramid.assigned.body':
    'De piramidewachter wijst je {defender} toe van de wachtlijst. Bevestig de uitdaging vóór {by} met je eerste zet; zonder bevestiging vervalt ze (PYR-13).',
  'notice.pyramid.assigned-defender.subject': '{challenger} daagt je uit (wachtlijst)',
  'notice.pyramid.assigned-defender.body':
    '{challenger} van de wachtlijst daagt je uit; zijn eerste zet volgt vóór {by} (PYR-13).',
  'notice.pyramid.accepted.subject': '{challenger} – {defender}: de partij is begonnen',
  'notice.pyramid.accepted.body':
    '{defender} heeft de uitdaging van {challenger} aangenomen met {reply}. De partij begint officieel op {start} (PYR-6). Meld de uitslag door op deze mail te antwoorden.',
  'notice.pyramid.result.subject': 'Uitslag {challenger} – {defender}: {result}',
  'notice.pyramid.result.body':
    'De uitslag {challenger} – {defender} {result} is genoteerd. Hij is voorlopig tot {end}; tot dan kan elke speler bezwaar maken door „Bezwaar” te antwoorden (PYR-8).',
  'notice.pyramid.objected.subject': 'Bezwaar tegen {challenger} – {defender}',
  'notice.pyramid.objected.body':
    '{by} maakt bezwaar tegen de uitslag {challenger} – {defender} {result}. De piramidewachter beslist (PYR-8).',
  'notice.pyramid.decided.subject': 'Besluit van de piramidewachter: {challenger} – {defender}',
  'notice.pyramid.decided.body':
    'De piramidewachter heeft over de partij {challenger} – {defender} beslist: {result}.',
  'notice.pyramid.result-final.subject': 'Definitief: {challenger} – {defender} {result}',
  'notice.pyramid.result-final.body':
    'Niemand maakte bezwaar: de uitslag {challenger} – {defender} {result} is definitief en telt voor de rating (PYR-8).',
  'notice.pyramid.waiting.subject': 'Je staat op de wachtlijst',
  'notice.pyramid.waiting.body':
    'Je staat op de wachtlijst. Zodra een speler die je mag uitdagen vrij is, wijst de piramidewachter hem je toe (PYR-13).',
  'notice.pyramid.eternal.subject': 'Je staat op de eeuwige wachtlijst',
  'notice.pyramid.eternal.body':
    'Je staat op de eeuwige wachtlijst: na elke partij als uitdager krijg je de beste vrije speler toegewezen (PYR-14).',
  'notice.pyramid.vacation.subject': 'Je vakantie {from} – {to}',
  'notice.pyramid.vacation.body':
    'Je vakantie van {from} tot {to} is genoteerd; ze verlengt de termijnen van je uitdagingen (PYR-15).',
  'notice.pyramid.letter.subject': 'Speel je nog mee in de piramide?',
  'notice.pyramid.letter.body':
    'Je hebt lang geen piramidepartij gespeeld. Beantwoord deze mail vóór {by}; zonder antwoord verlaat je de piramide (PYR-10, PYR-11).',
  'notice.pyramid.accept-reminder.subject': 'Herinnering: neem de uitdaging van {challenger} aan',
  'notice.pyramid.accept-reminder.body':
    'De uitdaging van {challenger} moet vóór {by} worden aangenomen. Antwoord met je zet; anders kan de piramidewachter de partij als verloren rekenen (PYR-4).',
  'notice.pyramid.accept-expired.subject': 'Niet aangenomen: {challenger} – {defender}',
  'notice.pyramid.accept-expired.body':
    '{defender} heeft de uitdaging van {challenger} niet vóór {by} aangenomen. De piramidewachter kan de partij als door hem verloren rekenen (PYR-4).',
  'notice.pyramid.confirm-reminder.subject': 'Herinnering: bevestig je uitdaging aan {defender}',
  'notice.pyramid.confirm-reminder.body':
    'Bevestig je uitdaging aan {defender} vóór {by} met je eerste zet; anders vervalt ze (PYR-13).',
  'notice.pyramid.lapsed.subject': 'Vervallen: {challenger} – {defender}',
  'notice.pyramid.lapsed.body': 'De uitdaging {challenger} – {defender} is onbevestigd vervallen (PYR-13).',
  'notice.pyramid.left-inactive.subject': 'Je hebt de piramide verlaten',
  'notice.pyramid.left-inactive.body':
    'Je hebt de brief over inactiviteit niet op tijd beantwoord en hebt de piramide verlaten (PYR-10, PYR-11). De piramidewachter kan je weer opnemen.',
  'notice.pyramid.assignment.subject': 'Uit te spreken: {challenger} daagt {defender} uit',
  'notice.pyramid.assignment.body':
    'De wachtlijst wijst {defender} toe aan {challenger}. Antwoord „ja” om de uitdaging aan beiden uit te spreken (PYR-13).',
  'notice.pyramid.inactive.subject': '{player} is al {months} maanden inactief',
  'notice.pyramid.inactive.body':
    '{player} heeft al {months} maanden geen partij gespeeld; je kunt hem de brief over inactiviteit sturen (PYR-10).',
  'notice.tp.group.subject': 'Je groep {group}',
  'notice.tp.group.body':
    'Je speelt in groep {group} tegen {opponents}. Spreek je partijen af met je tegenstanders (TX-11).',
  'notice.tp.round.subject': 'Ronde {round}: je speelt tegen {opponent}',
  'notice.tp.round.body':
    'Ronde {round} loopt vanaf {from}. Je tegenstander is {opponent}; spreek de partij af met „Afspraak: {opponent} <dag> <tijd>” of stuur een bericht.',
  'notice.tp.message.subject': 'Een bericht van {from}',
  'notice.tp.message.body':
    '{from} heeft je over jullie partij geschreven. Antwoord vóór {by}: antwoord gewoon op deze mail (TX-11).',
  'notice.tp.answered.subject': '{by} heeft geantwoord',
  'notice.tp.answered.body': '{by} heeft op je bericht geantwoord.',
  'notice.tp.arranged.subject': 'Afspraak met {by}: {at}',
  'notice.tp.arranged.body': '{by} heeft jullie partij vastgelegd op {at}.',
  'notice.tp.result.subject': 'Uitslag {player} – {opponent}',
  'notice.tp.result.body': '{player} – {opponent}: {stones} stenen, {tp} toernooipunten (TX-2).',
  'notice.tp.answer-reminder.subject': 'Herinnering: antwoord {from}',
  'notice.tp.answer-reminder.body':
    '{from} wacht op je antwoord op een bericht over jullie partij. Antwoord vóór {by}, anders wordt de wedstrijdleider ingelicht (TX-11).',
  'notice.tp.silent-warning.subject': 'Je hebt {from} niet geantwoord',
  'notice.tp.silent-warning.body':
    'Je hebt {from} al 5 dagen niet geantwoord; de wedstrijdleider is ingelicht. Zonder antwoord vóór {by} verlies je de partij (TX-11).',
  'notice.tp.silent-report.subject': '{player} antwoordt {from} niet',
  'notice.tp.silent-report.body':
    '{player} heeft {from} sinds {since} niet geantwoord. Zonder antwoord verliest hij de partij op {by} (TX-11).',
  'notice.tp.forfeit.subject': 'Partij verloren zonder antwoord',
  'notice.tp.forfeit.body': '{player} heeft {from} niet op tijd geantwoord en verliest de partij (TX-11).',
  'notice.keizer.pairing.subject': 'Ronde {round}: je speelt tegen {opponent}',
  'notice.keizer.pairing.body':
    'De indeling van ronde {round} ({date}) is bekend: je speelt met {colour, select, white {wit} other {zwart}} tegen {opponent}.',
  'notice.keizer.bye.subject': 'Ronde {round}: je bent vrij',
  'notice.keizer.bye.body': 'In ronde {round} ({date}) ben je niet ingedeeld: je hebt een bye (KZ-9).',
  'notice.keizer.absence.subject': 'Afmelding ontvangen: ronde {round}',
  'notice.keizer.absence.body': 'Je afmelding voor ronde {round} ({date}) is genoteerd.',
  'notice.keizer.absence-late.subject': 'Te late afmelding: ronde {round}',
  'notice.keizer.absence-late.body':
    'Je afmelding voor ronde {round} ({date}) kwam na de termijn ({deadline}): ze telt als zonder afmelding, tenzij de wedstrijdleider haar aanneemt (KZ-11).',
  'notice.keizer.signed-off.subject': 'Afgemeld vanaf ronde {round}',
  'notice.keizer.signed-off.body':
    'Je bent afgemeld vanaf ronde {round}{cause, select, noShows { na twee keer zonder afmelding afwezig} other {}}. De wedstrijdleider meldt je weer aan (KZ-13).',
  'notice.hl.evening.subject': 'Avond {number}: de nieuwe competitierangen',
  'notice.hl.evening.body':
    'Avond {number} is afgesloten, {games, plural, one {# partij} other {# partijen}}.{up, select, __none {} other { Omhoog: {up}.}}{down, select, __none {} other { Omlaag: {down}.}} De ranglijst:',
  'notice.sd.pairing.subject': 'Ronde {round}: je speelt tegen {opponent}',
  'notice.sd.pairing.body':
    'In ronde {round} speel je tegen {opponent}; {starts, select, yes {jij begint} other {{opponent} begint}}.',
  'notice.sd.bye.subject': 'Ronde {round}: vrij',
  'notice.sd.bye.body': 'In ronde {round} heb je geen tegenstander.',
  'notice.sd.candidates.subject': 'Ronde {round}: de kandidaten voor de finale',
  'notice.sd.candidates.body':
    'Voor ronde {round} ben je {status, select, safe {zeker van de finale} out {buiten bereik van de finale} candidate {kandidaat voor de finale} other {aanvuller van de kandidatengroep}} (SD-9 … SD-14):',
  'notice.hint.accept': 'Antwoord op deze mail met je antwoordzet (bijv. 1...c5) om aan te nemen.',
  'notice.hint.confirm': 'Antwoord op deze mail met je eerste zet (bijv. 1.e4) om te bevestigen.',
  'notice.hint.result': 'Antwoord op deze mail met de uitslag vanuit jezelf (bijv. 1-0) om die te melden.',
  'notice.hint.answer-letter': 'Elk antwoord op deze mail houdt je in de piramide.',
  'notice.hint.answer-message':
    'Je antwoord op deze mail gaat naar je tegenstander en telt als je antwoord (TX-11).',
  'notice.hint.issue-assignment': 'Antwoord „ja” om haar uit te spreken.',
  'notice.late.changed.subject':
    'Door een late melding: {what} van {recorded} {after, select, applied {geldt nu} ineffective {heeft geen effect meer} rejected {telt niet meer} other {is gewijzigd}}',
  'notice.late.changed.body':
    'Een late melding, {cause}, geldt op haar eigen moment ({moment}), dus vóór de melding van {recorded} (PYR-0). Daarom {after, select, applied {geldt nu} ineffective {heeft nu geen effect meer} rejected {telt nu niet meer} other {is gewijzigd}}: {what}.',
  'notice.late.entry.challenge': 'de uitdaging {player} – {opponent}',
  'notice.late.entry.acceptance': 'de aanvaarding van de uitdaging {player} – {opponent}',
  'notice.late.entry.result': 'de uitslag {player} – {opponent}',
  'notice.late.entry.objection': 'het bezwaar tegen de uitslag {player} – {opponent}',
  'notice.late.entry.place': 'de plaats van {player}',
  'notice.late.entry.vacation': 'de vakantie van {player}',
  'notice.late.entry.absence': 'de afmelding van {player}',
  'notice.late.entry.appointment': 'de afspraak die {player} gemaakt heeft',
  'notice.late.entry.game': 'de partij {player} – {opponent}',
  'notice.late.entry.entry': 'een melding over {player}',
  'notice.enteredBy': 'Ingevoerd door {name} (wedstrijdleiding).',
  'notice.act': 'Hier kun je handelen: {link}',
  'notice.syntax': 'Opdrachten per mail: {link}',
  'notice.unsubscribe': 'Mail van deze soort – meteen, dagelijks of nooit: {link}',
  'notice.signature': 'Arbiter, voor {club} – {competition}',
  'notice.digest.subject': '{count, plural, one {# bericht} other {# berichten}} van {club}',
  'notice.digest.intro': 'Je berichten van de afgelopen dag:',
};

export const noticeMessages: Messages = { en, de, nl };
