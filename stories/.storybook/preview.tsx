import '@mantine/core/styles.css';
import '../../console/src/platform/i18n/all-locales.ts';
import type { Preview } from '@storybook/react-vite';
import { mockLoader } from '../support/mock-loader.ts';

const preview: Preview = {
  // Every story gets a seeded MSW backend and a fresh console runtime (see support/mock-loader.ts).
  loaders: [mockLoader],
  parameters: { layout: 'fullscreen' },
};
export default preview;
