import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSiteConfig } from '../config/SiteConfigContext';

export function NotFoundPage() {
  const { notFound } = useSiteConfig();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main>
      <p>{notFound.code}</p>
      <h1>{notFound.title}</h1>
      <Link to="/">{notFound.linkLabel}</Link>
    </main>
  );
}
