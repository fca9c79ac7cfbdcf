/**
 * The rule language for CodeMirror: the same Lezer parser the compiler reads (src/lib/antifraud-rules),
 * its highlighting, and completion of attributes (`:`), lists (`@`) and keywords.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { HighlightStyle, LanguageSupport, LRLanguage, syntaxHighlighting } from '@codemirror/language';
import { styleTags, tags } from '@lezer/highlight';
import { attributeSpecs } from '@/lib/antifraud-rules/attributes';
import { parser } from '@/lib/antifraud-rules/parser';

const ruleLanguage = LRLanguage.define({
  name: 'antifraud-rule',
  parser: parser.configure({
    props: [
      styleTags({
        Attribute: tags.propertyName,
        ListName: tags.special(tags.variableName),
        String: tags.string,
        Number: tags.number,
        Currency: tags.unit,
        'And Or Not In': tags.keyword,
        CompareOp: tags.compareOperator,
        '( )': tags.paren,
      }),
    ],
  }),
  languageData: { closeBrackets: { brackets: ['(', "'"] } },
});

// Mantine's light-variant text colours: above 4.5:1 on the body in both schemes (src/app/theme.ts).
const highlighting = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--mantine-color-blue-light-color)' },
  { tag: tags.special(tags.variableName), color: 'var(--mantine-color-grape-light-color)' },
  { tag: tags.string, color: 'var(--mantine-color-green-light-color)' },
  { tag: tags.number, color: 'var(--mantine-color-orange-light-color)' },
  { tag: tags.unit, color: 'var(--mantine-color-orange-light-color)', fontWeight: '600' },
  { tag: tags.keyword, color: 'var(--mantine-color-violet-light-color)', fontWeight: '600' },
]);

export interface CompletionTexts {
  /** The attribute's type, in words (`amount`, `number`, …). */
  attributeType: (type: string) => string;
  /** A list's name and what it holds. */
  listDetail: (alias: string) => string | undefined;
  keyword: string;
}

const KEYWORDS = ['and', 'or', 'not', 'in'];

function completeRule(lists: readonly string[], texts: CompletionTexts) {
  return (context: CompletionContext): CompletionResult | null => {
    const attribute = context.matchBefore(/:[a-z0-9_]*/i);
    if (attribute) {
      return {
        from: attribute.from,
        options: attributeSpecs.map((spec) => ({ label: `:${spec.name}:`, type: 'property', detail: texts.attributeType(spec.type) })),
        validFor: /^:[a-z0-9_]*:?$/i,
      };
    }
    const list = context.matchBefore(/@[a-z0-9_-]*/i);
    if (list) {
      return {
        from: list.from,
        options: lists.map((alias) => ({ label: `@${alias}`, type: 'variable', detail: texts.listDetail(alias) })),
        validFor: /^@[a-z0-9_-]*$/i,
      };
    }
    const word = context.matchBefore(/[a-z]+/i);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options: KEYWORDS.map((label) => ({ label, type: 'keyword', detail: texts.keyword })), validFor: /^[a-z]*$/i };
  };
}

export function ruleLanguageSupport(lists: readonly string[], texts: CompletionTexts) {
  return [new LanguageSupport(ruleLanguage), syntaxHighlighting(highlighting), autocompletion({ override: [completeRule(lists, texts)] })];
}
