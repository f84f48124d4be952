import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SqlValue } from './declaration.ts';

/**
 * Report SQL as written by an analyst: named parameters (`$empresaId`, `$data_inicio`) and, for a fragment
 * several statements share, a line `-- @include file.sql`. Compiled once at startup to positional
 * parameters (`$1`, `$2`…), which both DuckDB and PostgreSQL take, so the adapters need no named binding.
 */
export interface CompiledSql {
  /** The file, for error messages. */
  file: string;
  /** The statement with `$1`…`$n`. */
  text: string;
  /** The parameter name of `$1`, `$2`… in order. */
  names: string[];
}

const INCLUDE = /^[ \t]*--[ \t]*@include[ \t]+(\S+)[ \t]*$/gm;

/** The file's text with its `-- @include x.sql` lines replaced by those files (relative to it), recursively. */
export function readSql(file: string, seen: string[] = []): string {
  if (seen.includes(file)) throw new Error(`SQL: inclusão circular de ${file}`);
  const text = readFileSync(file, 'utf8');
  return text.replace(INCLUDE, (_line, name: string) => readSql(join(dirname(file), name), [...seen, file]).trimEnd());
}

/**
 * Replaces each `$name` by its position, leaving string literals, quoted identifiers and comments alone.
 * The same name used twice gets the same position.
 */
export function compileSql(text: string, file: string): CompiledSql {
  const names: string[] = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const skipTo = (end: string) => {
      const j = text.indexOf(end, i + 1);
      const stop = j < 0 ? text.length : j + end.length;
      out += text.slice(i, stop);
      i = stop;
    };
    if (c === "'") skipTo("'");
    else if (c === '"') skipTo('"');
    else if (c === '-' && text[i + 1] === '-') skipTo('\n');
    else if (c === '/' && text[i + 1] === '*') skipTo('*/');
    else if (c === '$' && /[A-Za-z_]/.test(text[i + 1] ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(text.slice(i + 1))![0];
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      out += `$${index + 1}`;
      i += 1 + name.length;
    } else {
      out += c;
      i += 1;
    }
  }
  return { file, text: out, names };
}

/** Loads and compiles a report's SQL file. */
export const loadSql = (file: string): CompiledSql => compileSql(readSql(file), file);

/** The positional values of a compiled statement; a name nobody provides is a declaration bug (startup test). */
export function bindValues(sql: CompiledSql, values: Record<string, SqlValue>): SqlValue[] {
  return sql.names.map((name) => {
    if (!(name in values)) throw new Error(`${sql.file}: parâmetro $${name} não declarado (params, query, values ou bind).`);
    return values[name];
  });
}
