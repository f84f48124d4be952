import type { Preview } from '@storybook/react-vite';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import { StoryEnvironment, type MiranteParameters } from './support/environment.tsx';

/**
 * Every story runs inside the portal's environment (antd pt-BR, dayjs pt-br, router, signed-in
 * session, API answered from .storybook/fixtures). Stories without `parameters.mirante` render bare.
 */
/** The definition a story renders: a screen story's `definition`, or a kind story's `example.definition`. */
function storyDefinition(args: unknown): ScreenDefinition | undefined {
  const a = args as { definition?: ScreenDefinition; example?: { definition?: ScreenDefinition } };
  return a.definition ?? a.example?.definition;
}

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => {
      const mirante = context.parameters.mirante as MiranteParameters | undefined;
      if (!mirante) return <Story />;
      return (
        <StoryEnvironment storyId={context.id} parameters={mirante} definition={storyDefinition(context.args)}>
          <Story />
        </StoryEnvironment>
      );
    },
  ],
};

export default preview;
