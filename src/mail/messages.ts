/**
 * The texts of the club's mailbox in English, German and Dutch: the reasons a mail is held
 * (`refusal.ERR_MAIL_*`, shown in answers and on the director's inbox page) and the answers to
 * senders (`mail.answer.*`). German and Dutch are typed by the English keys, so none can be missing.
 */
import type { Messages } from '../core/types.js';

const en = {
  'refusal.ERR_MAIL_UNREADABLE': 'The mail cannot be read: {reason}.',
  'refusal.ERR_MAIL_AUTOMATIC': 'An automatic mail ({kind}); it is never carried out.',
  'refusal.ERR_MAIL_BAD_TOKEN': 'The reply address was changed; Arbiter did not make it.',
  'refusal.ERR_MAIL_NO_SENDER': 'The mail names no sender.',
  'refusal.ERR_MAIL_NOT_DIRECTOR': '{person} no longer directs this competition.',
  'refusal.ERR_MAIL_NOT_DIRECTOR_FOR':
    '{person} does not direct this competition: only its director may give commands for other players ({names}).',
  'refusal.ERR_MAIL_FOR_WHOM': 'Say for whom this command is, in front of it: “for Meier:”.',
  'refusal.ERR_MAIL_NOT_HELD': 'This mail does not wait for a decision.',
  'refusal.ERR_MAIL_NO_PLAYER': 'The mail names no player of a competition; choose the player it is from.',
  'refusal.ERR_MAIL_UNKNOWN_SENDER': '{from} is the address of nobody at this club.',
  'refusal.ERR_MAIL_UNVERIFIED':
    'The sender {from} could not be verified: {why, select, none {the mail carries no DKIM signature} domain {it is signed by {domain}, not by the sender’s domain} other {its DKIM signature does not verify}}.',
  'refusal.ERR_MAIL_NOT_A_PLAYER': '{person} plays in no competition of this club.',
  'refusal.ERR_MAIL_WHICH_COMPETITION':
    '{competitions}: the mail does not say which competition it is about.',
  'refusal.ERR_MAIL_CHARSET':
    'Characters of the mail could not be read (a wrong character set); it is not carried out, as it might be misread.',
  'refusal.ERR_MAIL_TOO_LARGE':
    'The mail has {size, number} bytes; only the first {limit, number} were kept, so it is not carried out.',
  'refusal.ERR_MAIL_NOT_UNDERSTOOD': 'The mail contains no command Arbiter understands.',
  'refusal.ERR_MAIL_ALREADY_REPORTED':
    'The result {result} of the game with {opponent} is already reported; nothing changed. To dispute it, write “objection”.',
  'refusal.ERR_MAIL_PROPOSED':
    'I read: {reading} — but {why, select, question {the sentence is a question} condition {the sentence sets a condition} not {the sentence says “not”} contradiction {its words and its score say different results} other {a command word is misspelt}}: “{line}”. Nothing is carried out yet: reply “yes” to this mail to carry it out, or write it again more plainly.',
  'refusal.ERR_MAIL_NO_GRAMMAR': '{competition} takes no commands by mail.',
  'refusal.ERR_MAIL_NOT_IN_FORMAT': 'This competition does not take “{verb}” by mail.',
  'refusal.ERR_MAIL_UNKNOWN_PLAYER': 'Nobody in this competition is called “{name}”.',
  'refusal.ERR_MAIL_AMBIGUOUS_NAME': '“{name}” could be {candidates}; please write the full name.',
  'refusal.ERR_MAIL_WHICH_GAME': 'You have more than one game ({opponents}); please name your opponent.',
  'refusal.ERR_MAIL_NO_GAME':
    'You have no game {what, select, running {running} toAccept {to accept} toConfirm {to confirm} toObject {with a result to object to} against {against {opponent}} againstToAccept {against {opponent} to accept} againstOpen {against {opponent} without a result} open {without a result} between {{opponent}} latestRound {in the latest round} againstInRound {against {opponent} in round {round}} other {}}.',
  'refusal.ERR_MAIL_NO_MOVE': 'A confirmation carries your first move, such as 1.e4.',
  'refusal.ERR_MAIL_BAD_SCORE': '{score} is not a result this competition knows.',
  'refusal.ERR_MAIL_BAD_DATE': '{date} is not a date in the calendar.',
  'refusal.ERR_MAIL_NO_EVENING': 'There is no club evening on that day.',
  'refusal.ERR_MAIL_NO_TARGET':
    'A challenge names whom it challenges: “Challenge: Meier 1.e4” or a place “(4,2)”.',
  'refusal.ERR_MAIL_NO_SCORE':
    'A result needs a score or a word for it: “Result: 1-0 against Meier”, “won”, “draw”.',
  'refusal.ERR_MAIL_NO_DATES': 'A vacation names its first and last day: “Vacation 3.4.–17.4.”.',
  'refusal.ERR_MAIL_NO_MOMENT': 'An appointment names a day and a time: “Appointment: Meier 12.4. 20:00”.',
  'mail.answer.subject.done': 'Done: {subject}',
  'mail.answer.subject.held': 'Not done yet: {subject}',
  'mail.answer.subject.rejected': 'Not done: {subject}',
  'mail.answer.noSubject': 'your mail',
  'mail.answer.greeting': 'Hello {name},',
  'mail.answer.done': 'your mail of {moment} has been carried out:',
  'mail.answer.partly': 'your mail of {moment} was not carried out in full:',
  'mail.answer.held': 'your mail of {moment} waits for the director: {reason}',
  'mail.answer.rejected': 'the director did not carry out your mail of {moment}: {reason}',
  'mail.answer.byDirector': 'the director has carried out your mail of {moment}:',
  'mail.answer.applied': '✓ “{line}”',
  'mail.answer.refused': '✗ “{line}”: {reason}',
  'mail.answer.appliedFor': '✓ for {player}: “{line}”',
  'mail.answer.refusedFor': '✗ for {player}: “{line}”: {reason}',
  'mail.answer.late':
    'It took effect at its own moment, {moment}; {count, plural, one {# later event} other {# later events}} changed because of it.',
  'mail.answer.unread': 'Not understood: “{line}”',
  'mail.answer.page': 'The competition: {link}',
  'mail.answer.syntax': 'How to write to the club: {link}',
  'mail.answer.signature': 'Arbiter, for {club}',
} as const;

