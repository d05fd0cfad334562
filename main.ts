// The product's composition root (`npm start`): the backend, started from the environment, and what it does
// not own handed in here, so neither imports the other behind its back: trainer mode plays the scenario
// library (scenarios/), and the scenario runner itself builds on the backend.
import { startFromEnvironment } from './backend/src/start.ts';
import { loadLiveCatalogue } from './scenarios/runner/live-catalogue.ts';

await startFromEnvironment({ scenarios: loadLiveCatalogue });
