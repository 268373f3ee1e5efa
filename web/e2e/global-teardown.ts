import { rm } from 'node:fs/promises';

/** Removes the temporary directory that held the e2e database. */
export default async function globalTeardown() {
  const directory = process.env.E2E_TMPDIR;
  if (directory) await rm(directory, { recursive: true, force: true });
}
