import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** A dialog moved by its title bar: the offset it has been dragged by, and the handler for the bar. */
export function useDrag(): { offset: { x: number; y: number }; onPointerDown: (event: PointerEvent<HTMLElement>) => void } {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      const bar = event.currentTarget;
      bar.setPointerCapture(event.pointerId);
      start.current = { x: event.clientX, y: event.clientY, from: offset };
      const move = (moveEvent: globalThis.PointerEvent) => {
        const from = start.current;
        if (from) setOffset({ x: from.from.x + moveEvent.clientX - from.x, y: from.from.y + moveEvent.clientY - from.y });
      };
      const end = () => {
        start.current = null;
        bar.removeEventListener('pointermove', move);
        bar.removeEventListener('pointerup', end);
        bar.removeEventListener('pointercancel', end);
      };
      bar.addEventListener('pointermove', move);
      bar.addEventListener('pointerup', end);
      bar.addEventListener('pointercancel', end);
    },
    [offset],
  );
  return { offset, onPointerDown };
}
