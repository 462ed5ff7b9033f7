/** The kinds of master the import reads: a module of its own, so the readers and the tag reader that calls them need not import each other. */
export type MasterFormat = 'wav' | 'aiff' | 'flac' | 'mp3' | 'm4a';
