const LANGUAGE_KEY = 'language'; // src/lib/i18n/i18n.ts

/**
 * An ES5 function expression, `(texts) → language code`, that picks the reader's language as
 * `detectLanguage` does (src/lib/i18n/i18n.ts): the stored choice, then the browser's languages;
 * English when `texts` has neither. For the parts of the boot script that run before the bundle.
 */
export const pickLanguageSource = `function (texts) {
  var lang = null;
  try {
    lang = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
  } catch (e) {}
  var tags = navigator.languages || [navigator.language];
  for (var i = 0; !texts[lang] && i < tags.length; i++) {
    lang = String(tags[i]).toLowerCase().split('-')[0];
    if (lang === 'uk') lang = 'ua';
  }
  return texts[lang] ? lang : 'en';
}`;
