import type { Preview } from '@storybook/react-vite';
import { StoryEnvironment, type MiranteParameters } from './support/environment.tsx';

/**
 * Every story runs inside the portal's environment (antd pt-BR, dayjs pt-br, router, signed-in
 * session, API answered from .storybook/fixtures). Stories without `parameters.mirante` render bare.
 */
const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => {
      const mirante = context.parameters.mirante as MiranteParameters | undefined;
      if (!mirante) return <Story />;
      return (
        <StoryEnvironment storyId={context.id} parameters={mirante}>
          <Story />
        </StoryEnvironment>
      );
    },
  ],
};

export default preview;
