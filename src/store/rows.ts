/**
 * A database row as both drivers return it, and the one way to turn its columns into properties:
 * a nullable column into an optional property, columns that need no conversion by name.
 */
export type Row = Record<string, unknown>;

/** `{ [key]: value }`, or nothing where the column is NULL. */
export const optional = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** The column of a property: `createdAt` → `created_at`. */
const columnOf = (property: string): string => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The properties `required`, then `nullable`, of a `T` read from the columns of the same names in
 * snake case (`createdAt` ← `created_at`), as they are; a nullable one only where its column is
 * not NULL (as `optional`). For the columns that need no conversion: the caller adds the others.
 */
export function fromColumns<T>(
  r: Row,
  required: readonly (keyof T & string)[],
  nullable: readonly (keyof T & string)[] = [],
): T {
  const properties: Record<string, unknown> = {};
  for (const key of required) properties[key] = r[columnOf(key)];
  for (const key of nullable) Object.assign(properties, optional(key, r[columnOf(key)]));
  return properties as T;
}
