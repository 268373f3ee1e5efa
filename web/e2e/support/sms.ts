import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the server writes text messages in the e2e run (SANGAM_SMS_FILE): one line each, "<to> <body>". */
export function smsFile(): string {
  const directory = process.env.E2E_TMPDIR;
  if (!directory) throw new Error('E2E_TMPDIR is not set: run the e2e tests through playwright.config.ts.');
  return join(directory, 'sms.txt');
}

/** Polls the SMS file for the latest six-digit code sent to `phone` (E.164); fails after `timeoutMs`. */
export async function waitForCodeTo(phone: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = await readFile(smsFile(), 'utf8').then((text) => text.split('\n'), () => []);
    const code = lines
      .filter((line) => line.startsWith(`${phone} `))
      .map((line) => /\b(\d{6})\b/.exec(line)?.[1])
      .findLast(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No text message to ${phone} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
