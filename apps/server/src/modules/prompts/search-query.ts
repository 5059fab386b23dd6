/** Words of a visitor's search as the search reads them: lower case, accents dropped, at most 8. */
export function searchWords(search: string, max = 8): string[] {
  return search
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, max);
}

/** Words as a prefix tsquery ('emai' finds 'email'); null when there are none. */
export const wordsToPrefixTsQuery = (words: string[]): string | null =>
  words.length ? words.map((w) => `${w}:*`).join(' & ') : null;

/** Words of a visitor's search as a prefix tsquery; null when nothing is left. */
export const toPrefixTsQuery = (search: string): string | null => wordsToPrefixTsQuery(searchWords(search));
