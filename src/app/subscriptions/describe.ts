import type { Agenda, Assinatura } from './api.ts';

/** pt-BR words for a subscription: its schedule, its instants (in the business zone), what it sends. */

export const WEEKDAYS: { value: number; short: string; long: string }[] = [
  { value: 1, short: 'seg', long: 'segunda' },
  { value: 2, short: 'ter', long: 'terça' },
  { value: 3, short: 'qua', long: 'quarta' },
  { value: 4, short: 'qui', long: 'quinta' },
  { value: 5, short: 'sex', long: 'sexta' },
  { value: 6, short: 'sáb', long: 'sábado' },
  { value: 7, short: 'dom', long: 'domingo' },
];

/** 'a, b e c'. */
function listing(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/** 'Diária às 07:00', 'Semanal (segunda e sexta) às 08:30', 'Mensal no dia 5 às 07:00'. */
export function describeSchedule(agenda: Agenda): string {
  if (agenda.frequencia === 'semanal') {
    const days = WEEKDAYS.filter((d) => agenda.dias_semana?.includes(d.value)).map((d) => d.long);
    return `Semanal (${listing(days)}) às ${agenda.horario}`;
  }
  if (agenda.frequencia === 'mensal') return `Mensal no dia ${agenda.dia_mes} às ${agenda.horario}`;
  return `Diária às ${agenda.horario}`;
}

/** '27/11/2026 07:00' in the business zone (the zone the user set the time in), or '—'. */
export function formatInstant(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** 'Indicadores e tabelas (XLSX)', 'Indicadores', 'Tabelas (XLSX)'. */
export function describeContent(c: Assinatura['conteudo']): string {
  if (c.indicadores && c.tabelas) return 'Indicadores e tabelas (XLSX)';
  return c.indicadores ? 'Indicadores' : 'Tabelas (XLSX)';
}

/** A message's size as a mail client says it: '812 bytes', '35,2 kB', '1,4 MB' (1 kB = 1000 bytes); '—' unknown. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1000) return `${bytes} bytes`;
  const one = (n: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(n);
  return bytes < 1_000_000 ? `${one(bytes / 1000)} kB` : `${one(bytes / 1_000_000)} MB`;
}
