/** The director's reason for an override, kept in the history; `when` says when it is needed. */
import { type FormView, TextArea } from '../../../server/forms/form-kit.js';
import type { ChampionshipPage } from './page.js';

export function ReasonField({ page, form, when }: { page: ChampionshipPage; form: FormView; when?: string }) {
  return (
    <TextArea
      view={form}
      name="reason"
      label={page.t('champ.form.reason')}
      hint={when ?? page.t('champ.form.reasonHint')}
      required={!when}
      maxlength={2000}
    />
  );
}
