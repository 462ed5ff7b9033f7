import { useEffect, useState } from 'react';

/**
 * The build year on the server and during hydration (so the markup matches), then the
 * visitor's own year.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
