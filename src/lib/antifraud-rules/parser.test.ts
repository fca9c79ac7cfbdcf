// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parser } from '.';
import { generateParser } from './generate-parser.mjs';

describe('the committed parser', () => {
  it('is what rule.grammar generates (else: npm run generate:antifraud-parser)', async () => {
    const files = await generateParser();
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8'), `${name} is stale: npm run generate:antifraud-parser`).toBe(text);
    }
  });

  it('gives the editor the tree it highlights: keywords in any case, attributes, lists, literals', () => {
    const tree = parser.parse(":amount: > EUR 5 AND not :email: In @blocked Or :card_country: NOT in ('US')");
    expect(tree.toString()).toBe(
      'Rule(OrExpression(AndExpression(Comparison(Attribute,CompareOp,Money(Currency(Word),Number)),And,NotExpression(Not,Membership(Attribute,In,ListName))),Or,' +
        'Membership(Attribute,Not,In,ValueList("(",String,")"))))',
    );
  });

  it('reads a word that only starts like a keyword as a word', () => {
    expect(parser.parse(':risk_score: > 5 android').toString()).toContain('⚠(Word)');
    expect(parser.parse(':risk_score: > 5 and_x').toString()).toContain('⚠(Word)');
  });
});
