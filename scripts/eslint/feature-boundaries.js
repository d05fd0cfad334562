// ESLint rule: a console feature imports no other feature (ARCHITECTURE §2, bulletproof-react's one-way
// imports). Shared code lives in console/src/platform or console/src/ui; app/ composes the features.
// The import is resolved against the importing file, so '../display/x' and '../../features/display/x'
// are judged alike.
import path from 'node:path';

const FEATURES = `${path.sep}console${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to, or null outside console/src/features. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a console feature imports no other feature' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what both need to console/src/platform or console/src/ui.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
