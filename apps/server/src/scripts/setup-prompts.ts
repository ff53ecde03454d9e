import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Questions on the terminal; `hidden` ones echo nothing (passwords, PINs). Close it after. */
export function terminalPrompts() {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const readline = createInterface({ input: process.stdin, output, terminal: true });
  return {
    ask: (question: string) => readline.question(question),
    async hidden(question: string): Promise<string> {
      process.stdout.write(question);
      muted = true;
      try {
        return await readline.question('');
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => readline.close(),
  };
}

/** The secret piped on stdin, less the one line end `echo` or a file adds; nothing else is trimmed. */
export async function readSecretFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
