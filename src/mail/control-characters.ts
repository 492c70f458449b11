/**
 * Control characters out of what a mail says before it is stored or echoed (issue 24, point 9):
 * a NUL in a subject cannot be stored in PostgreSQL (the mail stayed `received` for ever), and
 * a control character in an answer's subject or an inbox page is a defect of its own. Header
 * text (a subject, a name) loses every control character, line breaks and tabs becoming a space;
 * a body keeps its line breaks and tabs and loses the rest.
 */

/**
 * C0 controls other than tab and line breaks, and DEL: never part of what a person writes. (C1
 * controls are left in a body: a Windows-1252 text declared as Latin-1 shows its quotes as C1.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const STRAY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_HEADER = /[\t\n\r\v\f]+|[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Whether the text holds a control character a person does not write (a NUL, an escape, DEL). */
export const hasControlCharacters = (text: string): boolean => STRAY.test(text);

/** Header text as it may be stored and shown: no control characters, white space as one space. */
export const cleanHeaderText = (text: string): string =>
  text.replace(IN_HEADER, (c) => (/^[\t\n\r\v\f]+$/.test(c) ? ' ' : ''));

/** Body text as it may be stored and quoted: line breaks and tabs kept, other controls removed. */
export const cleanBodyText = (text: string): string => text.replace(IN_BODY, '');
