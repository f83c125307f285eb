#!/usr/bin/env node
// The `flank` command, the bin of @flank/reversi (`npx @flank/reversi <command>` runs it: it is the
// package's only bin). The command line itself is dist/cli/cli.js, compiled from src/cli/, where
// tests call it. This file is committed rather than built so that it exists before the build:
// installing the workspace links it into the apps' node_modules/.bin before dist/ is there.
// runCommandLine runs a searching command in a worker thread, so that Ctrl-C is heard (interrupt.ts).
import { runCommandLine } from '../dist/cli/interrupt.js';

process.exitCode = await runCommandLine(process.argv.slice(2));
