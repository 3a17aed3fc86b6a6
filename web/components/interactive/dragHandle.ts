import { useEffect, useRef } from 'react';

/** Marks a drag handle (the element with dnd-kit's listeners), for useConsumedHandleTouchMoves. */
export const DRAG_HANDLE = { 'data-drag-handle': '' } as const;

/**
 * A ref for the element around a board's drag handles: it consumes (preventDefault) the touch moves
 * of a finger that drags by a handle. The handle's `touch-action: none` keeps the page still under
 * the finger, but Chrome still reads unconsumed moves as a scroll gesture: a finger lifted while it
 * moves starts a fling that scrolls nothing, and the next tap while that fling runs only stops it
 * (Chrome drops a tap that stops a fling), so it clicks nothing. Consumed moves are no scroll and
 * start no fling. dnd-kit's PointerSensor drags on the pointer events, which come before the touch
 * events and are not affected; its TouchSensor, which would consume them itself, never starts in a
 * browser with pointer events (the PointerSensor takes the finger first).
 */
export function useConsumedHandleTouchMoves<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const consume = (event: TouchEvent) => {
      if (event.cancelable && event.target instanceof Element && event.target.closest('[data-drag-handle]')) event.preventDefault();
    };
    // Not passive: a passive listener cannot consume the moves.
    node.addEventListener('touchmove', consume, { passive: false });
    return () => node.removeEventListener('touchmove', consume);
  }, []);
  return ref;
}
