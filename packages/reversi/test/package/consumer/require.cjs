// A CommonJS user: require() of the package, which Node loads as the ES module it is (unflagged
// from Node 20.19 and 22.12, the reason for engines' >=20.19.0), then the scenario as node.js runs it.
const flank = require('@flank/reversi');

import('./scenario.js')
  .then(async ({ scenario }) => console.log(JSON.stringify(await scenario(flank))))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
