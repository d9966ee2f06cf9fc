import type { CSSProperties } from 'react';
import './replayFade.css';

export const FADE_IN_CLASS = 'canal-media-fade-in';
export const FADE_DELAY_PER_INDEX_MS = 50;

/** The inline delay of the index-th card of a grid. */
export function fadeInDelay(index: number): CSSProperties {
  return { animationDelay: `${index * FADE_DELAY_PER_INDEX_MS}ms` };
}
