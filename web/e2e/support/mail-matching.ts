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
