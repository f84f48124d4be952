import { Type, type Static } from '@sinclair/typebox';

/**
 * Pickers: ONE modal kind for every "Filtrar <entidade>" of the spec — Filtrar Operadores (01.77.1337),
 * Recursos (01.77.1355), Processos (01.77.1356), Produtos (01.75.1358, with the Tipo produto select)
 * and Clientes (01.82.1336). Used by 1331, 1332 and 1338, opened by a `pick` action or a lookup field's button.
 * The picker's call reads '{picker.code}', '{picker.name}' (left out when a code is typed: the search uses
 * the code if filled, otherwise the name) and '{picker.extra}'.
 */
export const PickerSchema = Type.Object(
  {
    code: Type.String({ description: "Código mostrado antes do título, ex.: '01.77.1337'." }),
    title: Type.String({ minLength: 1, description: "Título do seletor, ex.: 'Filtrar Operadores'." }),
    entity: Type.String({
      minLength: 1,
      description: "Nome da entidade no aviso 'Operação inválida. Nenhum <entidade> selecionado.', ex.: 'Operador' ou 'cliente'.",
    }),
    call: Type.String({ minLength: 1, description: "Id da chamada da busca (loadOn 'action'); modelos '{picker.code}', '{picker.name}', '{picker.extra}'." }),
    dataPath: Type.Optional(Type.String({ description: "Caminho da lista na resposta (padrão 'response')." })),
    idField: Type.Optional(Type.String({ description: "Campo do código na linha (padrão 'id')." })),
    nameField: Type.Optional(Type.String({ description: "Campo do nome na linha (padrão 'nome')." })),
    idHeader: Type.Optional(Type.String({ description: "Cabeçalho da coluna do código (padrão 'ID')." })),
    nameHeader: Type.Optional(Type.String({ description: "Cabeçalho da coluna do nome (padrão 'Nome')." })),
    extra: Type.Optional(
      Type.Object(
        {
          label: Type.String({ description: "Rótulo do select extra, ex.: 'Tipo produto'." }),
          options: Type.Optional(
            Type.Array(
              Type.Object(
                { value: Type.String({ description: 'Valor da opção.' }), label: Type.String({ description: 'Texto da opção.' }) },
                { additionalProperties: false, description: 'Uma opção fixa.' },
              ),
              { description: "Opções fixas antes das da chamada, ex.: [{ value: 'TO', label: 'Todos' }]." },
            ),
          ),
          optionsFrom: Type.Optional(
            Type.Object(
              {
                call: Type.String({ description: 'Id da chamada que traz as opções.' }),
                dataPath: Type.Optional(Type.String({ description: "Caminho da lista (padrão 'response')." })),
                value: Type.String({ description: 'Campo do valor.' }),
                label: Type.String({ description: "Campo do texto; a opção mostra 'valor - texto'." }),
              },
              { additionalProperties: false, description: 'Opções vindas de uma chamada.' },
            ),
          ),
          default: Type.Optional(Type.String({ description: "Valor inicial, ex.: '04'." })),
        },
        { additionalProperties: false, description: "Select extra acima da busca, lido como '{picker.extra}'." },
      ),
    ),
    writes: Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }), Type.String({ minLength: 1 }), {
      description: "Campo do filtro → campo da linha escolhida, ex.: { operador: 'id' }.",
    }),
  },
  { additionalProperties: false, description: 'Um seletor: código, busca por nome, tabela de escolha única e Selecionar.' },
);

export const PickersSchema = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }), PickerSchema, {
  description: 'Seletores da tela, por id; abertos por ações { type: pick } ou pelo botão de um campo lookup.',
});

export type PickerDefinition = Static<typeof PickerSchema>;
