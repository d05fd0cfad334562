// MSW for jsdom component tests.
import { setupServer } from 'msw/node';

export const server = setupServer();
