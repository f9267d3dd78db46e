import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create, loaded into every PGlite instance that opens the academy's
 * database (PostgreSQL ships them): pg_trgm for the trigram indexes of staff searches.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
