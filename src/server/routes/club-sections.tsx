/**
 * The parts of a club's page (clubs.tsx): the form of a new competition, the members with the
 * invitations still open, and the form that invites a member.
 */
import type { Context } from 'hono';
import type { ClubMember } from '../../app/accounts/clubs.js';
import { FORMATS } from '../../formats/registry.js';
import { CLUB_ROLES, type Invitation } from '../../store/accounts.js';
import { Csrf, Field, type FieldErrors, Select } from '../forms/forms.js';
import type { AppEnv } from '../http/context.js';
import { OpenInvitations } from './invitation-links.js';

interface ClubForm {
  c: Context<AppEnv>;
  clubId: string;
  errors: FieldErrors;
  /** What was posted, shown again. */
  values: Readonly<Record<string, string>>;
}

export function NewCompetitionForm({ c, clubId, errors, values }: ClubForm) {
  const t = c.var.t;
  const formats = [...FORMATS.values()];
  return (
    <details {...(values.form === 'competition' ? { open: true } : {})}>
      <summary>{t('clubs.newCompetition')}</summary>
      {/* data-slug: the page's script fills the short name from the name while it is not typed (issue 25.9). */}
      <form
        method="post"
        action={`/clubs/${clubId}/competitions`}
        class="new-competition"
        data-slug="name id"
        novalidate
      >
        <Csrf token={c.var.csrf} />
        <input type="hidden" name="form" value="competition" />
        <Field
          name="name"
          label={t('clubs.competitionName')}
          required
          errors={errors}
          {...(values.name ? { value: values.name } : {})}
        />
        <Field
          name="id"
          label={t('clubs.competitionId')}
          hint={t('clubs.competitionIdHint')}
          errors={errors}
          {...(values.id ? { value: values.id } : {})}
        />
        <Select
          name="preset"
          label={t('clubs.preset')}
          required
          errors={errors}
          options={formats.flatMap((f) =>
            Object.entries(f.presets).map(
              ([p]) =>
                [`${f.name}:${p}`, `${t(`format.${f.name}`)} — ${t(`preset.${f.name}.${p}`)}`] as const,
            ),
          )}
          {...(values.preset ? { value: values.preset } : {})}
        />
        <button type="submit">{t('clubs.create')}</button>
      </form>
    </details>
  );
}

export function ClubMembers({
  c,
  clubId,
  members,
  invitations,
  names,
  mailOff,
}: {
  c: Context<AppEnv>;
  clubId: string;
  members: readonly ClubMember[];
  invitations: readonly Invitation[];
  /** Competition names by id, for invitations to a role in one. */
  names: ReadonlyMap<string, string>;
  mailOff: boolean;
}) {
  const t = c.var.t;
  return (
    <>
      <h2>{t('clubs.members')}</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('col.name')}</th>
              <th scope="col">{t('auth.email')}</th>
              <th scope="col">{t('clubs.role')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr>
                <td>{m.name}</td>
                <td>{m.email}</td>
                <td>{t(`clubRole.${m.role}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invitations.length > 0 ? (
        <>
          <h2>{t('clubs.pending')}</h2>
          <p class="small muted">{t('clubs.pendingHint')}</p>
          <OpenInvitations
            c={c}
            invitations={invitations}
            base={`/clubs/${clubId}/invitations`}
            role={(i) =>
              i.grant
                ? `${names.get(i.grant.competitionId) ?? i.grant.competitionId}: ${t(`role.${i.grant.role}`)}`
                : t(`clubRole.${i.clubRole}`)
            }
            mailOff={mailOff}
            withdrawLabel={t('clubs.withdraw')}
            withdrawNamed={(name) => t('clubs.withdrawNamed', { name })}
          />
        </>
      ) : null}
    </>
  );
}

export function InviteMemberForm({ c, clubId, errors, values }: ClubForm) {
  const t = c.var.t;
  return (
    <details {...(values.form === 'member' ? { open: true } : {})}>
      <summary>{t('clubs.invite')}</summary>
      <form method="post" action={`/clubs/${clubId}/members`} novalidate>
        <Csrf token={c.var.csrf} />
        <input type="hidden" name="form" value="member" />
        <Field
          name="email"
          label={t('auth.email')}
          type="email"
          required
          errors={errors}
          {...(values.email ? { value: values.email } : {})}
        />
        <Field
          name="memberName"
          label={t('invite.name')}
          required
          errors={errors}
          {...(values.memberName ? { value: values.memberName } : {})}
        />
        <Select
          name="role"
          label={t('clubs.role')}
          required
          options={CLUB_ROLES.map((r) => [r, t(`clubRole.${r}`)] as const)}
          value="member"
        />
        <button type="submit">{t('invite.send')}</button>
      </form>
    </details>
  );
}
