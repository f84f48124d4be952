// Gerado por scripts/generate-stories.ts a partir de src/engine/panels/table/examples.ts. Não edite: rode `npm run stories`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { examples } from '../../src/engine/panels/table/examples.ts';
import { KindStory, exampleFixture } from '../support/KindStory.tsx';

const meta = {
  title: "Tipos de painel/table",
  component: KindStory,
  args: { example: examples[0], file: "src/engine/panels/table/examples.ts" },
  argTypes: { example: { control: false } },
  tags: ['tipo'],
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartoesEmTelaEstreita1367: Story = {
  name: "Cartões em tela estreita (1367)",
  args: { example: examples[0] },
  parameters: { mirante: { code: examples[0].definition.code, route: examples[0].definition.route, accessCode: null, fixture: exampleFixture(examples[0]) } },
};

export const UmaTabelaPorOperador1338: Story = {
  name: "Uma tabela por operador (1338)",
  args: { example: examples[1] },
  parameters: { mirante: { code: examples[1].definition.code, route: examples[1].definition.route, accessCode: null, fixture: exampleFixture(examples[1]) } },
};

export const ColunasPeloFiltroTipo1329: Story = {
  name: "Colunas pelo filtro Tipo (1329)",
  args: { example: examples[2] },
  parameters: { mirante: { code: examples[2].definition.code, route: examples[2].definition.route, accessCode: null, fixture: exampleFixture(examples[2]) } },
};
