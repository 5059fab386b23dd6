/** The rows of a raw `db.execute`: both drivers (node-postgres, PGlite) answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
