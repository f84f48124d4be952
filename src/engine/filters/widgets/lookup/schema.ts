import { Type } from '@sinclair/typebox';
import type { WidgetSchema } from '../widgetSchema.ts';

export const LookupOptions = Type.Object(
  {
    call: Type.String({ description: "Id da chamada (loadOn 'action') que busca o nome pelo código, lido como '{lookup.code}'." }),
    dataPath: Type.Optional(Type.String({ description: "Caminho do nome na resposta (padrão 'response.0.nome')." })),
    notFound: Type.String({ description: "Texto quando o código não traz nome, ex.: 'Cliente não encontrado.'." }),
    picker: Type.Optional(Type.String({ description: 'Id do seletor (pickers) aberto pelo botão ao lado.' })),
    nameWidth: Type.Optional(Type.Integer({ minimum: 60, description: 'Largura do nome em pixels (padrão 220).' })),
    alert: Type.Optional(
      Type.Boolean({ description: "true: o código não encontrado também abre um aviso com notFound (1338: 'Processo não encontrado.', spec 2 §8)." }),
    ),
  },
  { additionalProperties: false, description: 'Campo lookup: código (só dígitos) + nome somente leitura buscado por uma chamada + botão do seletor.' },
);

/** A code (digits) + the read-only name a call finds for it + a button opening the field's picker. */
export const schema = { summary: 'código + nome buscado + seletor', options: { lookup: Type.Optional(LookupOptions) } } satisfies WidgetSchema;
