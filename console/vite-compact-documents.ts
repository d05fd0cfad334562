// The GraphQL documents in the build, written shorter. Codegen writes each document as its syntax tree in JSON,
// where every field without arguments or selections reads {"kind":"Field","name":{"kind":"Name","value":"id"}}: the
// shell's documents alone are 15 kB of this. The build writes those as calls of two small helpers that return the
// same objects, which saves about 300 bytes gzip on the display route (ARCHITECTURE §11: under 200 kB) and more on
// the admin chunks. Tests and the dev server read the generated module as codegen wrote it.
import type { Plugin } from 'vite';

const NAME = /\{"kind":"Name","value":"(\w+)"\}/g;
const LEAF_FIELD = /\{"kind":"Field","name":\{"kind":"Name","value":"(\w+)"\}\}/g;
const HELPERS =
  'const __name = (value: string) => ({ kind: "Name", value });\n' +
  'const __field = (value: string) => ({ kind: "Field", name: __name(value) });\n';

/** The generated module's text with its documents' names and leaf fields as helper calls. */
export function compactDocuments(code: string): string {
  // Marked pure: the bundler drops the documents no module imports only while building them has no side effects.
  const compact = code
    .replace(LEAF_FIELD, '/*#__PURE__*/ __field("$1")')
    .replace(NAME, '/*#__PURE__*/ __name("$1")');
  return compact === code ? code : HELPERS + compact;
}

export function compactDocumentsPlugin(): Plugin {
  return {
    name: 'cs:compact-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // every instance of the module (vite.config.ts gives lazy features their own, with a query)
      if (!/[\\/]generated[\\/]graphql\.ts(\?.*)?$/.test(id)) return null;
      return { code: compactDocuments(code), map: null };
    },
  };
}
