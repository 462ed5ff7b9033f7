import styled from '@emotion/styled';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { StaticSlot } from '../../../islands/runtime/StaticSlot.tsx';

const SEEK_STEP = 5;

const Bar = styled('div')`
  position: relative;
  height: 3rem;
  color: ${({ theme }) => theme.colors.mutedText};
  cursor: pointer;
  border-radius: 4px;
  touch-action: none;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Played = styled('div')`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-inline-end: 2px solid ${({ theme }) => theme.colors.accent};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 30%, transparent);
  pointer-events: none;
`;

interface SeekBarProps {
  /** Seconds. */
  time: number;
  /** Seconds; 0 when unknown. */
  duration: number;
  label: string;
  /** What a screen reader says for the position, e.g. "0:30 of 2:00". */
  valueText: string;
  onSeek: (to: number) => void;
  /** The waveform, build-time markup kept as it is. */
  children?: ReactNode;
}

/**
 * The waveform as a seek bar that is a keyboard slider: arrows move 5 s, Home and End jump, a
 * press or drag goes to that point.
 */
export function SeekBar({ time, duration, label, valueText, onSeek, children }: SeekBarProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: SEEK_STEP,
      ArrowUp: SEEK_STEP,
      ArrowLeft: -SEEK_STEP,
      ArrowDown: -SEEK_STEP,
    };
    if (event.key in moves) onSeek(time + moves[event.key]!);
    else if (event.key === 'Home') onSeek(0);
    else if (event.key === 'End') onSeek(duration);
    else return;
    event.preventDefault();
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (event.clientX - box.left) / box.width;
    onSeek(fraction * duration);
  };

  const progress = duration ? Math.min(100, (time / duration) * 100) : 0;
  return (
    <Bar
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(time)}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={onPointer}
      onPointerMove={onPointer}
    >
      <StaticSlot>{children}</StaticSlot>
      <Played style={{ width: `${progress}%` }} />
    </Bar>
  );
}
