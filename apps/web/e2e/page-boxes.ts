import type { Locator } from '@playwright/test';

/** Where an element is drawn on the screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area. */
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of the first element `locator` finds; it fails when nothing is drawn there. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.first().boundingBox();
  if (!box) throw new Error(`Nothing is shown at ${locator.toString()}`);
  return box;
}
