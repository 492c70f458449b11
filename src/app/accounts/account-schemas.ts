/**
 * The fields of the account forms, shared by every form and use case that reads them: whatever
 * address the server creates or accepts passes the sign-in form too.
 */
import { z } from 'zod';
import { singleLineText } from '../../core/text.js';

export const MIN_PASSWORD_LENGTH = 10;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'form.email' }));

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: 'form.passwordTooShort' })
  .max(500, { message: 'form.tooLong' });

/** A person's or a club's name: one line, no control characters. */
export const nameSchema = singleLineText(200, 'form.required', 'form.oneLine');
