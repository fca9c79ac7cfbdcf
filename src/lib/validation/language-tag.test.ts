// @vitest-environment node
import { canonicalLanguageTag } from './language-tag';

describe('canonicalLanguageTag', () => {
  it.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['fr', 'fr'],
    ['pt-br', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['en-gb', 'en-GB'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    ['ZH-HANS-CN', 'zh-Hans-CN'],
    ['sr-latn', 'sr-Latn'],
    ['uz-CYRL', 'uz-Cyrl'],
    ['es-419', 'es-419'],
    ['ast', 'ast'],
    ['fil-PH', 'fil-PH'],
    ['yue-hk', 'yue-HK'],
    ['und', 'und'],
    ['de-ch-1996', 'de-CH-1996'],
    ['sl-ROZAJ-biske', 'sl-rozaj-biske'],
    ['ca-ES-VALENCIA', 'ca-ES-valencia'],
    ['hy-latn-it-arevela', 'hy-Latn-IT-arevela'],
    ['en-1234567', 'en-1234567'],
    ['  uk-ua  ', 'uk-UA'],
    ['ar\n', 'ar'],
  ])('writes %j as %s', (input, canonical) => {
    expect(canonicalLanguageTag(input)).toBe(canonical);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['e', 'a one-letter language'],
    ['root', 'a 4-letter language (reserved)'],
    ['english', 'a 7-letter language'],
    ['abcdefghi', 'a 9-letter language'],
    ['pt_BR', 'an underscore'],
    ['pt_br', 'an underscore, lowercase'],
    ['en-', 'a trailing hyphen'],
    ['-en', 'a leading hyphen'],
    ['en--US', 'an empty subtag'],
    ['en US', 'a space'],
    ['en-U', 'a one-letter region'],
    ['en-USA', 'a 3-letter region'],
    ['en-123456789', 'a 9-character subtag'],
    ['es-41', 'a 2-digit region'],
    ['zh-Hant-Hans', 'two scripts'],
    ['en-US-GB', 'two regions'],
    ['en-US-Latn', 'the script after the region'],
    ['zh-yue', 'an extended language subtag'],
    ['de-CH-1996-1996', 'a repeated variant'],
    ['de-abc', 'a 3-letter subtag that is not a region'],
    ['de-u-co-phonebk', 'an extension'],
    ['en-x-private', 'a private use part'],
    ['x-klingon', 'a private use tag'],
    ['i-klingon', 'a grandfathered tag'],
    ['12', 'digits for a language'],
    ['dé', 'a non-ASCII letter'],
    ['ｄｅ', 'full-width letters'],
    ['en.US', 'a dot'],
    ['en-US.UTF-8', 'a POSIX locale'],
  ])('refuses %j (%s)', (input) => {
    expect(canonicalLanguageTag(input)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(canonicalLanguageTag(undefined as unknown as string)).toBeNull();
    expect(canonicalLanguageTag(42 as unknown as string)).toBeNull();
  });
});
