import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';

/** How far a finger or the mouse moves before a press becomes a drag (px). */
const DRAG_FROM_PX = 8;

export interface PointerDrag<T> {
  item: T;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** Past DRAG_FROM_PX: a drag, no longer a press that may still be a tap. */
  moving: boolean;
  /** The drop target under the pointer (a table's id), if any. */
  over: number | null;
}

interface PointerDragOptions<T> {
  /** The drop target at a point of the screen (elementFromPoint, then the nearest marked one). */
  targetAt: (x: number, y: number) => number | null;
  onDrop: (item: T, to: number) => void;
  /** Called at every move of a drag (the floor plan switches rooms under the pointer). */
  onMoveAt?: (x: number, y: number) => void;
}

/**
 * A press that becomes a drag after a few pixels, with pointer events (mouse, pen and finger
 * alike; the HTML5 drag-and-drop API does not fire for touch on iPad Safari): the floor plan's
 * tables and the timeline's bars. The press's own element decides whether a finger may drag it
 * (`touch-action`). A drag never counts as a tap: `justDragged()` is true for the click that
 * follows it.
 */
export function usePointerDrag<T>({ targetAt, onDrop, onMoveAt }: PointerDragOptions<T>) {
  const [drag, setDrag] = useState<PointerDrag<T> | null>(null);
  const dragRef = useRef<PointerDrag<T> | null>(null);
  const dragged = useRef(false);

  // While a press is held: follow the pointer, and drop where it is let go.
  useEffect(() => {
    if (!drag) return;
    const onMove = (event: PointerEvent) => {
      const current = dragRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const far =
        Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > DRAG_FROM_PX;
      if (!current.moving && !far) return;
      event.preventDefault();
      onMoveAt?.(event.clientX, event.clientY);
      const next = {
        ...current,
        x: event.clientX,
        y: event.clientY,
        moving: true,
        over: targetAt(event.clientX, event.clientY),
      };
      dragRef.current = next;
      setDrag(next);
    };
    const onUp = (event: PointerEvent) => {
      const current = dragRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      dragRef.current = null;
      setDrag(null);
      if (!current.moving) return;
      dragged.current = true;
      window.setTimeout(() => (dragged.current = false), 0);
      const to = targetAt(event.clientX, event.clientY);
      if (to !== null) onDrop(current.item, to);
    };
    const onCancel = () => {
      dragRef.current = null;
      setDrag(null);
    };
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  });

  const start = (event: ReactPointerEvent, item: T) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const pressed = {
      item,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      moving: false,
      over: null,
    };
    dragRef.current = pressed;
    setDrag(pressed);
  };

  return { drag, start, justDragged: () => dragged.current };
}

/** The nearest element at a point marked with `attribute` (a number), if any. */
export function markedAt(x: number, y: number, attribute: string): number | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>(`[${attribute}]`);
  const value = element?.getAttribute(attribute);
  return value ? Number(value) : null;
}