type Catalog = Readonly<Record<keyof typeof en, string>>;

const de: Catalog = {
  'refusal.ERR_MAIL_UNREADABLE': 'Die Mail kann nicht gelesen werden: {reason}.',
  'refusal.ERR_MAIL_AUTOMATIC': 'Eine automatische Mail ({kind}); sie wird nie ausgeführt.',
  'refusal.ERR_MAIL_BAD_TOKEN': 'Die Antwortadresse wurde verändert; sie stammt nicht von Arbiter.',
  'refusal.ERR_MAIL_NO_SENDER': 'Die Mail nennt keinen Absender.',
  'refusal.ERR_MAIL_NOT_DIRECTOR': '{person} leitet dieses Turnier nicht mehr.',
  'refusal.ERR_MAIL_NOT_DIRECTOR_FOR':
    '{person} leitet dieses Turnier nicht: Nur die Turnierleitung darf Befehle für andere Spieler geben ({names}).',
  'refusal.ERR_MAIL_FOR_WHOM': 'Schreiben Sie vor den Befehl, für wen er ist: „für Meier:“.',
  'refusal.ERR_MAIL_NOT_HELD': 'Diese Mail wartet nicht auf eine Entscheidung.',
  'refusal.ERR_MAIL_NO_PLAYER': 'Die Mail nennt keinen Spieler eines Turniers; wählen Sie, von wem sie ist.',
  'refusal.ERR_MAIL_UNKNOWN_SENDER': '{from} ist keine Adresse eines Mitglieds dieses Vereins.',
  'refusal.ERR_MAIL_UNVERIFIED':
    'Der Absender {from} konnte nicht bestätigt werden: {why, select, none {die Mail trägt keine DKIM-Signatur} domain {sie ist von {domain} signiert, nicht von der Domain des Absenders} other {ihre DKIM-Signatur ist ungültig}}.',
  'refusal.ERR_MAIL_NOT_A_PLAYER': '{person} spielt in keinem Turnier dieses Vereins.',
  'refusal.ERR_MAIL_WHICH_COMPETITION': '{competitions}: Die Mail sagt nicht, um welches Turnier es geht.',
  'refusal.ERR_MAIL_CHARSET':
    'Zeichen der Mail ließen sich nicht lesen (falscher Zeichensatz); sie wird nicht ausgeführt, weil sie falsch verstanden werden könnte.',
  'refusal.ERR_MAIL_TOO_LARGE':
    'Die Mail hat {size, number} Bytes; nur die ersten {limit, number} wurden gespeichert, daher wird sie nicht ausgeführt.',
  'refusal.ERR_MAIL_NOT_UNDERSTOOD': 'Die Mail enthält keinen Befehl, den Arbiter versteht.',
  'refusal.ERR_MAIL_ALREADY_REPORTED':
    'Das Ergebnis {result} der Partie mit {opponent} ist schon gemeldet; es ändert sich nichts. Wer es bestreitet, schreibt „Einspruch“.',
  'refusal.ERR_MAIL_PROPOSED':
    'Ich lese: {reading} — aber {why, select, question {der Satz ist eine Frage} condition {der Satz nennt eine Bedingung} not {der Satz sagt „nicht“} contradiction {Worte und Ergebnis im Satz widersprechen sich} other {ein Befehlswort ist falsch geschrieben}}: „{line}“. Noch ist nichts ausgeführt: Antworten Sie auf diese Mail mit „ja“, dann wird es ausgeführt, oder schreiben Sie es noch einmal deutlicher.',
  'refusal.ERR_MAIL_NO_GRAMMAR': '{competition} nimmt keine Befehle per Mail an.',
  'refusal.ERR_MAIL_NOT_IN_FORMAT': 'Dieses Turnier nimmt „{verb}“ nicht per Mail an.',
  'refusal.ERR_MAIL_UNKNOWN_PLAYER': 'In diesem Turnier heißt niemand „{name}“.',
  'refusal.ERR_MAIL_AMBIGUOUS_NAME': '„{name}“ kann {candidates} sein; bitte den vollen Namen schreiben.',
  'refusal.ERR_MAIL_WHICH_GAME': 'Sie haben mehr als eine Partie ({opponents}); bitte den Gegner nennen.',
  'refusal.ERR_MAIL_NO_GAME':
    'Sie haben keine {what, select, running {laufende Partie} toAccept {Herausforderung anzunehmen} toConfirm {Herausforderung zu bestätigen} toObject {Partie mit einem Ergebnis, gegen das Sie Einspruch erheben könnten} against {Partie gegen {opponent}} againstToAccept {Herausforderung von {opponent} anzunehmen} againstOpen {Partie gegen {opponent} ohne Ergebnis} open {Partie ohne Ergebnis} between {Partie {opponent}} latestRound {Partie in der letzten Runde} againstInRound {Partie gegen {opponent} in Runde {round}} other {Partie}}.',
  'refusal.ERR_MAIL_NO_MOVE': 'Eine Bestätigung enthält Ihren ersten Zug, etwa 1.e4.',
  'refusal.ERR_MAIL_BAD_SCORE': '{score} ist kein Ergebnis, das dieses Turnier kennt.',
  'refusal.ERR_MAIL_BAD_DATE': '{date} ist kein Datum im Kalender.',
  'refusal.ERR_MAIL_NO_EVENING': 'An diesem Tag ist kein Clubabend.',
  'refusal.ERR_MAIL_NO_TARGET':
    'Eine Herausforderung nennt, wen sie herausfordert: „Herausforderung: Meier 1.e4“ oder einen Platz „(4,2)“.',
  'refusal.ERR_MAIL_NO_SCORE':
    'Ein Ergebnis braucht einen Stand oder ein Wort dafür: „Ergebnis: 1-0 gegen Meier“, „gewonnen“, „remis“.',
  'refusal.ERR_MAIL_NO_DATES': 'Ein Urlaub nennt den ersten und den letzten Tag: „Urlaub 3.4.–17.4.“.',
  'refusal.ERR_MAIL_NO_MOMENT': 'Ein Termin nennt Tag und Uhrzeit: „Termin: Meier 12.4. 20:00“.',
  'mail.answer.subject.done': 'Erledigt: {subject}',
  'mail.answer.subject.held': 'Noch nicht erledigt: {subject}',
  'mail.answer.subject.rejected': 'Nicht erledigt: {subject}',
  'mail.answer.noSubject': 'Ihre Mail',
  'mail.answer.greeting': 'Hallo {name},',
  'mail.answer.done': 'Ihre Mail vom {moment} wurde ausgeführt:',
  'mail.answer.partly': 'Ihre Mail vom {moment} wurde nicht vollständig ausgeführt:',
  'mail.answer.held': 'Ihre Mail vom {moment} liegt beim Turnierleiter: {reason}',
  'mail.answer.rejected': 'Der Turnierleiter hat Ihre Mail vom {moment} nicht ausgeführt: {reason}',
  'mail.answer.byDirector': 'Der Turnierleiter hat Ihre Mail vom {moment} ausgeführt:',
  'mail.answer.applied': '✓ „{line}“',
  'mail.answer.refused': '✗ „{line}“: {reason}',
  'mail.answer.appliedFor': '✓ für {player}: „{line}“',
  'mail.answer.refusedFor': '✗ für {player}: „{line}“: {reason}',
  'mail.answer.late':
    'Sie gilt zu ihrem eigenen Zeitpunkt, {moment}; dadurch {count, plural, one {hat sich # spätere Meldung} other {haben sich # spätere Meldungen}} geändert.',
  'mail.answer.unread': 'Nicht verstanden: „{line}“',
  'mail.answer.page': 'Zum Turnier: {link}',
  'mail.answer.syntax': 'So schreiben Sie an den Verein: {link}',
  'mail.answer.signature': 'Arbiter, für {club}',
};

