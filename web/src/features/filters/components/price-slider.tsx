import { useId, useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { PRICE_GAP, PRICE_SLIDER, moveMaxHandle, moveMinHandle } from '../price-rules';

interface PriceSliderProps {
  value: [number, number];
  onChange(range: [number, number]): void;
  format(value: number): string;
  minLabel: string;
  maxLabel: string;
}

type Handle = 'min' | 'max';
const SPAN = PRICE_SLIDER.max - PRICE_SLIDER.min;
/** PageUp / PageDown move ten steps, as on the ARIA slider pattern. */
const PAGE = PRICE_SLIDER.step * 10;

function percent(value: number): number {
  return ((value - PRICE_SLIDER.min) / SPAN) * 100;
}

/**
 * Spec §5's two-handle slider: 0–2000, step 10, handles at least 10 apart. Two `role="slider"`
 * thumbs (ARIA slider pattern: arrows, PageUp/PageDown, Home/End); a press on the track moves the
 * nearer thumb and drags it.
 */
export function PriceSlider({ value, onChange, format, minLabel, maxLabel }: PriceSliderProps) {
  const [min, max] = value;
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<Handle | null>(null);
  const idBase = useId();
  const thumbId = (handle: Handle) => `${idBase}-${handle}`;

  const move = (handle: Handle, to: number) => {
    if (handle === 'min') onChange([moveMinHandle(to, max), max]);
    else onChange([min, moveMaxHandle(to, min)]);
  };

  const valueAt = (clientX: number): number | null => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const ratio = Math.min(Math.max((clientX - box.left) / box.width, 0), 1);
    return PRICE_SLIDER.min + ratio * SPAN;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const to = valueAt(e.clientX);
    if (to === null) return;
    // The nearer thumb: left of the midpoint moves the minimum.
    const handle: Handle = to < (min + max) / 2 ? 'min' : 'max';
    dragging.current = handle;
    e.currentTarget.setPointerCapture(e.pointerId);
    move(handle, to);
    document.getElementById(thumbId(handle))?.focus();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const to = valueAt(e.clientX);
    if (to !== null) move(dragging.current, to);
  };
  const stop = () => {
    dragging.current = null;
  };

  const onKeyDown = (handle: Handle) => (e: KeyboardEvent<HTMLDivElement>) => {
    const now = handle === 'min' ? min : max;
    const to: Record<string, number> = {
      ArrowRight: now + PRICE_SLIDER.step,
      ArrowUp: now + PRICE_SLIDER.step,
      ArrowLeft: now - PRICE_SLIDER.step,
      ArrowDown: now - PRICE_SLIDER.step,
      PageUp: now + PAGE,
      PageDown: now - PAGE,
      Home: PRICE_SLIDER.min,
      End: PRICE_SLIDER.max,
    };
    const next = to[e.key];
    if (next === undefined) return;
    e.preventDefault();
    move(handle, next);
  };

  const thumb = (handle: Handle) => {
    const now = handle === 'min' ? min : max;
    return (
      <div
        id={thumbId(handle)}
        role="slider"
        tabIndex={0}
        aria-label={handle === 'min' ? minLabel : maxLabel}
        aria-valuemin={handle === 'min' ? PRICE_SLIDER.min : min + PRICE_GAP}
        aria-valuemax={handle === 'min' ? max - PRICE_GAP : PRICE_SLIDER.max}
        aria-valuenow={now}
        aria-valuetext={format(now)}
        aria-orientation="horizontal"
        data-testid={`price-thumb-${handle}`}
        onKeyDown={onKeyDown(handle)}
        className="absolute top-1/2 size-7 -translate-x-1/2 -translate-y-1/2 cursor-grab rounded-full border border-neutral-300 bg-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark active:cursor-grabbing"
        style={{ left: `${percent(now)}%` }}
      />
    );
  };

  return (
    <div
      ref={track}
      className="relative mx-3.5 h-10 touch-none select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    >
      <div className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 rounded bg-neutral-300" />
      <div
        className="absolute top-1/2 h-0.5 -translate-y-1/2 rounded bg-ink"
        style={{ left: `${percent(min)}%`, right: `${100 - percent(max)}%` }}
      />
      {thumb('min')}
      {thumb('max')}
    </div>
  );
}
