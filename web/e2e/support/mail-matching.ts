import { expect } from '@playwright/test';

import { messageBody, receivedMessages } from './mailbox';

/** `pattern` in the first e-mail to `address` that has it, polled until one arrives. */
export async function mailMatching(address: string, pattern: RegExp): Promise<RegExpExecArray> {
  const find = async () =>
    (await receivedMessages())
      .filter((message) => message.to.includes(address))
      .map((message) => pattern.exec(messageBody(message)))
      .find((match) => match !== null);
  await expect.poll(async () => (await find()) !== undefined, { message: `an e-mail to ${address} matching ${pattern}`, timeout: 15_000 }).toBe(true);
  const match = await find();
  if (!match) throw new Error(`no e-mail to ${address} matching ${pattern}`);
  return match;
}

/** `pattern` in the newest e-mail to `address` that has it, once `count` such e-mails have arrived (an address mailed more than once, like the one administrator's). */
export async function lastMailMatching(address: string, pattern: RegExp, count: number): Promise<RegExpExecArray> {
  const found = async () =>
    (await receivedMessages())
      .filter((message) => message.to.includes(address))
      .map((message) => pattern.exec(messageBody(message)))
      .filter((match) => match !== null);
  await expect.poll(async () => (await found()).length, { message: `${count} e-mails to ${address} matching ${pattern}`, timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const matches = await found();
  const last = matches[matches.length - 1];
  if (!last) throw new Error(`no e-mail to ${address} matching ${pattern}`);
  return last;
}

/** How many e-mails to `address` have `pattern` so far. */
export async function mailsMatching(address: string, pattern: RegExp): Promise<number> {
  return (await receivedMessages()).filter((message) => message.to.includes(address) && pattern.test(messageBody(message))).length;
}
