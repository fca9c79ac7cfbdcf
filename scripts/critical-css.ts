import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const ID = /#(-?[_a-zA-Z][\w-]*)/g;

const VARIABLE = /var\(\s*(--[\w-]+)/g;

const namesIn = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]));

/** Whether one selector can match in the markup: every class and id it names occurs there. */
const canMatch = (selector: string, classes: Set<string>, ids: Set<string>) =>
  [...namesIn(selector, CLASS)].every((name) => classes.has(name)) && [...namesIn(selector, ID)].every((name) => ids.has(name));

/**
 * The part of a stylesheet that `markup` needs for its first paint: the rules with a selector whose
 * classes and ids all occur in the markup (element and `:root` rules included), with the @media,
 * @supports and @layer around them. Font faces and keyframes are left to the full stylesheet.
 */
export function criticalCss(css: string, markup: string): string {
  const classes = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
  const ids = new Set([...markup.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]));
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    const kept = rule.selectors.filter((selector) => canMatch(selector, classes, ids));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule: AtRule) => {
    if (/^(font-face|keyframes|-webkit-keyframes)$/i.test(atRule.name)) atRule.remove();
  });
  dropUnusedVariables(root, markup);
  // Innermost first: an @media left empty may leave its @layer empty in turn.
  const empties: AtRule[] = [];
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes) empties.unshift(atRule);
  });
  for (const atRule of empties) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** Removes custom properties that nothing left (nor the markup's inline styles) reads, directly or through another. */
function dropUnusedVariables(root: Root, markup: string) {
  const definitions = new Map<string, Declaration[]>();
  const used = namesIn(markup, VARIABLE);
  root.walkDecls((declaration: Declaration) => {
    if (!declaration.prop.startsWith('--')) namesIn(declaration.value, VARIABLE).forEach((name) => used.add(name));
    else definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration]);
  });
  const pending = [...used];
  while (pending.length > 0) {
    for (const declaration of definitions.get(pending.pop()!) ?? [])
      for (const name of namesIn(declaration.value, VARIABLE))
        if (!used.has(name)) {
          used.add(name);
          pending.push(name);
        }
  }
  for (const [name, declarations] of definitions) if (!used.has(name)) declarations.forEach((declaration) => declaration.remove());
  root.walkRules((rule: Rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}
