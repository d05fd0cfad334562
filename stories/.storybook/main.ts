import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-vitest'],
  // Offline machines: without this every build waits on telemetry (STACK.md).
  core: { disableTelemetry: true },
};
export default config;
