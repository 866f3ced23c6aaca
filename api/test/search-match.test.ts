import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchMatch } from '../src/repositories/search.ts';

const render = (tsquery: string) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(searchMatch(sql.raw('v'), tsquery));
  return { sql: text, params };
};

describe('search condition', () => {
  it('lets the index find the longer words and checks words under 3 letters on those rows', () => {
    assert.deepEqual(render("'velvet':* & 'corner':* & 's':*"), {
      sql: `v @@ to_tsquery('simple', $1) and (v || ''::tsvector) @@ to_tsquery('simple', $2)`,
      params: ["'velvet':* & 'corner':*", "'s':*"],
    });
    assert.deepEqual(render("('sofa':* | 'soft':*) & 'x':* & 'ab':*").params, ["('sofa':* | 'soft':*)", "'x':* & 'ab':*"]);
    assert.deepEqual(render("'o''k':* & 'ab':*").params, ["'o''k':*", "'ab':*"], "o'k has 3 characters");
  });

  it('keeps one condition when every word is short or none is', () => {
    assert.deepEqual(render("'so':*"), { sql: `v @@ to_tsquery('simple', $1)`, params: ["'so':*"] });
    assert.deepEqual(render("'oak':* & 'table':*").params, ["'oak':* & 'table':*"]);
    assert.deepEqual(render("'s':* & 'o':*").params, ["'s':* & 'o':*"]);
  });
});
