#!/usr/bin/env node
// `arbiter mail ingest` with ARBITER_INGEST_SOCKET set hands the message to the running server
// first, as `arbiter-ingest` does (src/cli/ingest-handoff.ts): the rest of Arbiter is loaded only
// when no server of this store answers.
const argv = process.argv.slice(2);
let code;
if (argv[0] === 'mail' && argv[1] === 'ingest' && process.env.ARBITER_INGEST_SOCKET) {
  const { FALL_BACK, handOff } = await import('../dist/cli/ingest-handoff.js');
  const handed = await handOff(argv.slice(2), process.env);
  if (handed !== FALL_BACK) code = handed;
}
if (code === undefined) {
  const { main } = await import('../dist/cli/main.js');
  code = await main(argv);
}
process.exitCode = code;
