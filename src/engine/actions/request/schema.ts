import { Type } from '@sinclair/typebox';
import { ActionCondition } from '../condition.ts';
import { ParamValue } from '../../calls/schema.ts';
import { FieldLineSchema } from '../../panels/fields.ts';

const Notice = (what: string) =>
  Type.Object(
    {
      title: Type.String({ minLength: 1, description: `Título da notificação de ${what}, ex.: '${what === 'sucesso' ? 'Sucesso' : 'Erro'}'.` }),
      text: Type.Optional(Type.String({ description: `Texto fixo da notificação de ${what}${what === 'sucesso' ? ", ex.: 'Sucesso seu título foi aprovado'" : ' (padrão: o texto do servidor)'}.` })),
      textPath: Type.Optional(Type.String({ description: "Caminho do texto na resposta do servidor (ex.: 'message'); usado quando existe, senão 'text'." })),
    },
    { additionalProperties: false, description: `Notificação de ${what} (canto superior direito, 5 s).` },
  );

/**
 * A write: PUT (or POST) to a call of the screen, with an optional confirmation, a success and a
 * failure notification from the definition, then the named calls reload.
 * Used by 1370 (Aprovar/Desaprovar a payable) and 1367 (Aprovar a purchase order).
 */
export const schema = Type.Object(
  {
    type: Type.Literal('request', { description: "'request': envia um PUT/POST a uma chamada, notifica e recarrega chamadas." }),
    call: Type.String({ minLength: 1, description: "Id da chamada (loadOn 'action') com o caminho e os parâmetros da escrita; modelos leem '{row.x}'." }),
    method: Type.Optional(Type.Union([Type.Literal('PUT'), Type.Literal('POST')], { description: "Método HTTP (padrão 'PUT')." })),
    body: Type.Optional(Type.Record(Type.String(), ParamValue, { description: "Corpo JSON, nome → valor com modelos, ex.: { aprovado: 'S' }." })),
    confirm: Type.Optional(
      Type.Object(
        {
          title: Type.String({ minLength: 1, description: "Pergunta da confirmação, ex.: 'Aprovar o título {row.titulo}?'." }),
          text: Type.Optional(Type.String({ description: 'Texto abaixo da pergunta.' })),
          fields: Type.Optional(
            Type.Array(FieldLineSchema, {
              minItems: 1,
              description: "Linhas 'Rótulo: valor' da linha clicada mostradas na confirmação, ex.: { label: 'Valor', value: 'valor', format: 'currency' } — quem decide vê o que está aprovando.",
            }),
          ),
          okText: Type.Optional(Type.String({ description: "Botão que confirma (padrão 'Sim')." })),
          cancelText: Type.Optional(Type.String({ description: "Botão que desiste (padrão 'Não')." })),
        },
        { additionalProperties: false, description: 'Pede confirmação antes de enviar.' },
      ),
    ),
    success: Notice('sucesso'),
    failure: Type.Optional(Notice('erro')),
    reload: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description: 'Ids das chamadas recarregadas depois do sucesso (ex.: a lista).' })),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Envia uma escrita (PUT/POST), mostra sucesso/erro e recarrega chamadas.' },
);
