// npm runs scripts with node_modules/.bin first on PATH, so `node` here is the pinned Node 24
// from the `node` devDependency. `npm ci --ignore-scripts` skips that download and we would
// silently run on the machine's Node 20, which lacks node:sqlite: fail loudly instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} found, but this project needs Node 24 (node:sqlite).\n` +
      'Run "npm install" (without --ignore-scripts) so the pinned Node 24 is installed, and start scripts through npm.',
  );
  process.exit(1);
}
