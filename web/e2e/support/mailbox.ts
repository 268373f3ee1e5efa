import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The administrator the server creates at start-up (SANGAM_ADMIN_EMAIL / SANGAM_ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@example.in', password: 'e2e-admin-passphrase' } as const;

/** Where the SMTP sink (e2e/support/smtp-sink.mjs) writes each message it receives. */
export function mailDirectory(): string {
  const directory = process.env.E2E_TMPDIR;
  if (!directory) throw new Error('E2E_TMPDIR is not set: run the e2e tests through playwright.config.ts.');
  return join(directory, 'mail');
}

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** Headers and body as sent, CRLF line ends. */
  data: string;
}

export async function receivedMessages(): Promise<ReceivedMessage[]> {
  const directory = mailDirectory();
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as ReceivedMessage));
}

/** Polls the sink until a message to `address` arrives; fails after `timeoutMs`. */
export async function waitForMessageTo(address: string, timeoutMs = 15_000): Promise<ReceivedMessage> {
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  for (;;) {
    const message = (await receivedMessages()).find((each) => each.to.some((to) => to.toLowerCase() === wanted));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} reached the SMTP sink within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The text after the header block. */
export function messageBody(message: ReceivedMessage): string {
  const split = message.data.indexOf('\r\n\r\n');
  return split < 0 ? '' : message.data.slice(split + 4);
}
