/**
 * Players who have accounts, for the mail bench and the mail tests: a person per participant
 * (`person-<id>`, at the address `emailOf` gives), granted the player's role in the competition,
 * so that his mail is his and notices reach him.
 */
import type { Participant } from '../core/participant.js';
import type { AuditEntry } from '../store/accounts.js';
import type { Store } from '../store/store.js';

export async function enrolPlayers(
  store: Store,
  competitionId: string,
  participants: readonly Participant[],
  emailOf: (p: Participant) => string,
  audit: AuditEntry,
): Promise<void> {
  for (const p of participants) {
    const personId = `person-${p.id}`;
    await store.accounts.createPerson(
      {
        id: personId,
        email: emailOf(p),
        name: p.name,
        passwordHash: null,
        serverAdmin: false,
        createdAt: audit.at,
      },
      audit,
    );
    await store.accounts.grant({ competitionId, personId, role: 'player', participantId: p.id }, audit);
  }
}
