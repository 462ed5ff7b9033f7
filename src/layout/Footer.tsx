import styled from '@emotion/styled';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { plainList } from '../theme/plain-list.ts';
import { Island } from '../islands/Island.tsx';
import { fillNodes } from '../ui/fill-nodes.tsx';
import { Container } from './Container.tsx';
import { NOWHERE_ATTRIBUTE } from './nowhere-links.ts';
import { OneSheetLink } from './OneSheetLink.tsx';
import currentYear from './CurrentYear.island.ts';
import ScrollTop from './ScrollTop.island.tsx';
import { useHomeHref } from './home-href.ts';

const FooterEl = styled('footer')`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding-block: 3.5rem 2rem;
`;

const Top = styled('div')`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'brand top' 'links links';
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
    grid-template-areas: 'brand links top';
  }
`;

const BrandBlock = styled('div')`
  grid-area: brand;
`;

const BrandName = styled('p')`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  letter-spacing: 0.12em;
`;

const Tagline = styled('p')`
  margin-top: 0.5rem;
  max-width: 22rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const LinksNav = styled('nav')`
  grid-area: links;
`;

const LinksHeading = styled('h2')`
  margin-bottom: 0.75rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const LinkList = styled('ul')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.25rem 1.5rem;
  ${plainList}
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const FooterLink = styled('a')`
  display: inline-block;
  padding-block: 0.25rem;
  color: ${({ theme }) => theme.colors.mutedText};
  text-decoration: none;
  ${({ theme }) => theme.mq.hover} {
    &:hover {
      color: ${({ theme }) => theme.colors.text};
      text-decoration: underline;
    }
  }
`;

const TopSlot = styled('div')`
  grid-area: top;
  justify-self: end;
`;

const Bottom = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Legal = styled('ul')`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  ${plainList}
`;

export function Footer() {
  const { brand, footer } = useSiteConfig();
  const homeHref = useHomeHref();
  return (
    <FooterEl>
      <Container>
        <Top>
          <BrandBlock>
            <BrandName>{brand.name}</BrandName>
            {footer.tagline && <Tagline>{footer.tagline}</Tagline>}
            <OneSheetLink at="footer" />
          </BrandBlock>
          {footer.links.length > 0 && (
            <LinksNav aria-label={footer.linksHeading}>
              <LinksHeading>{footer.linksHeading}</LinksHeading>
              <LinkList>
                {footer.links.map((link, index) => (
                  <li key={`${index}-${link.target}`}>
                    <FooterLink href={homeHref(`#${link.target}`)}>{link.label}</FooterLink>
                  </li>
                ))}
              </LinkList>
            </LinksNav>
          )}
          <TopSlot>
            <Island of={ScrollTop} when="interaction" props={{ label: footer.scrollTopLabel }} />
          </TopSlot>
        </Top>
        <Bottom>
          <p>
            {fillNodes(footer.copyright, {
              // The year a visitor reads is the build's until the footer scrolls into view; only then can it differ.
              year: (
                <Island of={currentYear} when="visible" props={{}} display="inline">
                  {__BUILD_YEAR__}
                </Island>
              ),
            })}
          </p>
          {footer.legal.length > 0 && (
            <Legal>
              {footer.legal.map((link) => (
                <li key={link.label}>
                  <FooterLink href={link.href} {...(link.href === '#' && { [NOWHERE_ATTRIBUTE]: '' })}>
                    {link.label}
                  </FooterLink>
                </li>
              ))}
            </Legal>
          )}
        </Bottom>
      </Container>
    </FooterEl>
  );
}
