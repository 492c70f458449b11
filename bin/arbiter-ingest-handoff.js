#!/usr/bin/env node
// The first try of `bin/arbiter-ingest`: the message handed to a running server (src/cli/ingest-handoff.ts).
import { handOff } from '../dist/cli/ingest-handoff.js';

process.exitCode = await handOff(process.argv.slice(2), process.env);
