// Gerado por scripts/generate-stories.ts a partir de src/engine/panels/chart/examples.ts. Não edite: rode `npm run stories`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { examples } from '../../src/engine/panels/chart/examples.ts';
import { KindStory, exampleFixture } from '../support/KindStory.tsx';

const meta = {
  title: "Tipos de painel/chart",
  component: KindStory,
  args: { example: examples[0], file: "src/engine/panels/chart/examples.ts" },
  argTypes: { example: { control: false } },
  tags: ['tipo'],
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Presets1327140514821366: Story = {
  name: "Presets (1327, 1405, 1482, 1366)",
  args: { example: examples[0] },
  parameters: { mirante: { code: examples[0].definition.code, route: examples[0].definition.route, accessCode: null, fixture: exampleFixture(examples[0]) } },
};
