import { useSiteConfig } from '../config/SiteConfigContext';
import { Footer } from '../layout/Footer';
import { NavBar } from '../layout/NavBar';
import { SkipLink } from '../layout/SkipLink';
import { SectionList } from '../sections/SectionList';

export const MAIN_ID = 'main';

export function HomePage() {
  const config = useSiteConfig();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{config.strings.skipLink}</SkipLink>
      <NavBar />
      <main id={MAIN_ID} tabIndex={-1}>
        <SectionList sections={config.sections} />
      </main>
      <Footer />
    </>
  );
}
