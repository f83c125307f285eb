// Node (20.19 and 24) runs this in the temporary project: the package as npm installed it, resolved
// by Node's rules (the `node` condition), and the scenario's answers on standard output.
import * as flank from '@flank/reversi';
import { scenario } from './scenario.js';

console.log(JSON.stringify(await scenario(flank)));
