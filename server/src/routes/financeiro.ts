import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { plainJson } from '../http/plainJson.ts';
import { schemas } from '../http/validation.ts';
import { loadTituloPagarNfe } from '../reports/financeiro/danfe.ts';

/**
 * The DANFE of the Dashboard Financeiro's payables (01.74.1335, spec 1 §7): a PDF, so hand-written.
 * The dashboard's reports are declared in server/src/reports/financeiro/.
 */
const MSG_TITULO_NAO_ENCONTRADO = 'Título a pagar não encontrado.';

export default async function financeiroRoutes(app: FastifyInstance) {
  app.get<{ Params: { empresaId: number; idTituloPagar: number } }>(
    '/empresas/:empresaId/financeiro/titulos_pagar/danfe_nfe_entrada/:idTituloPagar',
    {
      config: { access: { screens: [1325] } },
      schema: {
        summary: 'DANFE (PDF em base64) da NF-e de entrada do título a pagar; vazio quando o título não tem NF-e',
        tags: ['financeiro'],
        params: schemas.empresaParams({ idTituloPagar: schemas.positiveInteger() }),
        response: { 200: Type.Object({ response: Type.Object({ pdf_base64: Type.String({ description: 'O PDF em base64; vazio quando o título não tem NF-e.' }) }) }) },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const { empresaId, idTituloPagar } = request.params;
      const titulo = await loadTituloPagarNfe(app.db, empresaId, idTituloPagar);
      if (!titulo.found) {
        // the portal reads data.error for the DANFE (spec 1 §7); errors[] is the API's usual shape
        return reply.status(404).send({ errors: [{ message: MSG_TITULO_NAO_ENCONTRADO }], error: MSG_TITULO_NAO_ENCONTRADO });
      }
      if (!titulo.nota) return { response: { pdf_base64: '' } };
      // pdfkit loaded on the first DANFE, not at every start (~0.5 s of the restart: docs/performance.md)
      const { renderDanfe } = await import('../pdf/danfe.ts');
      const pdf = await renderDanfe(titulo.nota);
      return { response: { pdf_base64: pdf.toString('base64') } };
    },
  );
}
