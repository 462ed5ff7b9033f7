/** The year of the build, defined in vite.config.ts; the browser replaces it with its own year after hydration. */
declare const __BUILD_YEAR__: number;
