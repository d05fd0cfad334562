import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { createRuntime } from './platform/runtime.ts';

const runtime = createRuntime();
document.documentElement.lang = runtime.i18n.language;
const router = createBrowserRouter(appRoutes());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders runtime={runtime}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
