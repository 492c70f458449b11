/**
 * What a text may hold. No text holds control characters (C0 but tab, line feed and carriage
 * return; DEL; C1) or lone surrogates: they are invisible, break logs and terminals, and
 * PostgreSQL refuses NUL. A single-line text (a name) holds no tab or line break either; a
 * multi-line text (a reason, a note) may.
 */
import { z } from 'zod';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text is not acceptable, or undefined if it is. */
export function textProblem(text: string, multiline: boolean): string | undefined {
  const control = CONTROL.exec(text);
  if (control)
    return `contains the control character U+${codePoint(control[0])} at position ${control.index + 1}`;
  const surrogate = LONE_SURROGATE.exec(text);
  if (surrogate) return `contains a lone surrogate U+${codePoint(surrogate[0])} (not a character)`;
  if (!multiline) {
    const lineBreak = LINE_BREAK_OR_TAB.exec(text);
    if (lineBreak)
      return `must be one line without tabs (U+${codePoint(lineBreak[0])} at position ${lineBreak.index + 1})`;
  }
  return undefined;
}

const codePoint = (ch: string): string =>
  (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/**
 * A single-line text field (names): trimmed, 1–`max` characters, no control characters. `required`
 * and `problem` replace the messages (forms pass message keys); by default `problem` says which
 * character where.
 */
export const singleLineText = (max: number, required = 'a name is required', problem?: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max)
    .superRefine((text, ctx) => {
      const found = textProblem(text, false);
      if (found) ctx.addIssue({ code: 'custom', message: problem ?? found });
    });
