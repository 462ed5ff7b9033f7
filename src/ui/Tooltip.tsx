import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { useTooltipTiming } from './TooltipProvider.tsx';

export type TooltipPlacement = 'top' | 'bottom';
export type TooltipAlign = 'center' | 'end';

interface TooltipProps {
  label: string;
  placement?: TooltipPlacement | undefined;
  /** 'end' keeps a tooltip of a trigger at the screen's edge inside the viewport. */
  align?: TooltipAlign | undefined;
  /** Renders the trigger, which must set the given id as its aria-describedby. */
  children: (describedBy: string | undefined) => ReactElement;
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const Anchor = styled('span')`
  position: relative;
  display: inline-flex;
`;

// Absolutely positioned and out of the flow, so opening never moves anything.
const Bubble = styled('span')<{ $placement: TooltipPlacement; $align: TooltipAlign }>`
  position: absolute;
  z-index: 60;
  ${({ $placement }) => ($placement === 'top' ? 'bottom' : 'top')}: calc(100% + 0.5rem);
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'left: 50%; translate: -50% 0;')}
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
  const { delayMs, closedRecently, markClosed } = useTooltipTiming();
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => setOpen(true);
  const scheduleOpen = () => {
    clearTimeout(timer.current);
    if (closedRecently()) show();
    else timer.current = setTimeout(show, delayMs);
  };
  const close = useCallback(() => {
    clearTimeout(timer.current);
    if (open) markClosed();
    setOpen(false);
  }, [open, markClosed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // The handlers sit on the wrapper: pointer and focus events reach it from the trigger inside.
  return (
    <Anchor
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType !== 'touch') scheduleOpen();
      }}
      onPointerLeave={close}
      onPointerDown={close}
      // Only keyboard focus: a click or tap also focuses the trigger but must not open it.
      onFocus={(event: FocusEvent) => {
        if ((event.target as Element).matches(':focus-visible')) scheduleOpen();
      }}
      onBlur={close}
    >
      {children(open ? id : undefined)}
      {open && (
        <Bubble id={id} role="tooltip" $placement={placement} $align={align}>
          {label}
        </Bubble>
      )}
    </Anchor>
  );
}
