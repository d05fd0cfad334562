import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  stories: ['../**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/react-vite',
    // The console's Vite config (React plugin, dev proxy); PostCSS is found from the console folder.
    options: {
      builder: { viteConfigPath: fileURLToPath(new URL('../../console/vite.config.ts', import.meta.url)) },
    },
  },
  addons: ['@storybook/addon-vitest'],
  // Offline machines: without this every build waits on telemetry.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Serves mockServiceWorker.js for `storybook dev` and `storybook build`.
    const { msw } = await import('msw/vite');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), msw({ mode: 'worker-only' })];
    return viteConfig;
  },
};
export default config;
