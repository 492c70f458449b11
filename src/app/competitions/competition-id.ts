/**
 * A competition's id: lower-case letters, digits and "-", at most 63 (in URLs and file names). Its
 * own module, so that creating a competition needs nothing of the competition document's reader.
 */
export const COMPETITION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
