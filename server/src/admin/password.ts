import { AdminError } from './commands.ts';

/** The first line of a piped stdin. */
async function firstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

/** One line typed on the terminal without echo (raw mode; Backspace edits, Ctrl+C cancels). */
function typed(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    let text = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(text);
    };
    const onData = (data: Buffer) => {
      for (const ch of data.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new AdminError('Cancelado.'));
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
        else text += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The password: typed twice on a terminal, or the first line of stdin when it is piped. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await typed('Senha: ');
  const second = await typed('Repita a senha: ');
  if (first !== second) throw new AdminError('As senhas não conferem.');
  return first;
}
