import styled from '@emotion/styled';
import { Island } from '../islands/Island.tsx';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { plainList } from '../theme/plain-list.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { Container } from './Container.tsx';
import NavMenu from './NavMenu.island.tsx';
import { noScript } from '../ui/no-script.ts';
import { useHomeHref } from './home-href.ts';

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
  ${({ theme }) => theme.mq.hover} {
    &:hover {
      color: ${({ theme }) => theme.colors.accent};
    }
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
    ${({ theme }) => theme.mq.hover} {
      &:hover {
        color: ${({ theme }) => theme.colors.text};
      }
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
  const homeHref = useHomeHref();
  return (
    <Header>
      <Bar>
        {/* '#' scrolls to the top natively (smoothly, via CSS) and resets keyboard focus there. */}
        <Brand href={homeHref('#')}>
          {brand.name}
          <VisuallyHidden> {brand.ariaLabel}</VisuallyHidden>
        </Brand>
        <Island
          of={NavMenu}
          when="interaction"
          props={{ ariaLabel: nav.ariaLabel, openLabel: nav.openMenuLabel, closeLabel: nav.closeMenuLabel }}
        >
          <Links>
            {nav.items.map((item, index) => (
              <li key={`${index}-${item.target}`}>
                <NavLink href={homeHref(`#${item.target}`)}>{item.label}</NavLink>
              </li>
            ))}
          </Links>
          <Cta href={homeHref(`#${nav.cta.target}`)}>{nav.cta.label}</Cta>
        </Island>
      </Bar>
    </Header>
  );
}
