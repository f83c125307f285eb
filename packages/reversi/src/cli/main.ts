#!/usr/bin/env node
// The bin of @flank/reversi; the command line itself is in cli.ts, where tests call it.
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
