/** A tile's place on the 24-column grid. */
export interface Layout {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const GRID_COLUMNS = 24;
const AUTO_W = 12;
const AUTO_H = 4;

/**
 * The documented auto-layout: tiles without `x y w h` go after the placed ones, in file order,
 * two per row, 12 × 4 each. It depends only on the file, so a sync is idempotent (a tile moved in
 * the UI is moved back: write its layout, or export, to keep a hand-made one).
 */
export function placeTiles(tiles: ReadonlyArray<Partial<Layout>>): Layout[] {
  const placed = (t: Partial<Layout>): t is Layout => [t.x, t.y, t.w, t.h].every((v) => typeof v === 'number');
  const base = Math.max(0, ...tiles.filter(placed).map((t) => t.y + t.h));
  let k = 0;
  return tiles.map((t) => {
    if (placed(t)) return { x: t.x, y: t.y, w: t.w, h: t.h };
    const at = { x: AUTO_W * (k % 2), y: base + AUTO_H * Math.floor(k / 2), w: AUTO_W, h: AUTO_H };
    k++;
    return at;
  });
}
