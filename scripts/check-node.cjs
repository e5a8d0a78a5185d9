/*
 * Runs before `npm start`, `npm test` and the other scripts: stops at once, in one line, when
 * the Node that npm found is too old. `npm install` normally brings Node 24 (the `node`
 * package in dependencies, linked into node_modules/.bin, which npm puts first on PATH for
 * every script), so this only fires when that install step did not happen.
 * Plain old JavaScript on purpose: it must parse on the old Node it reports.
 */
var NEEDED = [22, 12];
var found = process.versions.node.split('.').map(Number);
var ok = found[0] > NEEDED[0] || (found[0] === NEEDED[0] && found[1] >= NEEDED[1]);
if (!ok) {
  console.error(
    'Node ' +
      process.version +
      ' found at ' +
      process.execPath +
      ', but this project needs Node ' +
      NEEDED.join('.') +
      ' or newer: run `npm install` (it brings Node 24 into node_modules/.bin; with npm 11 keep its install script allowed), or install Node 24 yourself (e.g. `nvm install 24`).',
  );
  process.exit(1);
}
