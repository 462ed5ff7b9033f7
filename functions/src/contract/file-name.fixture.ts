// Test support (excluded from the build, as every *.fixture.ts): names an import or a hand can write that no download link carries.
export const HOSTILE_NAMES = [
  'tab\there.wav',
  'carriage\rreturn.wav',
  'next\u0085line.wav',
  'line\nfeed.wav',
  'del\u007f.wav',
  'nul\u0000.wav',
  'flip\u202Ewav.exe',
];
