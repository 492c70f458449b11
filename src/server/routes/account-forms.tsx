/**
 * The forms of the account pages (sign-in, set-up, invitation, reset, account): one form shell and
 * one field each for the name, the e-mail address and a password, so that every page asks for them
 * with the same labels, autocomplete hints and password rules; one reader of a posted form; and
 * the notice of what was done, after a redirect, and what went wrong (also on the club pages).
 */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import type { z } from 'zod';
import type { Translate } from '../../app/i18n.js';
import { Csrf, ErrorSummary, Field, type FieldErrors, fieldErrors } from '../forms/forms.js';
import type { AppEnv } from '../http/context.js';

/** A form posting to `action` with the CSRF token, its fields and one submit button. */
export function AccountForm(props: {
  c: Context<AppEnv>;
  action: string;
  submit: string;
  class?: string;
  children?: Child;
}): Child {
  return (
    <form method="post" action={props.action} novalidate {...(props.class ? { class: props.class } : {})}>
      <Csrf token={props.c.var.csrf} />
      {props.children}
      <button type="submit">{props.submit}</button>
    </form>
  );
}

interface FieldOf {
  t: Translate;
  errors?: FieldErrors | undefined;
  value?: string | undefined;
}

const shown = ({ errors, value }: FieldOf) => ({
  ...(errors ? { errors } : {}),
  ...(value ? { value } : {}),
});

export const NameField = (p: FieldOf): Child => (
  <Field name="name" label={p.t('invite.name')} autocomplete="name" required {...shown(p)} />
);

export const EmailField = (p: FieldOf): Child => (
  <Field name="email" label={p.t('auth.email')} type="email" autocomplete="username" required {...shown(p)} />
);

/**
 * A password: a new one (with the rules in its hint), or the current one, to sign in (`password`)
 * or to confirm a change (`current`).
 */
export function PasswordField({
  t,
  errors,
  kind,
}: {
  t: Translate;
  errors?: FieldErrors | undefined;
  kind: 'new' | 'sign-in' | 'current';
}): Child {
  const shared = { type: 'password', required: true, ...(errors ? { errors } : {}) };
  if (kind === 'new')
    return (
      <Field
        name="password"
        label={t('auth.newPassword')}
        autocomplete="new-password"
        hint={t('auth.passwordHint')}
        {...shared}
      />
    );
  return kind === 'sign-in' ? (
    <Field name="password" label={t('auth.password')} autocomplete="current-password" {...shared} />
  ) : (
    <Field name="current" label={t('account.currentPassword')} autocomplete="current-password" {...shared} />
  );
}

export type FormRead<T, K extends string> =
  | { readonly ok: true; readonly data: T; readonly values: Readonly<Record<K, string>> }
  | { readonly ok: false; readonly errors: FieldErrors; readonly values: Readonly<Record<K, string>> };

/**
 * Reads the posted form with `schema`: its data, or the errors by field; either way the texts of
 * the fields named in `keep` as they were posted, to show again (never a password).
 */
export async function readForm<T, K extends string = never>(
  c: Context<AppEnv>,
  schema: z.ZodType<T>,
  keep: readonly K[] = [],
): Promise<FormRead<T, K>> {
  const body = await c.req.parseBody();
  const values = Object.fromEntries(
    keep.map((k) => [k, typeof body[k] === 'string' ? body[k] : '']),
  ) as Record<K, string>;
  const form = schema.safeParse(body);
  return form.success
    ? { ok: true, data: form.data, values }
    : { ok: false, errors: fieldErrors(form.error, c.var.t), values };
}

/**
 * After a change a page is fetched anew (a reload repeats nothing) and says what was done: the
 * `done` query names one of `texts` (message keys); anything else says nothing.
 */
export function doneNotice(c: Context<AppEnv>, texts: Readonly<Record<string, string>>): { done?: string } {
  const done = c.req.query('done');
  const key = done !== undefined && Object.hasOwn(texts, done) ? texts[done] : undefined;
  return key ? { done: c.var.t(key) } : {};
}

/** The top of a page with forms: what was done (see doneNotice), else a summary of what went wrong. */
export function FormNotices({
  t,
  errors,
  state,
}: {
  t: Translate;
  errors: FieldErrors;
  state: { readonly done?: string; readonly message?: string };
}): Child {
  return (
    <>
      {state.done ? (
        <p class="notice ok" role="status">
          {state.done}
        </p>
      ) : null}
      <ErrorSummary t={t} errors={errors} {...(state.message ? { message: state.message } : {})} />
    </>
  );
}
