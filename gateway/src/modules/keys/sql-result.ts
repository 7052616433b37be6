/**
 * TypeORM's `query()` answers an UPDATE or DELETE with `[rows, rowCount]` on PostgreSQL, and other
 * statements with the rows alone: this returns the rows either way.
 */
export function returnedRows<T>(raw: unknown): T[] {
  if (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number')
    return raw[0] as T[];
  return raw as T[];
}
