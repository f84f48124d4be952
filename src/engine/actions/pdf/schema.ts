import { Type } from '@sinclair/typebox';
import { ActionCondition } from '../condition.ts';

/** Fetches a base64 PDF and opens it in a new window (1335's DANFE button). */
export const schema = Type.Object(
  {
    type: Type.Literal('pdf', { description: "'pdf': busca um PDF em base64 e abre numa nova janela." }),
    call: Type.String({ minLength: 1, description: "Id de uma chamada (loadOn 'action') cuja resposta traz o PDF em base64." }),
    dataPath: Type.String({ minLength: 1, description: "Caminho do texto base64 na resposta, ex.: 'response.pdf_base64'." }),
    emptyMessage: Type.String({ minLength: 1, description: 'Mensagem mostrada quando o PDF volta vazio.' }),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Abre o PDF devolvido por uma chamada numa nova janela.' },
);
