import { brotliCompressSync, gzipSync } from 'node:zlib';

// zlib's default levels (gzip 6, brotli 11), what a server compressing on the fly typically
// uses. One pair for the figures and the bench's server, so what is counted is what is sent
// (gzip -9 saves ~0.2%; Vite's build report prints ~1% more than this).
export const gzip = (data: Buffer | string) => gzipSync(data);
export const brotli = (data: Buffer | string) => brotliCompressSync(data);