const nl: Catalog = {
  'refusal.ERR_MAIL_UNREADABLE': 'De mail is niet te lezen: {reason}.',
  'refusal.ERR_MAIL_AUTOMATIC': 'Een automatische mail ({kind}); die wordt nooit uitgevoerd.',
  'refusal.ERR_MAIL_BAD_TOKEN': 'Het antwoordadres is veranderd; het komt niet van Arbiter.',
  'refusal.ERR_MAIL_NO_SENDER': 'De mail noemt geen afzender.',
  'refusal.ERR_MAIL_NOT_DIRECTOR': '{person} leidt deze competitie niet meer.',
  'refusal.ERR_MAIL_NOT_DIRECTOR_FOR':
    '{person} leidt deze competitie niet: alleen de wedstrijdleider mag opdrachten voor andere spelers geven ({names}).',
  'refusal.ERR_MAIL_FOR_WHOM': 'Zet voor de opdracht voor wie hij is: „voor Meier:”.',
  'refusal.ERR_MAIL_NOT_HELD': 'Deze mail wacht niet op een besluit.',
  'refusal.ERR_MAIL_NO_PLAYER': 'De mail noemt geen speler van een competitie; kies van wie hij is.',
  'refusal.ERR_MAIL_UNKNOWN_SENDER': '{from} is van niemand bij deze club.',
  'refusal.ERR_MAIL_UNVERIFIED':
    'De afzender {from} kon niet worden bevestigd: {why, select, none {de mail heeft geen DKIM-handtekening} domain {hij is ondertekend door {domain}, niet door het domein van de afzender} other {de DKIM-handtekening klopt niet}}.',
  'refusal.ERR_MAIL_NOT_A_PLAYER': '{person} speelt in geen competitie van deze club.',
  'refusal.ERR_MAIL_WHICH_COMPETITION': '{competitions}: de mail zegt niet over welke competitie het gaat.',
  'refusal.ERR_MAIL_CHARSET':
    'Tekens in de mail waren niet te lezen (verkeerde tekenset); hij wordt niet uitgevoerd, omdat hij verkeerd begrepen kan worden.',
  'refusal.ERR_MAIL_TOO_LARGE':
    'De mail is {size, number} bytes groot; alleen de eerste {limit, number} zijn bewaard, dus wordt hij niet uitgevoerd.',
  'refusal.ERR_MAIL_NOT_UNDERSTOOD': 'De mail bevat geen opdracht die Arbiter begrijpt.',
  'refusal.ERR_MAIL_ALREADY_REPORTED':
    'De uitslag {result} van de partij met {opponent} is al gemeld; er verandert niets. Wie hem betwist, schrijft „bezwaar”.',
  'refusal.ERR_MAIL_PROPOSED':
    'Ik lees: {reading} — maar {why, select, question {de zin is een vraag} condition {de zin stelt een voorwaarde} not {de zin zegt „niet”} contradiction {woorden en uitslag in de zin spreken elkaar tegen} other {een opdrachtwoord is verkeerd gespeld}}: „{line}”. Er is nog niets uitgevoerd: antwoord op deze mail met „ja”, dan wordt het uitgevoerd, of schrijf het nog eens duidelijker.',
  'refusal.ERR_MAIL_NO_GRAMMAR': '{competition} neemt geen opdrachten per mail aan.',
  'refusal.ERR_MAIL_NOT_IN_FORMAT': 'Deze competitie neemt „{verb}” niet per mail aan.',
  'refusal.ERR_MAIL_UNKNOWN_PLAYER': 'Niemand in deze competitie heet „{name}”.',
  'refusal.ERR_MAIL_AMBIGUOUS_NAME': '„{name}” kan {candidates} zijn; schrijf de volledige naam.',
  'refusal.ERR_MAIL_WHICH_GAME': 'Je hebt meer dan één partij ({opponents}); noem je tegenstander.',
  'refusal.ERR_MAIL_NO_GAME':
    'Je hebt geen {what, select, running {lopende partij} toAccept {uitdaging om aan te nemen} toConfirm {uitdaging om te bevestigen} toObject {partij met een uitslag om bezwaar tegen te maken} against {partij tegen {opponent}} againstToAccept {uitdaging van {opponent} om aan te nemen} againstOpen {partij tegen {opponent} zonder uitslag} open {partij zonder uitslag} between {partij {opponent}} latestRound {partij in de laatste ronde} againstInRound {partij tegen {opponent} in ronde {round}} other {partij}}.',
  'refusal.ERR_MAIL_NO_MOVE': 'Een bevestiging bevat je eerste zet, zoals 1.e4.',
  'refusal.ERR_MAIL_BAD_SCORE': '{score} is geen uitslag die deze competitie kent.',
  'refusal.ERR_MAIL_BAD_DATE': '{date} is geen datum in de kalender.',
  'refusal.ERR_MAIL_NO_EVENING': 'Op die dag is er geen clubavond.',
  'refusal.ERR_MAIL_NO_TARGET':
    'Een uitdaging noemt wie je uitdaagt: „Uitdaging: Meier 1.e4” of een plaats „(4,2)”.',
  'refusal.ERR_MAIL_NO_SCORE':
    'Een uitslag heeft een stand of een woord nodig: „Uitslag: 1-0 tegen Meier”, „gewonnen”, „remise”.',
  'refusal.ERR_MAIL_NO_DATES': 'Een vakantie noemt de eerste en de laatste dag: „Vakantie 3.4.–17.4.”.',
  'refusal.ERR_MAIL_NO_MOMENT': 'Een afspraak noemt dag en tijd: „Afspraak: Meier 12.4. 20:00”.',
  'mail.answer.subject.done': 'Verwerkt: {subject}',
  'mail.answer.subject.held': 'Nog niet verwerkt: {subject}',
  'mail.answer.subject.rejected': 'Niet verwerkt: {subject}',
  'mail.answer.noSubject': 'je mail',
  'mail.answer.greeting': 'Beste {name},',
  'mail.answer.done': 'je mail van {moment} is uitgevoerd:',
  'mail.answer.partly': 'je mail van {moment} is niet helemaal uitgevoerd:',
  'mail.answer.held': 'je mail van {moment} ligt bij de wedstrijdleider: {reason}',
  'mail.answer.rejected': 'de wedstrijdleider heeft je mail van {moment} niet uitgevoerd: {reason}',
  'mail.answer.byDirector': 'de wedstrijdleider heeft je mail van {moment} uitgevoerd:',
  'mail.answer.applied': '✓ „{line}”',
  'mail.answer.refused': '✗ „{line}”: {reason}',
  'mail.answer.appliedFor': '✓ voor {player}: „{line}”',
  'mail.answer.refusedFor': '✗ voor {player}: „{line}”: {reason}',
  'mail.answer.late':
    'Hij geldt op zijn eigen moment, {moment}; daardoor {count, plural, one {is # latere melding} other {zijn # latere meldingen}} veranderd.',
  'mail.answer.unread': 'Niet begrepen: „{line}”',
  'mail.answer.page': 'Naar de competitie: {link}',
  'mail.answer.syntax': 'Zo schrijf je aan de club: {link}',
  'mail.answer.signature': 'Arbiter, voor {club}',
};

export const mailMessages: Messages = { en, de, nl };
