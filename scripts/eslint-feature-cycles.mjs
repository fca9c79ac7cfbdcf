// ESLint rule `local/no-feature-cycle`: a feature may import another only when that one does not reach
// back to it, directly or through others (docs/architecture.md, *Feature dependencies*). The rest of
// the graph is read from disk once per lint run (scripts/feature-graph.mjs); the linted file's own
// imports are taken from its text as linted.
import { featureOf, pathBetween, readFeatureGraph, targetFeature } from './feature-graph.mjs';

let graph = null;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import between two features that would close a cycle between them.' },
    schema: [],
    messages: { cycle: 'features/{{from}} imports features/{{to}}, which reaches back: {{path}}. Move what both need to lib, components or config.' },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from || /\.test\.(ts|tsx)$/.test(file)) return {};
    graph ??= readFeatureGraph();
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const to = targetFeature(specifier, file);
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-feature-cycle': rule } };
