import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const horizontal: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Keyboard dragging between columns: Left and Right jump to the neighbouring column (dnd-kit's
 * default moves 25 px per key press, a dozen presses per column).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = horizontal[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const middle = collisionRect.left + collisionRect.width / 2;
  let target: { left: number; width: number } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const center = rect.left + rect.width / 2;
    const ahead = direction === 1 ? center > middle + 1 : center < middle - 1;
    if (!ahead) continue;
    const targetCenter = target ? target.left + target.width / 2 : undefined;
    if (targetCenter === undefined || Math.abs(center - middle) < Math.abs(targetCenter - middle))
      target = rect;
  }
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: collisionRect.top };
};
