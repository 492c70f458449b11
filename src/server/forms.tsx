/**
 * Form building blocks: labelled fields with their error messages (in the user's language), the
 * CSRF field, and turning zod issues into field-level messages.
 */
import type { Child } from 'hono/jsx';
import type { z } from 'zod';
import type { Translate } from '../app/i18n.js';

export type FieldErrors = Readonly<Record<string, string>>;

export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

export interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly type?: string;
  readonly value?: string;
  readonly errors?: FieldErrors;
  readonly required?: boolean;
  readonly autocomplete?: string;
  readonly hint?: string;
  readonly inputmode?: 'email' | 'text' | 'search' | 'tel' | 'url' | 'none' | 'numeric' | 'decimal';
  readonly placeholder?: string;
}

export function Field({
  name,
  label,
  type = 'text',
  value,
  errors,
  required,
  autocomplete,
  hint,
  inputmode,
  placeholder,
}: FieldProps) {
  const id = `f-${name}`;
  const error = errors?.[name];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {hint ? (
        <div id={`${id}-hint`} class="small muted">
          {hint}
        </div>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        {...(value !== undefined && type !== 'password' ? { value } : {})}
        {...(required ? { required: true } : {})}
        {...(autocomplete ? { autocomplete } : {})}
        {...(inputmode ? { inputmode } : {})}
        {...(placeholder ? { placeholder } : {})}
        {...(error ? { 'aria-invalid': 'true' } : {})}
        {...(described ? { 'aria-describedby': described } : {})}
      />
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Select(props: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value?: string;
  errors?: FieldErrors;
  required?: boolean;
  multiple?: boolean;
}) {
  const id = `f-${props.name}`;
  const error = props.errors?.[props.name];
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        {...(props.required ? { required: true } : {})}
        {...(props.multiple ? { multiple: true, size: 6 } : {})}
        {...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {})}
      >
        {props.required && !props.multiple ? null : <option value="">—</option>}
        {props.options.map(([value, text]) => (
          <option value={value} {...(value === props.value ? { selected: true } : {})}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorSummary({
  t,
  errors,
  message,
}: {
  t: Translate;
  errors?: FieldErrors;
  message?: string;
}): Child {
  const count = Object.keys(errors ?? {}).length;
  if (!message && count === 0) return null;
  return (
    <div class="notice error" role="alert" tabindex={-1} id="form-errors">
      {message ?? t('form.fixErrors', { count })}
    </div>
  );
}

/** Field errors from zod issues: our own messages are message keys; others are translated by kind. */
export function fieldErrors(error: z.ZodError, t: Translate, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    if (out[field]) continue;
    out[field] = translateIssue(issue, t);
  }
  return out;
}

function translateIssue(issue: z.core.$ZodIssue, t: Translate): string {
  if (issue.message.startsWith('form.')) return t(issue.message);
  const i = issue as {
    code: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    input?: unknown;
  };
  switch (i.code) {
    case 'invalid_type':
      return i.input === undefined ? t('form.required') : t('form.invalid');
    case 'too_small':
      return i.origin === 'string' && Number(i.minimum) === 1
        ? t('form.required')
        : t('form.tooSmall', { min: String(i.minimum) });
    case 'too_big':
      return t('form.tooBig', { max: String(i.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      return t('form.choose');
    default:
      return issue.message;
  }
}
