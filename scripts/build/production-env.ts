// React chooses its development or production build from NODE_ENV when it is first loaded, and
// this process loads it (through the one-sheet's renderer) before Vite would set NODE_ENV for the
// build: build.ts imports this module first.
process.env.NODE_ENV ??= 'production';
