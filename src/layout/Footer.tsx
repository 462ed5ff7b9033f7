import { useSiteConfig } from '../config/SiteConfigContext';

export function Footer() {
  const { footer } = useSiteConfig();
  return <footer>{footer.copyright}</footer>;
}
