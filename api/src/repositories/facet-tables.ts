/**
 * Counting a new brand filter without a pass over every product.
 *
 * A listing's facets are disjunctive (see product-listing.ts): with a brand selected, the brand
 * counts are those of every product that passes the *other* conditions, so the first count of a
 * filter such as "brand B, 2,000–40,000 EGP, white" used to be a pass over all the rows of the
 * index (10–12 ms at a million products, several times that beside a second API process and
 * PostgreSQL on two cores). Two structures, kept on the index across patches like every other
 * kept value, make it a walk over the selected brands' rows plus a small table:
 *
 * - {@link facetCells} (one per index): every row's *cell*, its brand and colour list together
 *   (about 41,000 distinct cells at a million products), and its *price band*, one of
 *   {@link BANDS} ranges of the price order cut at its quantiles; and the rows of each brand
 *   (brand postings), so the selected brands' rows are found without a pass.
 * - {@link scopeTable} (one per scope: the conditions a shopper does not pick, such as a category
 *   or the On Sale page): per cell, the number of rows in each price band, as running sums, so
 *   the rows of a cell within whole bands are two reads.
 *
 * The brand counts of a filter are then the table's sums over the bands inside the price range,
 * over the cells whose colour list is selected, plus the rows of the two bands the range cuts
 * through (found in the price order, a few percent of the rows); everything else (colour and tag
 * counts, the total, the price range) comes from the selected brands' rows only, which a build
 * keeps side by side (services/catalog-index.ts groups the rows by brand). A filter with a tag
 * selection, or without a brand selection, is counted by the pass as before.
 *
 * The same rows make the page of a brand filter that few rows match: walking an order until the
 * page is full would pass most of a million rows, so the matching rows of the selected brands are
 * put in the order by their positions in it ({@link positions}, kept through writes).
 *
 * Measured at a million products (docs/performance.md): 41,000 cells, 64 bands, 10.6 MB for the
 * whole listed catalog's table and 10 MB for the cells, bands and postings; a new brand filter's
 * count and first page 3.6–4 ms (p50) instead of 10–12 ms for the count alone.
 */
import {
  FLAG_GONE,
  grown,
  rowsByBrand,
  type CatalogIndex,
  type Keeper,
  type RowChange,
  type RowValues,
} from '../services/catalog-index.ts';

/** Price bands per index: more make the table larger (cells × bands), fewer the cut bands longer. */
export const BANDS = 64;

/**
 * A listing filter's scope: the conditions a shopper does not pick (product-listing.ts's RowFilter
 * holds them): flags every row must have (`need`), and ids a row must have (0: any).
 */
export interface ScopeFilter {
  need: number;
  typeId: number;
  subCategoryId: number;
  categoryFilter: number;
  categoryId: number;
  brandId: number;
  vendorId: number;
}

/** What {@link brandSummary} reads of a listing filter: its scope and the shopper's choices. */
export interface TableFilter extends ScopeFilter {
  /** Marks per brand id: 1 for a selected brand. */
  brands: Uint8Array | null;
  /** Marks per colour list: 1 for a list holding a selected colour (null: no colour selected). */
  colors: { marks: Uint8Array } | null;
  min: number;
  max: number;
}

/**
 * A filter's counts (product-listing.ts's Summary holds them): its total, counts per brand id,
 * per colour list and per tag list, and the lowest and highest price (EGP) ignoring the price bounds.
 */
export interface TableSummary {
  total: number;
  brandCounts: Int32Array;
  colorListCounts: Int32Array;
  tagListCounts: Int32Array;
  lo: number;
  hi: number;
}

/** Rows' cells and price bands, and the rows of each brand (see the top of the file). */
export interface FacetCells {
  /** Lower price bound (EGP) of bands 1…; band 0 starts at the lowest price. Strictly ascending. */
  bounds: Float64Array;
  /** Per row slot: its cell and its price band. */
  cell: Int32Array;
  band: Uint8Array;
  /** Per cell: its brand id and colour list id. */
  cellBrand: Int32Array;
  cellColorList: Int32Array;
  cells: number;
  /** Cell of (brand, colour list): key brand · 2^26 + colour list. */
  cellByKey: Map<number, number>;
  /** Brand postings: the rows of brand b are `postings[start[b]…start[b + 1])` (rows as they were when made). */
  start: Int32Array;
  postings: Int32Array;
  /** Rows added or moved to another brand since the postings were made (each once), and their marks. */
  moved: number[];
  movedMark: Uint8Array;
}

const CELL_KEY = 2 ** 26;

