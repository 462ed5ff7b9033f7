import styled from '@emotion/styled';
import type { Action, SyncSection as SyncConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { PREFILL_ATTRIBUTE, prefillHref } from '../../contact/prefill.ts';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { plainList } from '../../theme/plain-list.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ClockIcon, FilmIcon, HeartIcon, LicenseIcon, MusicIcon, StarIcon, type IconProps } from '../../ui/icons.tsx';
import type { SectionProps } from '../define.ts';
import { useHomeHref } from '../../layout/home-href.ts';

type BenefitIcon = SyncConfig['benefits'][number]['icon'];

const benefitIcons = {
  heart: HeartIcon,
  clock: ClockIcon,
  license: LicenseIcon,
  music: MusicIcon,
  film: FilmIcon,
  star: StarIcon,
} satisfies Record<BenefitIcon, (props: IconProps) => unknown>;

const Benefits = styled('ul')`
  display: grid;
  gap: 1.25rem;
  ${plainList}
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  }
`;

const Card = styled('li')`
  padding: 1.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const IconBadge = styled('span')`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 1.25rem;
  border-radius: calc(${({ theme }) => theme.radius} * 0.75);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 14%, transparent);
  color: ${({ theme }) => theme.colors.accent};
`;

const CardTitle = styled('h3')`
  font-size: 1.25rem;
  margin-bottom: 0.5rem;
`;

const Muted = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Placements = styled('div')`
  margin-top: 3rem;
`;

const PlacementsHeading = styled('h3')`
  font-size: 1.25rem;
  margin-bottom: 1.25rem;
`;

const PlacementList = styled('ul')`
  display: grid;
  gap: 0 2.5rem;
  ${plainList}
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Placement = styled('li')`
  padding-block: 1rem;
  padding-inline: 1.25rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  position: relative;
  &::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    top: 1.55rem;
    width: 0.4rem;
    height: 0.4rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const PlacementTitle = styled('p')`
  font-weight: 700;
`;

const Actions = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 3rem;
`;

/**
 * A real link to `?subject=…#target`, so it works without JavaScript; the entry script follows
 * it in place instead (see contact/prefill.ts).
 */
function PrefillLink({ action }: { action: Action }) {
  return (
    <ButtonLink
      href={prefillHref(action.label, action.target)}
      $variant={action.variant}
      {...{ [PREFILL_ATTRIBUTE]: '' }}
    >
      {action.label}
    </ButtonLink>
  );
}

export default function SyncSection({ section }: SectionProps<'sync'>) {
  const homeHref = useHomeHref();
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} tone="alt">
      <Benefits>
        {section.benefits.map((benefit, index) => {
          const Icon = benefitIcons[benefit.icon];
          return (
            <Card key={index}>
              <IconBadge>
                <Icon size={24} />
              </IconBadge>
              <CardTitle>{benefit.title}</CardTitle>
              <Muted>{benefit.text}</Muted>
            </Card>
          );
        })}
      </Benefits>
      {section.placements && (
        <Placements>
          <PlacementsHeading>{section.placements.heading}</PlacementsHeading>
          <PlacementList>
            {section.placements.items.map((item, index) => (
              <Placement key={index}>
                <PlacementTitle>{item.title}</PlacementTitle>
                <Muted>{item.detail}</Muted>
              </Placement>
            ))}
          </PlacementList>
        </Placements>
      )}
      <Actions>
        {section.actions.map((action, index) =>
          action.prefillSubject ? (
            <PrefillLink key={index} action={action} />
          ) : (
            <ButtonLink key={index} href={homeHref(`#${action.target}`)} $variant={action.variant}>
              {action.label}
            </ButtonLink>
          ),
        )}
      </Actions>
    </SectionShell>
  );
}
