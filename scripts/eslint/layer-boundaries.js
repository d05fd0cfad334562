// ESLint rule: a layer imports nothing of the layers that build on it (ARCHITECTURE §2). The console's platform and
// its machinery (crud, ui) serve the features; app/ composes the features and the machinery. Options name the
// folders a file may not import from, relative to the repository root; a relative import is resolved against the
// importing file, so '../features/x' and '../../console/src/features/x' are judged alike.
import path from 'node:path';

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a layer imports nothing of the layers built on it' },
    messages: { upward: "'{{from}}' imports '{{to}}' ({{why}})." },
    schema: [
      {
        type: 'object',
        properties: {
          forbidden: {
            type: 'array',
            items: {
              type: 'object',
              properties: { dir: { type: 'string' }, why: { type: 'string' } },
              required: ['dir', 'why'],
            },
          },
        },
        required: ['forbidden'],
      },
    ],
  },
  create(context) {
    const { forbidden } = context.options[0];
    const root = context.cwd;
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path
        .relative(root, path.resolve(path.dirname(file), source))
        .split(path.sep)
        .join('/');
      const hit = forbidden.find(({ dir }) => to === dir || to.startsWith(`${dir}/`));
      if (hit)
        context.report({
          node,
          messageId: 'upward',
          data: { from: path.relative(root, file), to, why: hit.why },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
