// The pages' announced code (issue 11 cold start): a page's HTML lists its chunks, their static imports and their
// styles, and nothing the shell already loads.
import { describe, expect, it } from 'vitest';
import { initialScripts, pageFiles } from './vite-page-preloads.ts';

const chunk = (fileName: string, imports: string[] = [], facade?: string, css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade ?? null,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const bundle = Object.fromEntries(
  [
    chunk('assets/rolldown-runtime-1.js'),
    chunk('assets/shell-1.js', ['assets/rolldown-runtime-1.js']),
    chunk(
      'assets/display-screen-a.js',
      ['assets/display-screen-b.js', 'assets/shell-1.js'],
      '/src/features/display/display-screen.tsx',
    ),
    chunk(
      'assets/display-screen-b.js',
      ['assets/display-rules-1.js', 'assets/rolldown-runtime-1.js'],
      undefined,
      ['assets/display-screen-1.css'],
    ),
    chunk('assets/display-rules-1.js', ['assets/shell-1.js']),
    chunk('assets/admin-1.js', ['assets/shell-1.js'], '/src/crud/admin-screen.tsx'),
  ].map((c) => [c.fileName, c]),
);
const html =
  '<script type="module" crossorigin src="/assets/rolldown-runtime-1.js"></script>\n' +
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>';

describe('page preloads', () => {
  it('reads the scripts index.html loads itself', () => {
    expect(initialScripts(html, '/')).toEqual(['assets/rolldown-runtime-1.js', 'assets/shell-1.js']);
  });

  it("announces the page's chunks with their imports and styles, without the shell's", () => {
    const page = { segment: 'display', entries: [/\/features\/display\/display-screen\.tsx$/] };
    expect(pageFiles(bundle, page, initialScripts(html, '/'))).toEqual({
      scripts: ['assets/display-screen-a.js', 'assets/display-screen-b.js', 'assets/display-rules-1.js'],
      styles: ['assets/display-screen-1.css'],
    });
  });

  it('a page whose module the build did not make fails the build', () => {
    const page = { segment: 'gone', entries: [/\/features\/gone\.tsx$/] };
    expect(() => pageFiles(bundle, page, [])).toThrow('page gone: no chunk for');
  });
});
