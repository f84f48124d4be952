import { createRng, type Rng } from './random.ts';

// The public quotation links of the demo (compras.ts seeds them), apart from the generator: main.ts prints them at every
// start and must not load the generator (faker) to do so.
export const TOKEN_STREAM = 'orcamentos-token';

/** 32 hex characters (128 bits) from the stream. */
export function quotationToken(rng: Rng): string {
  return Array.from({ length: 32 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
}

/**
 * The demo links of company 1 (the same at every scale and date: the token stream depends only on the company,
 * the same key ctx.rng uses): quotation 1000 is open, 1002 answered ('Respondido'), 1003 finalised. Printed at
 * start (main.ts) and used by the e2e test.
 */
export function demoQuotationLinks(): { aberto: string; respondido: string; finalizado: string } {
  const rng = createRng(`${TOKEN_STREAM}:1:rng`);
  const [aberto, , respondido, finalizado] = Array.from({ length: 4 }, () => quotationToken(rng));
  return { aberto: `/orcamento_compras/informar_precos/${aberto}`, respondido: `/orcamento_compras/informar_precos/${respondido}`, finalizado: `/orcamento_compras/informar_precos/${finalizado}` };
}
