import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 };

/** A public screen placing a hand-written component (copy-link) beside engine panels — the tracking detail (1497). */
export const title = "Painéis/component e telas públicas — Rastreamento (1497)";

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "kind 'component': o componente 'copy-link' (src/components/copy-link) numa tela pública (public: true, sem login nem menu), com '{route.hash}' nas chamadas e nas props. Usado por 1497, 1369/1493 (mapas), 1365 (orçamento).",
    definition: {
      code: '02.79.1497',
      title: 'Rastreamento',
      route: '/logistica/rastreamento-transportadora/:hash/nota/:numero',
      accessCode: null,
      public: true,
      calls: { nota: { path: '/logistica/rastreamento/{route.hash}/notas/{route.numero}' } },
      panels: [
        { id: 'remetente', kind: 'text', call: 'nota', style: 'heading', text: 'Nota fiscal {data.numero} — {data.remetente}' },
        { id: 'destinatario', kind: 'text', call: 'nota', text: 'Destinatário: {data.destinatario}' },
        {
          id: 'copiar',
          kind: 'component',
          component: 'copy-link',
          props: { text: 'https://mirante.demo/logistica/rastreamento-transportadora/{route.hash}/nota/{route.numero}', label: 'Copiar link de rastreio' },
        },
      ],
    },
    shows: ['Nota fiscal 4512 — Braga Comércio Ltda', 'Copiar link de rastreio'],
    answers: {
      'GET /logistica/rastreamento/exemplo-hash/notas/exemplo-numero': { response: { numero: 4512, remetente: 'Braga Comércio Ltda', destinatario: 'Supermercado Bom Preço' } },
    },
    company,
  },
];
