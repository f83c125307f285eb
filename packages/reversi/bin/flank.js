#!/usr/bin/env node
// The `flank` command, the bin of @flank/reversi (`npx @flank/reversi <command>` runs it: it is the
// package's only bin). The command line itself is dist/cli/cli.js, compiled from src/cli/, where
// tests call it. This file is committed rather than built so that it exists before the build:
// installing the workspace links it into the apps' node_modules/.bin before dist/ is there.
import { main } from '../dist/cli/cli.js';

process.exitCode = await main(process.argv.slice(2));
