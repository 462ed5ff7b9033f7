import { useSiteConfig } from '../config/SiteConfigContext';
import { PageLayout } from '../layout/PageLayout';
import { SectionList } from '../sections/SectionList';

export function HomePage() {
  const config = useSiteConfig();
  return (
    <PageLayout>
      <SectionList sections={config.sections} />
    </PageLayout>
  );
}
