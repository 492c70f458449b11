/**
 * A database row as both drivers return it, and the one way to turn a nullable column into an
 * optional property.
 */
export type Row = Record<string, unknown>;

/** `{ [key]: value }`, or nothing where the column is NULL. */
export const optional = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
