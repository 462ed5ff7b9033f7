import { describe, expect, it } from 'vitest';
import { aiDisclosure } from './ai-disclosure.ts';
import { secondsOf } from './duration.ts';
import { iso6392 } from './iso639-2.ts';
import { languageTag } from './language.ts';

describe("a sheet's cells as producers fill them in", () => {
  it('AI: None in its forms, or role: use pairs; a bare level is refused with the way to write it', () => {
    expect(aiDisclosure('None')).toEqual({ disclosure: 'none' });
    expect(aiDisclosure('no AI')).toEqual({ disclosure: 'none' });
    expect(aiDisclosure('')).toEqual({ disclosure: 'none' });
    expect(
      aiDisclosure(
        'production: assisted; Vocals = AI-generated',
        'Suno, Ozone',
        'Written and performed by Marlowe Kane',
      ),
    ).toEqual({
      disclosure: {
        production: 'assisted',
        vocals: 'generated',
        tool: 'Suno, Ozone',
        statement: 'Written and performed by Marlowe Kane',
      },
    });
    expect(aiDisclosure('None', undefined, 'All human')).toEqual({
      disclosure: {
        composition: 'none',
        lyrics: 'none',
        vocals: 'none',
        instrumentation: 'none',
        production: 'none',
        statement: 'All human',
      },
    });
    expect(aiDisclosure('assisted')).toEqual({
      problem: expect.stringContaining("AI 'assisted' does not say which roles used AI"),
    });
  });

  it('Language: a BCP 47 tag in any case, or a language named in English', () => {
    expect(
      ['en', 'pt-br', 'PT-BR', 'English', 'spanish', 'Brazilian Portuguese', 'Japanese', 'zxx'].map(languageTag),
    ).toEqual(['en', 'pt-BR', 'pt-BR', 'en', 'es', 'pt-BR', 'ja', 'zxx']);
    expect(languageTag('Instrumental')).toBe('');
    expect(languageTag('Elvish')).toBeNull();
    expect(languageTag('qq')).toBeNull();
    expect(['en', 'pt-BR', 'es-419', 'zxx', 'xx'].map(iso6392)).toEqual(['eng', 'por', 'spa', 'zxx', 'XXX']);
  });

  it('Duration: m:ss, h:mm:ss, seconds, 2\'45"', () => {
    expect(['2:45', '0:02:45', '165', '165.5', '2\'45"', '1:02:03'].map(secondsOf)).toEqual([
      165, 165, 165, 165.5, 165, 3723,
    ]);
    expect(secondsOf('long')).toBeUndefined();
    expect(secondsOf('2:75')).toBeUndefined();
  });
});
