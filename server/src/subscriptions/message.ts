import type { FastifyInstance } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { ColumnDigest, LineDigest, PanelDigest, ScreenDigest } from './screens.ts';
import { getPath } from '../../../common/templates.ts';
import { screenRequests } from './requests.ts';
import { brDate, formatValue, xlsxCell, type Cell } from './values.ts';

/**
 * The message of a subscription (issue 36, docs/subscriptions.md), built on the server from the screen's definition
 * (screens.generated.json): the same calls the portal makes, with the saved view's filters (or the screen's defaults),
 * answered by the same report routes with the subscriber's own session, so the guard checks their permissions now.
 * Key figures (cards, progress) go in the body; each table panel becomes a sheet of the XLSX attachment.
 */

/** A sending that cannot go on: `revoked` when the subscriber lost the screen or the company (pauses the subscription). */
export class SendingError extends Error {
  constructor(message: string, readonly revoked = false) {
    super(message);
  }
}

export interface MessageInput {
  app: FastifyInstance;
  screen: ScreenDigest;
  empresa: { id: number; nome: string };
  /** `Bearer …` of the subscriber: the reports answer as the portal would answer them. */
  authorization: string;
  view?: { nome: string; filtros: Record<string, unknown> };
  today: string;
  content: { indicadores: boolean; tabelas: boolean };
  portalUrl: string;
  unsubscribeUrl: string;
}

