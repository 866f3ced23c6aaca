/**
 * Helpers that name constraints as PostgreSQL named them when the tables were first created by
 * hand-written SQL (`<table>_<column>_fkey`, `<table>_<column>_key`), so that a database built
 * from the schema and one upgraded through the old migrations carry the same names.
 */
import { foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A one-column foreign key called `name`: `column` references `target`. Chain `.onDelete()`.
 * Takes the referencing and referenced columns; returns Drizzle's foreign-key builder.
 */
export function fkey(name: string, column: AnyPgColumn, target: AnyPgColumn) {
  return foreignKey({ name, columns: [column], foreignColumns: [target] });
}
