/** Words of a visitor's search as a prefix tsquery ('emai' finds 'email'); null when nothing is left. */
export function toPrefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
