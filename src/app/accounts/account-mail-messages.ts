/**
 * The texts of the accounts' mails (app/accounts/account-mails.ts) in English, German and Dutch.
 */
import type { Messages } from '../../core/types.js';

export const accountMailMessages: Messages = {
  en: {
    'mail.greeting': 'Hello {name},',
    'mail.signature': 'Arbiter',
    'mail.reset.subject': 'Arbiter: choose a new password',
    'mail.reset.body': 'To choose a new password, open this link within {hours} hours:',
    'mail.reset.ignore':
      'If you did not ask for this, ignore this mail: your password stays as it is. The link works once.',
    'mail.invite.subject': 'Arbiter: {inviter} invites you to {place}',
    'mail.invite.club': '{inviter} invites you to {club} on Arbiter as {role}.',
    'mail.invite.competition': '{inviter} invites you to {competition} of {club} on Arbiter as {role}.',
    'mail.invite.open':
      'Open this link within {days} days to accept. Without an account you choose your password there; with one, you sign in and accept.',
    'mail.invite.ignore': 'If you do not want to take part, ignore this mail.',
    'mail.role.admin': 'club administrator',
    'mail.role.member': 'member',
    'mail.role.director': 'director',
    'mail.role.player': 'player',
  },
  de: {
    'mail.greeting': 'Hallo {name},',
    'mail.signature': 'Arbiter',
    'mail.reset.subject': 'Arbiter: ein neues Passwort wählen',
    'mail.reset.body':
      'Um ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von {hours} Stunden:',
    'mail.reset.ignore':
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist. Der Link gilt einmal.',
    'mail.invite.subject': 'Arbiter: {inviter} lädt Sie zu {place} ein',
    'mail.invite.club': '{inviter} lädt Sie als {role} zu {club} auf Arbiter ein.',
    'mail.invite.competition': '{inviter} lädt Sie als {role} zu {competition} von {club} auf Arbiter ein.',
    'mail.invite.open':
      'Öffnen Sie diesen Link innerhalb von {days} Tagen, um anzunehmen. Ohne Konto wählen Sie dort Ihr Passwort; mit Konto melden Sie sich an und nehmen an.',
    'mail.invite.ignore': 'Wenn Sie nicht teilnehmen möchten, ignorieren Sie diese Mail.',
    'mail.role.admin': 'Vereinsadministrator',
    'mail.role.member': 'Mitglied',
    'mail.role.director': 'Turnierleiter',
    'mail.role.player': 'Spieler',
  },
  nl: {
    'mail.greeting': 'Hallo {name},',
    'mail.signature': 'Arbiter',
    'mail.reset.subject': 'Arbiter: kies een nieuw wachtwoord',
    'mail.reset.body': 'Open deze link binnen {hours} uur om een nieuw wachtwoord te kiezen:',
    'mail.reset.ignore':
      'Heeft u hier niet om gevraagd, negeer dan deze mail: uw wachtwoord blijft zoals het is. De link werkt één keer.',
    'mail.invite.subject': 'Arbiter: {inviter} nodigt u uit voor {place}',
    'mail.invite.club': '{inviter} nodigt u uit voor {club} op Arbiter als {role}.',
    'mail.invite.competition': '{inviter} nodigt u uit voor {competition} van {club} op Arbiter als {role}.',
    'mail.invite.open':
      'Open deze link binnen {days} dagen om de uitnodiging aan te nemen. Zonder account kiest u daar uw wachtwoord; met een account logt u in en neemt u aan.',
    'mail.invite.ignore': 'Wilt u niet meedoen, negeer dan deze mail.',
    'mail.role.admin': 'clubbeheerder',
    'mail.role.member': 'lid',
    'mail.role.director': 'wedstrijdleider',
    'mail.role.player': 'speler',
  },
};