export interface Figure { group?: string; label: string; value: string; lines: { label: string; value: string }[] }
export interface BuiltMessage {
  subject: string;
  html: string;
  text: string;
  figures: Figure[];
  period: string;
  screenUrl: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const blank = (v: unknown) => v === undefined || v === null || v === '';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The filters as a reader says them: 'Mês: novembro · Ano: 2026'. */
function describePeriod(screen: ScreenDigest, values: Record<string, unknown>): string {
  return screen.fields
    .filter((f) => f.label && !blank(values[f.name]))
    .map((f) => {
      const v = values[f.name];
      let text = String(v);
      if (f.widget === 'month') text = MONTHS[Number(v) - 1] ?? text;
      else if (f.widget === 'dateRange') text = String(v).split('..').map(brDate).join(' a ');
      else if (f.widget === 'date') text = brDate(v);
      else if (f.options) text = f.options.find((o) => o.value === v)?.label ?? text;
      return `${f.label}: ${text}`;
    })
    .join(' · ');
}

/** The flat data columns of a table (grouped headers' children in order). */
const leafColumns = (columns: ColumnDigest[] = []): ColumnDigest[] => columns.flatMap((c) => (c.children ? leafColumns(c.children) : c.field ? [c] : []));

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the file. */
function sheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Tabela';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 28)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

export async function buildMessage(input: MessageInput): Promise<BuiltMessage> {
  const { app, screen, empresa, today } = input;
  const { values, calls } = screenRequests(screen, empresa.id, input.view?.filtros, today);
  const answers = new Map<string, Promise<unknown>>();

  /** One call's answer (each call once, like the portal), through the report route as the subscriber. */
  const answer = (callId: string) => {
    let pending = answers.get(callId);
    if (!pending) {
      pending = (async () => {
        const call = calls[callId];
        if (!call) throw new SendingError(`A tela não declara a chamada '${callId}'.`);
        // the portal would wait for the user to fill a required filter; a message cannot ask
        if (!call.ready) throw new SendingError(`A tela ${screen.code} precisa de filtros que ${input.view ? 'a visão' : 'os padrões da tela'} não preenchem; assine com uma visão que os preencha.`);
        const query = Object.fromEntries(Object.entries(call.params).map(([name, v]) => [name, String(v)]));
        const res = await app.inject({ method: 'GET', url: `/api${call.path}`, query, headers: { authorization: input.authorization } });
        const body = res.body ? (JSON.parse(res.body) as { errors?: { message: string }[] }) : {};
        if (res.statusCode === 401 || res.statusCode === 403) throw new SendingError(body.errors?.[0]?.message ?? 'Acesso negado.', true);
        if (res.statusCode !== 200) throw new SendingError(`${screen.code}: ${body.errors?.[0]?.message ?? `resposta ${res.statusCode}`}`);
        return body;
      })();
      answers.set(callId, pending);
    }
    return pending;
  };
  const panelData = async (p: PanelDigest) => (p.call ? getPath(await answer(p.call), p.dataPath ?? 'response') : undefined);

  const figures: Figure[] = [];
  const line = (data: unknown, l: LineDigest, fallback?: string) => ({ label: l.label, value: formatValue(getPath(data, l.value), { ...l, format: l.format ?? fallback }) });
  const sheets: { data: SheetData; sheet: string; columns: { width: number }[] }[] = [];
  const taken = new Set<string>();
  for (const panel of screen.panels) {
    if (panel.kind === 'table') {
      if (!input.content.tabelas) continue;
      const rows = await panelData(panel);
      const columns = leafColumns(panel.columns);
      const header: Cell[] = columns.map((c) => ({ value: c.header ?? c.field ?? '', type: String, fontWeight: 'bold' }));
      const body = (Array.isArray(rows) ? rows : []).map((row) => columns.map((c) => xlsxCell((row as Record<string, unknown>)[c.field!], c)));
      sheets.push({
        data: [header, ...body] as SheetData,
        // a table without a title is the screen's own table: the sheet says the screen
        sheet: sheetName(panel.title ?? screen.title, taken),
        columns: columns.map((c) => ({ width: Math.min(60, Math.max(10, String(c.header ?? '').length + 2)) })),
      });
      continue;
    }
    if (!input.content.indicadores) continue;
    const data = await panelData(panel);
    for (const group of panel.groups ?? []) {
      for (const card of group.cards) figures.push({ group: group.title ?? panel.title, ...line(data, card), lines: (card.lines ?? []).map((l) => line(data, l)) });
    }
    // a progress item's value is a percentage unless it says otherwise
    for (const item of panel.items ?? []) figures.push({ group: panel.title, ...line(data, item, 'percent'), lines: (item.lines ?? []).map((l) => line(data, l)) });
  }

  const period = describePeriod(screen, values);
  const search = new URLSearchParams();
  for (const f of screen.fields) if (!blank(values[f.name])) search.set(f.name, String(values[f.name]));
  const screenUrl = `${input.portalUrl}${screen.route}${search.size ? `?${search}` : ''}`;
  const attachments = sheets.length === 0 ? [] : [{
    filename: `${screen.code} ${screen.title} ${today}.xlsx`,
    content: Buffer.from(await writeXlsxFile(sheets).toBuffer()),
    contentType: XLSX_TYPE,
  }];

  const heading = `${screen.title} (${screen.code})`;
  const subject = `${screen.title} — ${empresa.nome}${period ? ` — ${period}` : ''}`;
  const viewLine = input.view ? `Visão: ${input.view.nome}` : 'Filtros padrão da tela';
  const figureRows = figures.map((f) => `<tr><td style="padding:8px 0;border-bottom:1px solid #f0f0f0;color:#595959">${escape(f.label)}${
    f.lines.map((l) => `<br><span style="font-size:13px">${escape(l.label)}: ${escape(l.value)}</span>`).join('')
  }</td><td style="padding:8px 0 8px 12px;border-bottom:1px solid #f0f0f0;text-align:right;font-weight:600;white-space:nowrap;vertical-align:top">${escape(f.value)}</td></tr>`).join('');
  const tablesNote = attachments.length ? `<p style="margin:16px 0 0">Tabelas no anexo (${sheets.map((s) => escape(s.sheet)).join(', ')}).</p>` : '';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;font-size:15px;line-height:1.4">
<div style="max-width:600px;margin:0 auto;padding:16px;background:#ffffff">
<p style="margin:0;color:#595959;font-size:13px">${escape(empresa.nome)}</p>
<h1 style="margin:4px 0 8px;font-size:20px">${escape(heading)}</h1>
<p style="margin:0;color:#595959">${escape(period || 'Sem filtros')}<br>${escape(viewLine)}</p>
${figures.length ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:16px">${figureRows}</table>` : ''}
${tablesNote}
<p style="margin:24px 0"><a href="${escape(screenUrl)}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">Abrir no Mirante</a></p>
<p style="margin:0;color:#8c8c8c;font-size:12px">Você recebe esta mensagem por uma assinatura do Mirante. <a href="${escape(input.unsubscribeUrl)}" style="color:#8c8c8c">Cancelar assinatura</a></p>
</div></body></html>`;
  const text = [
    empresa.nome, heading, period, viewLine, '',
    ...figures.map((f) => [`${f.label}: ${f.value}`, ...f.lines.map((l) => `  ${l.label}: ${l.value}`)].join('\n')),
    attachments.length ? `\nTabelas no anexo (${sheets.map((s) => s.sheet).join(', ')}).` : '',
    `\nAbrir no Mirante: ${screenUrl}`, `Cancelar assinatura: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html, text, figures, period, screenUrl, attachments };
}
