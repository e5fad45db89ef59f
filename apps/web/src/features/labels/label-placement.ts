import type { LabelItem } from '@tm/contracts';

type Box = { x: number; y: number; w: number; h: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where a new item of `w` × `h` mm goes on a label: the first place, top to bottom and left to
 * right in whole millimetres, that no item covers; the top left corner when the label is full. A
 * new item used to land on the top left always, on top of the name printed there.
 */
export function freeSpot(items: readonly LabelItem[], label: { width: number; height: number }, w: number, h: number) {
  for (let y = 0; y + h <= label.height; y += 1) {
    for (let x = 0; x + w <= label.width; x += 1) {
      const box = { x, y, w, h };
      if (!items.some((item) => overlaps(box, item.style))) {
        return { x, y };
      }
    }
  }
  return { x: 0, y: 0 };
}
