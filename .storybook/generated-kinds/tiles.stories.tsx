// Gerado por scripts/generate-stories.ts a partir de src/engine/panels/tiles/examples.ts. Não edite: rode `npm run stories`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { examples } from '../../src/engine/panels/tiles/examples.ts';
import { KindStory, exampleFixture } from '../support/KindStory.tsx';

const meta = {
  title: "Tipos de painel/tiles",
  component: KindStory,
  args: { example: examples[0], file: "src/engine/panels/tiles/examples.ts" },
  argTypes: { example: { control: false } },
  tags: ['tipo'],
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recursos1330: Story = {
  name: "Recursos (1330)",
  args: { example: examples[0] },
  parameters: { mirante: { code: examples[0].definition.code, route: examples[0].definition.route, accessCode: null, fixture: exampleFixture(examples[0]) } },
};

export const LocacaoPorSituacao1396: Story = {
  name: "Locação por situação (1396)",
  args: { example: examples[1] },
  parameters: { mirante: { code: examples[1].definition.code, route: examples[1].definition.route, accessCode: null, fixture: exampleFixture(examples[1]) } },
};
