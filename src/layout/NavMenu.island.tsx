import styled from '@emotion/styled';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { StaticSlot } from '../islands/runtime/StaticSlot.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { noScript } from '../ui/no-script.ts';
import { useMenu } from './useMenu.ts';

const Nav = styled('nav')`
  ${noScript} {
    flex-basis: 100%;
  }
  ${({ theme }) => theme.mq.lg} {
    flex-basis: auto;
  }
`;

const MenuButtonSlot = styled('div')`
  ${noScript} {
    display: none;
  }
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

const Panel = styled('div')<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 1.25rem;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100svh - ${({ theme }) => theme.navHeight});
  overflow-y: auto;
  padding: 0.5rem 1.25rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 24px 48px rgb(0 0 0 / 0.45);
  ${noScript} {
    display: flex;
    position: static;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    padding: 0 0 1rem;
    background: none;
    border: 0;
    box-shadow: none;
  }
  ${({ theme }) => theme.mq.lg} {
    display: flex;
    position: static;
    flex-direction: row;
    flex-wrap: nowrap;
    align-items: center;
    gap: 2rem;
    max-height: none;
    overflow: visible;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
`;

export interface NavMenuProps {
  ariaLabel: string;
  openLabel: string;
  closeLabel: string;
}

/** The navigation's links, behind a menu button on small screens: the page's nav island. */
/** The links are `children`, static: the island only opens and closes the panel around them. */
export default function NavMenu({
  ariaLabel,
  openLabel,
  closeLabel,
  children,
}: NavMenuProps & { children?: ReactNode }) {
  const panelId = useId();
  const { open, toggle, close, buttonRef, containerRef } = useMenu();
  // Picking any link in the panel closes it; the links themselves are static markup.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) close();
  };
  return (
    <Nav aria-label={ariaLabel} ref={containerRef}>
      <MenuButtonSlot>
        <IconButton
          ref={buttonRef}
          label={open ? closeLabel : openLabel}
          icon={open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          tooltipPlacement="bottom"
          tooltipAlign="end"
        />
      </MenuButtonSlot>
      <Panel id={panelId} $open={open} onClick={closeOnLink}>
        <StaticSlot>{children}</StaticSlot>
      </Panel>
    </Nav>
  );
}
