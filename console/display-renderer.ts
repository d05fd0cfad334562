// The wall display's server renderer as the console's SSR build leaves it (vite.ssr.config.ts, `npm run build -w
// console`), loaded for the composition root (../main.ts), which hands it to the backend (ARCHITECTURE §12a). Not
// imported by the backend itself, nor part of the console's own code: the build's output, loaded at run time.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DisplayRenderer } from '@cs/contracts/display-page';

export const BUILT_DISPLAY_RENDERER = fileURLToPath(new URL('./dist-ssr/render-display.js', import.meta.url));

/** The built renderer; null when the console's SSR build is not there. Rejects when the build does not load. */
export async function loadDisplayRenderer(
  file: string = BUILT_DISPLAY_RENDERER,
): Promise<DisplayRenderer | null> {
  if (!existsSync(file)) return null;
  const built = (await import(pathToFileURL(file).href)) as { displayRenderer?: DisplayRenderer };
  if (!built.displayRenderer) throw new Error(`${file} has no displayRenderer`);
  return built.displayRenderer;
}
