/**
 * Numbers from the wire that name a row, bounded by their column's range: a value the column
 * cannot hold is a 400 naming the field ("Must be at most 2147483647"), never a database error.
 * `bigint` ids need no bound of their own: `z.number().int()` already stops at the largest
 * integer a JSON number carries exactly, which a `bigint` holds.
 */
import { z } from "zod";

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** An id (or version) kept in an `integer` column, as a JSON number. */
export const Int4Id = z.number().int().positive().max(INT4_MAX);

/** An id kept in an `integer` column, as a path segment or query parameter carries it. */
export const Int4IdParam = z.coerce.number().int().positive().max(INT4_MAX);
