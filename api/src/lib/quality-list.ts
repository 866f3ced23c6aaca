/**
 * The entries of an HTTP quality list (`Accept-Language`, `Accept-Encoding`: `name;q=0.8, …`),
 * as written: the name lower-cased (untrimmed before its `;`), and its q-value (1 without one;
 * NaN or ±Infinity when malformed: each caller decides what that means). At most 20 entries are
 * read, so a long header costs no more than a short one.
 */
export function qualityList(header: string): { name: string; q: number }[] {
  return header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { name, q: qParam ? Number(qParam.slice(2)) : 1 };
    });
}
