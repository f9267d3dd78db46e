/** The rows of a raw `db.execute`: both drivers answer `{ rows }`, which the Db type does not say. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
