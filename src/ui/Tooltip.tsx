import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { useTooltipTiming } from './TooltipProvider';

export type TooltipPlacement = 'top' | 'bottom';
export type TooltipAlign = 'center' | 'end';

/** Props the trigger must spread onto its focusable element. */
export interface TooltipTriggerProps {
  'aria-describedby': string | undefined;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
}

interface TooltipProps {
  label: string;
  placement?: TooltipPlacement;
  /** 'end' keeps a tooltip of a trigger at the screen's edge inside the viewport. */
  align?: TooltipAlign;
  children: (trigger: TooltipTriggerProps) => ReactElement;
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

// Absolutely positioned and out of the flow, so opening never moves anything.
const Bubble = styled.span<{ placement: TooltipPlacement; align: TooltipAlign }>`
  position: absolute;
  z-index: 60;
  ${({ placement }) => (placement === 'top' ? 'bottom' : 'top')}: calc(100% + 0.5rem);
  ${({ align }) => (align === 'end' ? 'inset-inline-end: 0;' : 'left: 50%; translate: -50% 0;')}
  padding: 0.375rem 0.625rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.3;
  white-space: nowrap;
  pointer-events: none;
  animation: ${fadeIn} 0.12s ease-out;
`;

/**
 * A label shown after the configured hover or keyboard-focus delay; opens at once when
 * another tooltip closed within the skip delay. Touch taps never open it.
 */
export function Tooltip({ label, placement = 'top', align = 'center', children }: TooltipProps) {
  const { delayMs, skipDelayMs, lastClosedAt } = useTooltipTiming();
  const id = useId();
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    isOpen.current = true;
    setOpen(true);
  };
  const scheduleOpen = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt.current < skipDelayMs) show();
    else timer.current = setTimeout(show, delayMs);
  };
  const close = useCallback(() => {
    clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt.current = Date.now();
    isOpen.current = false;
    setOpen(false);
  }, [lastClosedAt]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <Anchor>
      {children({
        'aria-describedby': open ? id : undefined,
        onPointerEnter: (event) => {
          if (event.pointerType !== 'touch') scheduleOpen();
        },
        onPointerLeave: close,
        onPointerDown: close,
        // Only keyboard focus: a click or tap also focuses the trigger but must not open it.
        onFocus: (event) => {
          if (event.currentTarget.matches(':focus-visible')) scheduleOpen();
        },
        onBlur: close,
      })}
      {open && (
        <Bubble id={id} role="tooltip" placement={placement} align={align}>
          {label}
        </Bubble>
      )}
    </Anchor>
  );
}
