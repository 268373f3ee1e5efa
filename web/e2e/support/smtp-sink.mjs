// A tiny SMTP server for the e2e run: accepts every message on 127.0.0.1 and writes each one,
// as received (dot-stuffing undone), to a file in the --dir directory. No TLS, no AUTH.
//
//   node e2e/support/smtp-sink.mjs --port 2525 --dir /tmp/mail
//
// Playwright starts it as a webServer entry and stops it at the end of the run.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
const port = Number(values.port);
const directory = values.dir;
if (!Number.isInteger(port) || port <= 0 || !directory) {
  console.error('usage: smtp-sink.mjs --port PORT --dir DIRECTORY');
  process.exit(2);
}
mkdirSync(directory, { recursive: true });

let stored = 0;

/** Writes atomically, so a reader never sees half a message. */
function store(envelope, data) {
  stored += 1;
  const name = `${Date.now()}-${process.pid}-${stored}`;
  const record = JSON.stringify({ from: envelope.from, to: envelope.to, data });
  try {
    mkdirSync(directory, { recursive: true });
    const partial = join(directory, `.${name}.part`);
    writeFileSync(partial, record);
    renameSync(partial, join(directory, `${name}.json`));
  } catch (error) {
    // The run's temporary directory may already be gone during teardown.
    console.error(`smtp-sink: could not store a message: ${error.message}`);
  }
}

const server = createServer((socket) => {
  socket.setEncoding('latin1');
  socket.on('error', () => {});
  let buffer = '';
  let inData = false;
  let envelope = { from: '', to: [] };

  const reply = (line) => {
    if (!socket.destroyed) socket.write(`${line}\r\n`);
  };

  const command = (line) => {
    const verb = line.slice(0, 4).toUpperCase();
    switch (verb) {
      case 'EHLO':
        reply('250-127.0.0.1 smtp-sink');
        reply('250 8BITMIME');
        return;
      case 'HELO':
        reply('250 127.0.0.1 smtp-sink');
        return;
      case 'MAIL':
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        reply('250 OK');
        return;
      case 'RCPT':
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
        return;
      case 'DATA':
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
        return;
      case 'RSET':
        envelope = { from: '', to: [] };
        reply('250 OK');
        return;
      case 'NOOP':
        reply('250 OK');
        return;
      case 'QUIT':
        reply('221 Bye');
        socket.end();
        return;
      default:
        reply('502 Command not implemented');
    }
  };

  socket.on('data', (chunk) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        // The data ends with a line holding a single dot; a message with no body starts with it.
        const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        const raw = end === 0 ? '' : buffer.slice(0, end + 2);
        buffer = buffer.slice(end === 0 ? 3 : end + 5);
        inData = false;
        const data = Buffer.from(raw.replace(/^\.\./gm, '.'), 'latin1').toString('utf8');
        store(envelope, data);
        envelope = { from: '', to: [] };
        reply('250 OK: queued');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      command(line);
    }
  });

  reply('220 127.0.0.1 smtp-sink ready');
});

server.listen(port, '127.0.0.1', () => {
  console.log(`smtp-sink listening on 127.0.0.1:${port}, writing to ${directory}`);
});

const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
