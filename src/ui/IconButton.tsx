import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Tooltip, type TooltipAlign, type TooltipPlacement } from './Tooltip.tsx';

const Square = styled('button')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    color 0.15s ease;
  ${({ theme }) => theme.mq.hover} {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  tooltipPlacement?: TooltipPlacement;
  tooltipAlign?: TooltipAlign;
};

/** An icon-only button: its label is both its accessible name and its tooltip. */
export function IconButton({ label, icon, tooltipPlacement, tooltipAlign, ...buttonProps }: IconButtonProps) {
  return (
    <Tooltip label={label} placement={tooltipPlacement} align={tooltipAlign}>
      {(describedBy) => (
        <Square type="button" aria-label={label} aria-describedby={describedBy} {...buttonProps}>
          {icon}
        </Square>
      )}
    </Tooltip>
  );
}
