// The product's composition root (`npm start`): the backend, started from the environment, and what it does
// not own handed in here, so neither imports the other behind its back: trainer mode plays the scenario
// library (scenarios/), the scenario runner itself builds on the backend, and the wall display's server renderer is
// the console's SSR build (console/display-renderer.ts, ARCHITECTURE §12a).
import { startFromEnvironment } from './backend/src/start.ts';
import { loadDisplayRenderer } from './console/display-renderer.ts';
import { loadLiveCatalogue } from './scenarios/runner/live-catalogue.ts';

await startFromEnvironment({ scenarios: loadLiveCatalogue, displayRenderer: () => loadDisplayRenderer() });
