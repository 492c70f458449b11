/**
 * Texts of a competition's join link (issue 25) in English, German and Dutch: the director's
 * switch, the requests waiting for approval, and the page the link opens.
 */
import type { Messages } from '../../core/types.js';

const en = {
  'join.title': 'Join link',
  'join.isOff': 'Off: nobody can join by link.',
  'join.isOpen': 'On: whoever opens the link becomes a participant at once.',
  'join.isApproval': 'On: requests to join wait for your approval.',
  'join.approval': 'Needs my approval',
  'join.turnOn': 'Turn on',
  'join.newLink': 'New link',
  'join.turnOff': 'Turn off',
  'join.saveApproval': 'Save',
  'join.hint':
    'Players open the link, sign in or make an account, and join: no mail needed. The link is shown once; “New link” replaces it and the old one stops working.',
  'join.linkLabel': 'Join link to copy',
  'join.once':
    'Copy this link now and pass it on (club website, group chat, notice board): it is shown only this once. Whoever has it can {approval, select, true {ask to join} other {join}}.',
  'join.turnedOff': 'The join link is off: the old link no longer works.',
  'join.approvalSaved':
    'Saved: {approval, select, true {requests wait for your approval} other {players join at once}}.',
  'join.requests': 'Requests to join ({count})',
  'join.approve': 'Approve',
  'join.refuse': 'Refuse',
  'join.approveNamed': 'Approve {name}',
  'join.refuseNamed': 'Refuse {name}',
  'join.approved': '{name} is now a participant.',
  'join.refused': 'The request of {name} was refused.',
  'join.answeredMeanwhile': 'This request was answered meanwhile.',
  'join.pageTitle': 'Join a competition',
  'join.offer': 'Play in {competition}.',
  'join.offerApproval': 'Ask to play in {competition}: the director approves each request.',
  'join.invalid':
    'This join link does not work: it was turned off or replaced by a new one. Ask the director for the current link.',
  'join.join': 'Join',
  'join.ask': 'Ask to join',
  'join.already': 'You play in {competition} already.',
  'join.waiting': 'Your request to play in {competition} waits for the director’s approval.',
  'join.sent': 'Your request was sent. Once the director approves it, you play in {competition}.',
  'join.open': 'Open the competition',
  'join.signIn': 'Have an account? Sign in first:',
  'join.newAccount': 'No account yet? Choose your name, your e-mail address and a password.',
  'join.createAndJoin': 'Create account and join',
  'join.createAndAsk': 'Create account and ask to join',
  'join.accountExists': 'This address has an account: sign in with it, then open the link again.',
  'join.joined': 'You are now a participant of {competition}.',
  'join.due.request': 'Request to join: {name}',
};

const de: Record<keyof typeof en, string> = {
  'join.title': 'Beitrittslink',
  'join.isOff': 'Aus: niemand kann per Link beitreten.',
  'join.isOpen': 'An: wer den Link öffnet, wird sofort Teilnehmer.',
  'join.isApproval': 'An: Beitrittsanfragen warten auf deine Zustimmung.',
  'join.approval': 'Braucht meine Zustimmung',
  'join.turnOn': 'Einschalten',
  'join.newLink': 'Neuer Link',
  'join.turnOff': 'Ausschalten',
  'join.saveApproval': 'Speichern',
  'join.hint':
    'Spieler öffnen den Link, melden sich an oder legen ein Konto an und treten bei: ohne Mail. Der Link wird einmal angezeigt; „Neuer Link“ ersetzt ihn, der alte funktioniert dann nicht mehr.',
  'join.linkLabel': 'Beitrittslink zum Kopieren',
  'join.once':
    'Kopiere diesen Link jetzt und gib ihn weiter (Vereinsseite, Gruppenchat, Aushang): er wird nur dieses eine Mal angezeigt. Wer ihn hat, kann {approval, select, true {um Beitritt bitten} other {beitreten}}.',
  'join.turnedOff': 'Der Beitrittslink ist aus: der alte Link funktioniert nicht mehr.',
  'join.approvalSaved':
    'Gespeichert: {approval, select, true {Anfragen warten auf deine Zustimmung} other {Spieler treten sofort bei}}.',
  'join.requests': 'Beitrittsanfragen ({count})',
  'join.approve': 'Zustimmen',
  'join.refuse': 'Ablehnen',
  'join.approveNamed': '{name} zustimmen',
  'join.refuseNamed': '{name} ablehnen',
  'join.approved': '{name} ist jetzt Teilnehmer.',
  'join.refused': 'Die Anfrage von {name} wurde abgelehnt.',
  'join.answeredMeanwhile': 'Diese Anfrage wurde inzwischen beantwortet.',
  'join.pageTitle': 'Einem Turnier beitreten',
  'join.offer': 'In {competition} mitspielen.',
  'join.offerApproval': 'Bitten, in {competition} mitzuspielen: die Turnierleitung stimmt jeder Anfrage zu.',
  'join.invalid':
    'Dieser Beitrittslink funktioniert nicht: er wurde ausgeschaltet oder durch einen neuen ersetzt. Frag die Turnierleitung nach dem aktuellen Link.',
  'join.join': 'Beitreten',
  'join.ask': 'Um Beitritt bitten',
  'join.already': 'Du spielst schon in {competition} mit.',
  'join.waiting':
    'Deine Anfrage, in {competition} mitzuspielen, wartet auf die Zustimmung der Turnierleitung.',
  'join.sent':
    'Deine Anfrage wurde gesendet. Sobald die Turnierleitung zustimmt, spielst du in {competition} mit.',
  'join.open': 'Zum Turnier',
  'join.signIn': 'Du hast ein Konto? Melde dich zuerst an:',
  'join.newAccount': 'Noch kein Konto? Wähle deinen Namen, deine E-Mail-Adresse und ein Passwort.',
  'join.createAndJoin': 'Konto anlegen und beitreten',
  'join.createAndAsk': 'Konto anlegen und um Beitritt bitten',
  'join.accountExists':
    'Diese Adresse hat ein Konto: melde dich damit an und öffne den Link dann noch einmal.',
  'join.joined': 'Du bist jetzt Teilnehmer von {competition}.',
  'join.due.request': 'Beitrittsanfrage: {name}',
};

