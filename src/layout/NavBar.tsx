import styled from '@emotion/styled/base';
import { useId } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext';
import { plainList } from '../theme/plain-list';
import { ButtonLink } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { Container } from './Container';
import { useMenu } from './useMenu';

// Without JavaScript the menu button cannot work, so small screens show the links inline
// instead; `scripting: none` keeps server and client markup identical (no hydration switch).
const noScript = '@media (scripting: none)';

// The bottom line is a shadow, not a border, so the bar stays exactly theme.navHeight tall.
const Header = styled('header')`
  position: sticky;
  top: 0;
  z-index: 50;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 85%, transparent);
  backdrop-filter: blur(14px);
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  ${noScript} {
    position: static;
  }
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
  }
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: ${({ theme }) => theme.navHeight};
  ${noScript} {
    flex-wrap: wrap;
    row-gap: 0;
  }
  ${({ theme }) => theme.mq.lg} {
    flex-wrap: nowrap;
  }
`;

const Brand = styled('a')`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.navHeight};
  gap: 0.625rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  font-size: 1rem;
  letter-spacing: 0.12em;
  text-decoration: none;
  white-space: nowrap;
  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 12px ${({ theme }) => theme.colors.accent};
  }
`;

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

const Links = styled('ul')`
  display: flex;
  flex-direction: column;
  ${plainList}
  ${noScript} {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: 1.25rem;
  }
  ${({ theme }) => theme.mq.lg} {
    flex-direction: row;
    flex-wrap: nowrap;
    gap: 1.75rem;
  }
`;

const NavLink = styled('a')`
  display: block;
  padding: 0.875rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 1.0625rem;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  transition: color 0.15s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${noScript} {
    padding: 0.25rem 0;
    border: 0;
    font-size: 0.9375rem;
  }
  ${({ theme }) => theme.mq.lg} {
    padding: 0.25rem 0;
    border: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.mutedText};
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;

const Cta = styled(ButtonLink)`
  ${({ theme }) => theme.mq.lg} {
    min-height: 2.5rem;
    padding: 0.5rem 1.125rem;
    font-size: 0.875rem;
  }
`;

export function NavBar() {
  const { nav, brand } = useSiteConfig();
  const panelId = useId();
  const { open, toggle, close, buttonRef, containerRef } = useMenu();
  const label = open ? nav.closeMenuLabel : nav.openMenuLabel;
  return (
    <Header>
      <Bar>
        {/* '#' scrolls to the top natively (smoothly, via CSS) and resets keyboard focus there. */}
        <Brand href="#" onClick={close}>
          {brand.name}
          <VisuallyHidden> {brand.ariaLabel}</VisuallyHidden>
        </Brand>
        <Nav aria-label={nav.ariaLabel} ref={containerRef}>
          <MenuButtonSlot>
            <IconButton
              ref={buttonRef}
              label={label}
              icon={open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={toggle}
              tooltipPlacement="bottom"
              tooltipAlign="end"
            />
          </MenuButtonSlot>
          <Panel id={panelId} $open={open}>
            <Links>
              {nav.items.map((item, index) => (
                <li key={`${index}-${item.target}`}>
                  <NavLink href={`#${item.target}`} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </Links>
            <Cta href={`#${nav.cta.target}`} onClick={close}>
              {nav.cta.label}
            </Cta>
          </Panel>
        </Nav>
      </Bar>
    </Header>
  );
}
