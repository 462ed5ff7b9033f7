import { useSiteConfig } from '../config/SiteConfigContext';

export function NavBar() {
  const { nav, brand } = useSiteConfig();
  return (
    <header>
      <a href="#top">{brand.name}</a>
      <nav aria-label={nav.ariaLabel}>
        {nav.items.map((item) => (
          <a key={item.target} href={`#${item.target}`}>{item.label}</a>
        ))}
      </nav>
    </header>
  );
}