/** The facet cells of `index` ({@link facetCells}), made on first use and kept. */
export const facetCellsOf = (index: CatalogIndex) => index.kept('facet-cells', () => facetCells(index));

/** Band of a price: how many bounds are at or below it. */
export function bandOf(bounds: Float64Array, price: number): number {
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (bounds[mid]! <= price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The cell of (brand, colour list), made when new. */
function cellOf(cells: FacetCells, brand: number, colorList: number): number {
  const key = brand * CELL_KEY + colorList;
  let cell = cells.cellByKey.get(key);
  if (cell === undefined) {
    cell = cells.cells++;
    cells.cellByKey.set(key, cell);
    cells.cellBrand = grown(cells.cellBrand, cell + 1);
    cells.cellColorList = grown(cells.cellColorList, cell + 1);
    cells.cellBrand[cell] = brand;
    cells.cellColorList[cell] = colorList;
  }
  return cell;
}

/**
 * The cells, bands and brand postings of `index` (a keeper for `index.kept`): one pass over the
 * rows and one over the price order. Patches set the cell and band of each changed row; a row
 * added or moved to another brand joins `moved` (postings are not rewritten); when a tenth of the
 * rows have moved the keeper asks to be made again.
 */
export function facetCells(index: CatalogIndex): Keeper<FacetCells> {
  const { size, live } = index;
  const capacity = index.id.length;
  // Bounds at the price order's quantiles (equal prices stay in one band).
  const order = index.order.price;
  const bounds: number[] = [];
  for (let j = 1; j < BANDS && live > 0; j++) {
    const p = index.price[order[Math.floor((j * live) / BANDS)]!]!;
    if (bounds.length === 0 ? p > index.price[order[0]!]! : p > bounds[bounds.length - 1]!) bounds.push(p);
  }
  const cells: FacetCells = {
    bounds: Float64Array.from(bounds),
    cell: new Int32Array(capacity),
    band: new Uint8Array(capacity),
    cellBrand: new Int32Array(1024),
    cellColorList: new Int32Array(1024),
    cells: 0,
    cellByKey: new Map(),
    start: new Int32Array(0),
    postings: new Int32Array(0),
    moved: [],
    movedMark: new Uint8Array(capacity),
  };
  // Bands along the price order (rows not in it hold deleted products: band 0, never counted).
  for (let k = 0, b = 0; k < live; k++) {
    const p = index.price[order[k]!]!;
    while (b < cells.bounds.length && cells.bounds[b]! <= p) b++;
    cells.band[order[k]!] = b;
  }
  const { brand, colorList } = index;
  for (let r = 0; r < size; r++) cells.cell[r] = cellOf(cells, brand[r]!, colorList[r]!);
  Object.assign(cells, rowsByBrand(brand, size));

  return {
    value: cells,
    update(changes: readonly RowChange[]) {
      for (const { row, before, after } of changes) {
        if (!after) continue;
        if (row >= cells.cell.length) {
          cells.cell = grown(cells.cell, row + 1);
          cells.band = grown(cells.band, row + 1);
          cells.movedMark = grown(cells.movedMark, row + 1);
        }
        cells.cell[row] = cellOf(cells, after.brand, after.colorList);
        cells.band[row] = bandOf(cells.bounds, after.price);
        // A row the postings do not have under its brand now: kept apart (marked, so that the
        // postings skip it) until the postings are made again.
        const inPostings = row < cells.postings.length && before !== null && before.brand === after.brand;
        if (!inPostings && cells.movedMark[row] === 0) {
          cells.movedMark[row] = 1;
          cells.moved.push(row);
        }
      }
      return cells.moved.length <= Math.max(1_000, index.size / 10);
    },
  };
}

/** Counts of one scope's rows per cell and price band (see the top of the file). */
export interface ScopeTable {
  /** The cells object its cell ids are of. */
  cells: FacetCells;
  /** Global cell → local row of `sums` (-1: none yet). */
  localOf: Int32Array;
  /** Per local cell: its brand and colour list (beside the sums' order, so that counting reads them in one sweep). */
  localBrand: Int32Array;
  localColorList: Int32Array;
  locals: number;
  /** Per local cell, `BANDS + 1` running sums: `sums[l · (BANDS + 1) + j]` rows in bands below j. */
  sums: Int32Array;
}

const WIDTH = BANDS + 1;

/** Whether a row with these values passes the scope's conditions (not a brand, colour, tag or price choice). */
export function valuesInScope(f: ScopeFilter, v: RowValues) {
  return (
    (v.flags & (f.need | FLAG_GONE)) === f.need &&
    !(f.typeId && v.type !== f.typeId) &&
    !(f.subCategoryId && v.subcategory !== f.subCategoryId) &&
    !(f.categoryFilter && v.category !== f.categoryFilter) &&
    !(f.categoryId && v.category !== f.categoryId) &&
    !(f.brandId && v.brand !== f.brandId) &&
    !(f.vendorId && v.vendor !== f.vendorId)
  );
}

/**
 * Calls `visit` with each side of each change that is in `f`'s scope: the values before with
 * sign -1 (taken away), the values after with +1 (added).
 */
export function forEachInScope(changes: readonly RowChange[], f: ScopeFilter, visit: (v: RowValues, sign: -1 | 1) => void) {
  for (const { before, after } of changes) {
    if (before && valuesInScope(f, before)) visit(before, -1);
    if (after && valuesInScope(f, after)) visit(after, 1);
  }
}

/** Whether row `r` of `index` passes the scope's conditions (each column read only when the scope names it). */
export function rowInScope(index: CatalogIndex, f: ScopeFilter, r: number) {
  return (
    (index.flags[r]! & (f.need | FLAG_GONE)) === f.need &&
    !(f.typeId && index.type[r] !== f.typeId) &&
    !(f.subCategoryId && index.subcategory[r] !== f.subCategoryId) &&
    !(f.categoryFilter && index.category[r] !== f.categoryFilter) &&
    !(f.categoryId && index.category[r] !== f.categoryId) &&
    !(f.brandId && index.brand[r] !== f.brandId) &&
    !(f.vendorId && index.vendor[r] !== f.vendorId)
  );
}

const TABLE_KEY = 'facet-table:';

/** The scope key of a filter: the conditions a {@link ScopeTable} is made for. */
function scopeKey(f: ScopeFilter): string {
  return `${TABLE_KEY}${[f.need, f.typeId, f.subCategoryId, f.categoryFilter, f.categoryId, f.brandId, f.vendorId].join(',')}`;
}

/**
 * Bytes of scope tables an index keeps: past this, the least recently used tables go before a new
 * one is made (and are made again when asked). The listed catalog's table is 10.6 MB at a million
 * products; each flag page (On Sale, Ready to Ship, with a CAD file) and each category has its own.
 */
export const TABLE_BYTES = 48 * 1024 * 1024;

const tableBytes = (table: ScopeTable) =>
  table.sums.byteLength + table.localOf.byteLength + table.localBrand.byteLength + table.localColorList.byteLength;

/**
 * The scope table of `f`'s scope on `index`, kept; made when it has none, the least recently used
 * tables going first while the kept ones hold more than `budget` bytes ({@link TABLE_BYTES}).
 */
export function scopeTableOf(index: CatalogIndex, cells: FacetCells, f: ScopeFilter, budget = TABLE_BYTES): ScopeTable {
  return index.kept(scopeKey(f), () => {
    // The kept values are in order of use, least recent first.
    const tables = [...index.keepers].filter(([key]) => key.startsWith(TABLE_KEY));
    let bytes = tables.reduce((sum, [, keeper]) => sum + tableBytes(keeper.value as ScopeTable), 0);
    for (const [key, keeper] of tables) {
      if (bytes <= budget) break;
      index.keepers.delete(key);
      bytes -= tableBytes(keeper.value as ScopeTable);
    }
    return scopeTable(index, cells, f);
  });
}

/**
 * The table of `f`'s scope (a keeper for `index.kept`): two passes over the rows (cells first,
 * then counts). Patches move the sums of a changed row's old and new cell and band.
 */
export function scopeTable(index: CatalogIndex, cells: FacetCells, f: ScopeFilter): Keeper<ScopeTable> {
  const { size } = index;
  const { cell, band } = cells;
  const table: ScopeTable = {
    cells,
    localOf: new Int32Array(Math.max(cells.cells, 1)).fill(-1),
    localBrand: new Int32Array(0),
    localColorList: new Int32Array(0),
    locals: 0,
    sums: new Int32Array(0),
  };
  const local = (c: number) => {
    table.localOf = grown(table.localOf, c + 1, -1);
    let l = table.localOf[c]!;
    if (l < 0) {
      l = table.localOf[c] = table.locals++;
      table.localBrand = grown(table.localBrand, l + 1);
      table.localColorList = grown(table.localColorList, l + 1);
      table.localBrand[l] = cells.cellBrand[c]!;
      table.localColorList[l] = cells.cellColorList[c]!;
      if ((l + 1) * WIDTH > table.sums.length) table.sums = grown(table.sums, (l + 1) * WIDTH);
    }
    return l;
  };
  const inside = new Uint8Array(size);
  for (let r = 0; r < size; r++) {
    if (!rowInScope(index, f, r)) continue;
    inside[r] = 1;
    if (table.localOf[cell[r]!]! < 0) table.localOf[cell[r]!] = table.locals++;
  }
  table.localBrand = new Int32Array(Math.max(table.locals, 1024));
  table.localColorList = new Int32Array(Math.max(table.locals, 1024));
  for (let c = 0; c < table.localOf.length; c++) {
    const l = table.localOf[c]!;
    if (l < 0) continue;
    table.localBrand[l] = cells.cellBrand[c]!;
    table.localColorList[l] = cells.cellColorList[c]!;
  }
  const sums = (table.sums = new Int32Array(Math.max(table.locals, 1) * WIDTH));
  for (let r = 0; r < size; r++) if (inside[r]) sums[table.localOf[cell[r]!]! * WIDTH + band[r]! + 1]!++;
  for (let l = 0; l < table.locals; l++) for (let j = 1; j < WIDTH; j++) sums[l * WIDTH + j]! += sums[l * WIDTH + j - 1]!;

  const move = (c: number, b: number, sign: number) => {
    const at = local(c) * WIDTH;
    for (let j = b + 1; j < WIDTH; j++) table.sums[at + j]! += sign;
  };
  return {
    value: table,
    update(changes) {
      forEachInScope(changes, f, (v, sign) => move(cellOf(cells, v.brand, v.colorList), bandOf(cells.bounds, v.price), sign));
      return true;
    },
  };
}

/** First position of the price order (of `live` rows) whose price is at least `x` (above it when `strict`). */
export function pricePosition(index: CatalogIndex, x: number, strict: boolean): number {
  const { price } = index;
  const order = index.order.price;
  let lo = 0;
  let hi = index.live;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const p = price[order[mid]!]!;
    if (p < x || (strict && p === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Fills `summary` for a filter with a brand selection and no tag selection (the caller checks):
 * brand counts from the scope's table and the price order, the rest from the selected brands'
 * rows. `tagMarks` are all ones (no tag selected); `summary` starts empty.
 */
export function brandSummary(index: CatalogIndex, cells: FacetCells, table: ScopeTable, f: TableFilter, summary: TableSummary) {
  const { brand, price, colorList, tagList } = index;
  const selected = f.brands!;
  const colorMarks = f.colors?.marks ?? null;
  const { min, max } = f;

  // Brand counts: whole bands inside [min, max] from the table, the cut bands' rows from the price order.
  const { bounds } = table.cells;
  const bandStart = (j: number) => (j <= 0 ? 0 : j > bounds.length ? index.live : pricePosition(index, bounds[j - 1]!, false));
  const a = min === -Infinity ? 0 : pricePosition(index, min, false);
  const z = max === Infinity ? index.live : pricePosition(index, max, true);
  const lowBand = min === -Infinity ? 0 : bandOf(bounds, min);
  const highBand = max === Infinity ? bounds.length : bandOf(bounds, max);
  const firstWhole = a === bandStart(lowBand) ? lowBand : lowBand + 1;
  const endWhole = z === bandStart(highBand + 1) ? highBand + 1 : highBand;
  let brandCounts = summary.brandCounts;
  const countSlice = (from: number, to: number) => {
    const order = index.order.price;
    for (let k = from; k < to; k++) {
      const r = order[k]!;
      if (!rowInScope(index, f, r)) continue;
      if (colorMarks !== null && colorMarks[colorList[r]!] !== 1) continue;
      const p = price[r]!;
      if (p < min || p > max) continue;
      if (brand[r]! >= brandCounts.length) brandCounts = grown(brandCounts, brand[r]! + 1);
      brandCounts[brand[r]!]!++;
    }
  };
  if (firstWhole < endWhole) {
    const { sums, localBrand, localColorList } = table;
    for (let l = 0; l < table.locals; l++) {
      if (colorMarks !== null && colorMarks[localColorList[l]!] !== 1) continue;
      const n = sums[l * WIDTH + endWhole]! - sums[l * WIDTH + firstWhole]!;
      if (n === 0) continue;
      const b = localBrand[l]!;
      if (b >= brandCounts.length) brandCounts = grown(brandCounts, b + 1);
      brandCounts[b]! += n;
    }
    countSlice(a, bandStart(firstWhole));
    countSlice(bandStart(endWhole), z);
  } else countSlice(a, z);
  summary.brandCounts = brandCounts;

  // The rest from the selected brands' rows: the postings (rows still of that brand) and the moved rows.
  const { colorListCounts, tagListCounts } = summary;
  let { lo, hi, total } = summary;
  const countRow = (r: number) => {
    if (!rowInScope(index, f, r)) return;
    const p = price[r]!;
    const fp = +(p >= min) & +(p <= max);
    const cl = colorList[r]!;
    const fc = colorMarks === null ? 1 : (colorMarks[cl] ?? 0);
    colorListCounts[cl]! += fp;
    tagListCounts[tagList[r]!]! += fc & fp;
    if (fc) {
      if (p < lo) lo = p;
      if (p > hi) hi = p;
      total += fp;
    }
  };
  forEachBrandRow(index, cells, selected, countRow);
  Object.assign(summary, { lo, hi, total });
}

/**
 * Calls `visit` with every row of the brands marked in `selected` (rows of deleted products
 * included: callers test the flags), each once: the postings, in row order (brand by brand), then
 * the rows added or moved since.
 */
export function forEachBrandRow(index: CatalogIndex, cells: FacetCells, selected: Uint8Array, visit: (r: number) => void) {
  const { start, postings, moved, movedMark } = cells;
  const brands = start.length - 1;
  for (let b = 0; b < selected.length && b < brands; b++) {
    if (selected[b] !== 1) continue;
    for (let k = start[b]!; k < start[b + 1]!; k++) {
      const r = postings[k]!;
      if (movedMark[r] !== 1) visit(r);
    }
  }
  for (const r of moved) if (selected[index.brand[r]!] === 1) visit(r);
}

/** How many rows {@link forEachBrandRow} visits for `selected` (at most). */
export function brandRowCount(cells: FacetCells, selected: Uint8Array): number {
  let n = cells.moved.length;
  for (let b = 0; b < selected.length && b < cells.start.length - 1; b++) if (selected[b] === 1) n += cells.start[b + 1]! - cells.start[b]!;
  return n;
}

/** Each live row's position in one order when made, and the rows changed since (see {@link positions}). */
export interface Positions {
  rank: Int32Array;
  /** 1 for a row a patch has changed since (rows beyond its length are new: changed too). */
  changed: Uint8Array;
  changes: number;
}

/** Changed rows a {@link Positions} follows before it asks to be made again (a pass over the order). */
const POSITION_CHANGES = 512;

/**
 * Each live row's position in `order` (a keeper for `index.kept`): made in one pass, then kept
 * through patches. A patch takes the rows it changes out of the order and puts them back in their
 * new places, so every other row keeps its place relative to the others: the positions still
 * order them, and the changed rows (marked here) are placed by {@link inOrder}.
 */
export function positions(index: CatalogIndex, order: Int32Array): Keeper<Positions> {
  const value: Positions = { rank: new Int32Array(index.size), changed: new Uint8Array(index.size), changes: 0 };
  for (let k = 0; k < index.live; k++) value.rank[order[k]!] = k;
  return {
    value,
    update(changes) {
      for (const { row } of changes) {
        if (row < value.changed.length && value.changed[row] === 1) continue;
        if (row < value.changed.length) value.changed[row] = 1;
        value.changes++;
      }
      return value.changes <= POSITION_CHANGES;
    },
  };
}

/**
 * `rows` (distinct live rows) in the order `order` (of `index.live` rows) has now, first to last:
 * the unchanged ones by their kept positions, each changed one after the unchanged row just
 * before it in the order now (found with one search of the order per changed row).
 */
export function inOrder(index: CatalogIndex, order: Int32Array, { rank, changed }: Positions, rows: readonly number[]): number[] {
  const isChanged = (r: number) => r >= changed.length || changed[r] === 1;
  const kept: number[] = [];
  const moved: number[] = [];
  for (const r of rows) (isChanged(r) ? moved : kept).push(r);
  // Sorted as numbers: position · m + index into `kept` (m a power of two above its length).
  let m = 1;
  while (m <= kept.length) m *= 2;
  const keys = new Float64Array(kept.length);
  for (let i = 0; i < kept.length; i++) keys[i] = rank[kept[i]!]! * m + i;
  keys.sort();
  const out = Array.from(keys, (key) => kept[key % m]!);
  if (!moved.length) return out;
  const live = order.subarray(0, index.live);
  const placed = moved
    .map((r) => {
      const at = live.indexOf(r);
      let q = at - 1;
      while (q >= 0 && isChanged(live[q]!)) q--;
      return { r, at, after: q < 0 ? -1 : rank[live[q]!]! };
    })
    .sort((a, b) => a.after - b.after || a.at - b.at);
  const merged: number[] = [];
  let i = 0;
  for (const { r, after } of placed) {
    while (i < out.length && rank[out[i]!]! <= after) merged.push(out[i++]!);
    merged.push(r);
  }
  while (i < out.length) merged.push(out[i++]!);
  return merged;
}
