import { Type } from '@sinclair/typebox';
import { Scalar } from '../../conditions/schema.ts';

export const FilterOption = Type.Object(
  {
    value: Scalar,
    label: Type.String({ description: 'Texto mostrado para a opção.' }),
  },
  { additionalProperties: false, description: 'Uma opção de select/radio.' },
);

/** The options of a choice (select and radio read the same ones, ChoiceWidget.tsx draws both). */
export const CHOICE_OPTIONS = {
  options: Type.Optional(Type.Array(FilterOption, { description: 'Opções fixas de select/radio.' })),
  optionsFrom: Type.Optional(
    Type.Object(
      {
        call: Type.String({ description: 'Id da chamada que traz as opções.' }),
        dataPath: Type.Optional(Type.String({ description: "Caminho da lista na resposta (padrão 'response')." })),
        value: Type.String({ description: 'Campo do item usado como valor.' }),
        label: Type.String({ description: "Campo do item usado como texto, ou um modelo sobre o item: '{row.codigo} - {row.nome}'." }),
      },
      { additionalProperties: false, description: 'Opções vindas de uma chamada (somadas às opções fixas).' },
    ),
  ),
  free: Type.Optional(
    Type.Object(
      {
        label: Type.String({ description: "Rótulo do campo livre, ex.: 'Outro'." }),
        placeholder: Type.Optional(Type.String({ description: 'Texto de ajuda no campo livre.' })),
      },
      { additionalProperties: false, description: 'Select/radio que aceita também um número livre (só dígitos; aplicado se > 0).' },
    ),
  ),
};
