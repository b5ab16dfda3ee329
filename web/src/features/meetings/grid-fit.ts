export interface GridFit {
  columns: number;
  rows: number;
  /** Tile size in CSS pixels. */
  width: number;
  height: number;
}

/**
 * The grid of `count` equal tiles of `aspect` (width / height) that fills a `width` × `height` box with
 * the largest tiles, `gap` pixels apart. Every column count is tried: cheap for the ≤ 50 people a room holds.
 */
export function fitGrid(count: number, width: number, height: number, aspect = 16 / 9, gap = 8): GridFit {
  if (count <= 0 || width <= 0 || height <= 0) return { columns: 1, rows: 1, width: 0, height: 0 };
  let best: GridFit = { columns: 1, rows: count, width: 0, height: 0 };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cellWidth = (width - gap * (columns - 1)) / columns;
    const cellHeight = (height - gap * (rows - 1)) / rows;
    if (cellWidth <= 0 || cellHeight <= 0) continue;
    const tileWidth = Math.min(cellWidth, cellHeight * aspect);
    if (tileWidth > best.width) best = { columns, rows, width: Math.floor(tileWidth), height: Math.floor(tileWidth / aspect) };
  }
  return best;
}
