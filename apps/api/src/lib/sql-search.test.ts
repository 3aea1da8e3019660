import { describe, expect, it } from 'vitest';
import { likeContaining, likeEscape, searchWords } from './sql-search.ts';

describe('search helpers for LIKE', () => {
  it('takes the wildcards and the escape character of a searched text literally', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(likeContaining('50%')).toBe('%50\\%%');
    expect(likeContaining('ana')).toBe('%ana%');
  });

  it('splits a search box into its words, blanks dropped', () => {
    expect(searchWords('  técnico   de\tlaboratorio ')).toEqual(['técnico', 'de', 'laboratorio']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });
});
