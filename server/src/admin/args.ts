import { AdminError } from './commands.ts';

/** `--nome valor`, `--nome=valor`, bare `--flag` and positional words. */
export interface Args {
  positional: string[];
  value(name: string): string | undefined;
  flag(name: string): boolean;
}

/** Options that take no value. `--senha` is one: a password is never read from the command line. */
const FLAGS = new Set(['senha', 'ajuda']);

export function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i];
    if (!token.startsWith('--')) {
      positional.push(token);
      continue;
    }
    const [name, inline] = token.slice(2).split(/=(.*)/s, 2);
    if (FLAGS.has(name)) {
      if (inline !== undefined || (name === 'senha' && positional.length >= 2 && argv[i + 1] !== undefined && !argv[i + 1].startsWith('--'))) {
        throw new AdminError('A senha não é aceita na linha de comando (ficaria no histórico e visível em ps). Use só --senha: ela é pedida em seguida ou lida da entrada padrão.');
      }
      flags.add(name);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new AdminError(`Falta o valor de --${name}.`);
    values.set(name, value);
  }
  return { positional, value: (name) => values.get(name), flag: (name) => flags.has(name) };
}