const nl: Record<keyof typeof en, string> = {
  'join.title': 'Deelnamelink',
  'join.isOff': 'Uit: niemand kan via een link meedoen.',
  'join.isOpen': 'Aan: wie de link opent, wordt meteen deelnemer.',
  'join.isApproval': 'Aan: verzoeken om mee te doen wachten op jouw goedkeuring.',
  'join.approval': 'Vraagt mijn goedkeuring',
  'join.turnOn': 'Aanzetten',
  'join.newLink': 'Nieuwe link',
  'join.turnOff': 'Uitzetten',
  'join.saveApproval': 'Opslaan',
  'join.hint':
    'Spelers openen de link, melden zich aan of maken een account en doen mee: zonder mail. De link wordt één keer getoond; „Nieuwe link” vervangt hem en de oude werkt dan niet meer.',
  'join.linkLabel': 'Deelnamelink om te kopiëren',
  'join.once':
    'Kopieer deze link nu en geef hem door (clubwebsite, groepsapp, prikbord): hij wordt alleen deze ene keer getoond. Wie hem heeft, kan {approval, select, true {vragen om mee te doen} other {meedoen}}.',
  'join.turnedOff': 'De deelnamelink is uit: de oude link werkt niet meer.',
  'join.approvalSaved':
    'Opgeslagen: {approval, select, true {verzoeken wachten op jouw goedkeuring} other {spelers doen meteen mee}}.',
  'join.requests': 'Verzoeken om mee te doen ({count})',
  'join.approve': 'Goedkeuren',
  'join.refuse': 'Weigeren',
  'join.approveNamed': '{name} goedkeuren',
  'join.refuseNamed': '{name} weigeren',
  'join.approved': '{name} is nu deelnemer.',
  'join.refused': 'Het verzoek van {name} is geweigerd.',
  'join.answeredMeanwhile': 'Dit verzoek is intussen beantwoord.',
  'join.pageTitle': 'Meedoen aan een competitie',
  'join.offer': 'Meespelen in {competition}.',
  'join.offerApproval':
    'Vragen om mee te spelen in {competition}: de wedstrijdleider keurt elk verzoek goed.',
  'join.invalid':
    'Deze deelnamelink werkt niet: hij is uitgezet of door een nieuwe vervangen. Vraag de wedstrijdleider om de huidige link.',
  'join.join': 'Meedoen',
  'join.ask': 'Vragen om mee te doen',
  'join.already': 'Je speelt al mee in {competition}.',
  'join.waiting': 'Je verzoek om mee te spelen in {competition} wacht op goedkeuring van de wedstrijdleider.',
  'join.sent':
    'Je verzoek is verstuurd. Zodra de wedstrijdleider het goedkeurt, speel je mee in {competition}.',
  'join.open': 'Naar de competitie',
  'join.signIn': 'Heb je een account? Meld je eerst aan:',
  'join.newAccount': 'Nog geen account? Kies je naam, je e-mailadres en een wachtwoord.',
  'join.createAndJoin': 'Account maken en meedoen',
  'join.createAndAsk': 'Account maken en vragen om mee te doen',
  'join.accountExists': 'Dit adres heeft een account: meld je daarmee aan en open de link dan opnieuw.',
  'join.joined': 'Je bent nu deelnemer van {competition}.',
  'join.due.request': 'Verzoek om mee te doen: {name}',
};

export const joinMessages: Messages = { en, de, nl };
