// Gerado por scripts/generate-stories.ts a partir de src/engine/panels/timeline/examples.ts. Não edite: rode `npm run stories`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { examples } from '../../src/engine/panels/timeline/examples.ts';
import { KindStory, exampleFixture } from '../support/KindStory.tsx';

const meta = {
  title: "Tipos de painel/timeline",
  component: KindStory,
  args: { example: examples[0], file: "src/engine/panels/timeline/examples.ts" },
  argTypes: { example: { control: false } },
  tags: ['tipo'],
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OcorrenciasRastreamento: Story = {
  name: "Ocorrências (rastreamento)",
  args: { example: examples[0] },
  parameters: { mirante: { code: examples[0].definition.code, route: examples[0].definition.route, accessCode: null, fixture: exampleFixture(examples[0]) } },
};
