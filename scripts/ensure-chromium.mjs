#!/usr/bin/env node
/**
 * End-to-end tests and benchmarks drive Debian's Chromium. If it is missing, install it from
 * Debian's packages (we never download a browser build of our own).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const root = process.getuid?.() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium package…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
