// Storybook loader: start MSW in the browser, answer from a fresh seeded mock backend configured by
// the story's `parameters.mock`, and create the console runtime the story renders with.
import type { Locale } from '../../console/src/platform/i18n/i18n.ts';
import { createRuntime, type Runtime } from '../../console/src/platform/runtime.ts';
import { writeStoredUser } from '../../console/src/platform/session/stored-user.ts';
import { startWorker, worker } from '../../mocks/browser.ts';
import { publicUser } from '../../mocks/data.ts';
import { createMockBackend, type MockBackend, type MockOptions } from '../../mocks/handlers.ts';

export interface StoryLoaded {
  backend: MockBackend;
  runtime: Runtime;
}

let previous: Runtime | undefined;

export async function mockLoader({
  parameters,
}: {
  parameters: { mock?: MockOptions; locale?: Locale };
}): Promise<StoryLoaded> {
  await startWorker();
  previous?.dispose();
  const backend = createMockBackend(parameters.mock ?? {});
  worker.resetHandlers(...backend.handlers);
  localStorage.clear();
  if (backend.state.session) writeStoredUser(publicUser(backend.state.session));
  const runtime = createRuntime({
    locale: parameters.locale ?? 'de',
    reload: () => console.info('reload requested'),
  });
  previous = runtime;
  return { backend, runtime };
}
