// The browser the test files run.sh starts at once share: Debian's Chromium
// as a Playwright server. It prints the address tests connect to (launch in
// tests/helpers.mjs) and runs until it is stopped.
import { chromium } from 'playwright-core';
import { FLAGS } from './tests/helpers.mjs';

const server = await chromium.launchServer({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: FLAGS });
console.log(server.wsEndpoint());
const stop = async () => { await server.close(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
