import '@mantine/core/styles.css';
import '../../console/src/platform/i18n/all-locales.ts';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { mockLoader } from '../support/mock-loader.ts';

// The play functions' findBy*/waitFor wait for an event with a ceiling: 1 s (the default) was shorter than a lazy
// screen's first load in the browser beside a busy build on these 2-core machines (console/src/test/setup.ts too).
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Every story gets a seeded MSW backend and a fresh console runtime (see support/mock-loader.ts).
  loaders: [mockLoader],
  parameters: { layout: 'fullscreen' },
};
export default preview;
