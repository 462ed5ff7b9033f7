import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { PageLayout } from '../layout/PageLayout.tsx';
import { SectionList } from '../sections/SectionList.tsx';

export function HomePage() {
  const config = useSiteConfig();
  return (
    <PageLayout>
      <SectionList sections={config.sections} />
    </PageLayout>
  );
}
