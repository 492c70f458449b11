/**
 * The text of a file a club made, whatever its encoding: a byte-order mark (UTF-8, UTF-16) says
 * it; UTF-16 without one shows in its zero bytes; valid UTF-8 is UTF-8; anything else is read
 * as Windows-1252 — or in the single-byte encoding `chardet` is sure of — and the caller warns
 * that it was a guess. A file `chardet` is sure is in a multi-byte encoding (Shift_JIS, GB18030
 * …), or UTF-32, is refused, naming the encoding.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { err, ok, type Result } from '../../core/types.js';

export interface DecodedText {
  readonly text: string;
  readonly encoding: string;
  /** The encoding was guessed (no mark, not UTF-8): the caller should say so. */
  readonly guessed: boolean;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((b, i) => bytes[i] === b);

/** UTF-16 without a mark: text in Latin script has a zero byte in every other position. */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (pairs < 2) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZero++;
    if (bytes[2 * i + 1] === 0) oddZero++;
  }
  if (oddZero > pairs * 0.3 && evenZero < pairs * 0.05) return 'utf-16le';
  if (evenZero > pairs * 0.3 && oddZero < pairs * 0.05) return 'utf-16be';
  return undefined;
}

const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

const SINGLE_BYTE = /^(ISO-8859-\d+|windows-125\d|KOI8-R)$/i;

/** chardet's confidence (0–100) from which its guess is taken over the default. */
const SURE = 50;

export function decodeText(bytes: Uint8Array): Result<DecodedText, string> {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return ok({
      text: iconv.decode(Buffer.from(bytes.subarray(3)), 'utf-8'),
      encoding: 'UTF-8',
      guessed: false,
    });
  if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff]))
    return err('the file is UTF-32; save it as UTF-8');
  if (startsWith(bytes, [0xff, 0xfe]))
    return ok({
      text: iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16le'),
      encoding: 'UTF-16LE',
      guessed: false,
    });
  if (startsWith(bytes, [0xfe, 0xff]))
    return ok({
      text: iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16be'),
      encoding: 'UTF-16BE',
      guessed: false,
    });
  const utf16 = utf16Without(bytes);
  if (utf16)
    return ok({
      text: iconv.decode(Buffer.from(bytes), utf16),
      encoding: utf16.toUpperCase(),
      guessed: false,
    });
  if (isUtf8(bytes))
    return ok({ text: Buffer.from(bytes).toString('utf8'), encoding: 'UTF-8', guessed: false });
  const best = chardet.analyse(bytes)[0];
  const sure = best !== undefined && best.confidence >= SURE;
  if (sure && !SINGLE_BYTE.test(best.name))
    return err(`the file looks like ${best.name}, not UTF-8; save it as UTF-8`);
  // A short file of names says little: unless chardet is sure, Windows-1252, what spreadsheets
  // in the clubs' countries save (ISO-8859-1 is read the same way, as browsers do).
  const encoding =
    sure && iconv.encodingExists(best.name) && !/^ISO-8859-1$/i.test(best.name) ? best.name : 'windows-1252';
  return ok({ text: iconv.decode(Buffer.from(bytes), encoding), encoding, guessed: true });
}
