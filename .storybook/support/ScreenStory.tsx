import type { ComponentType } from 'react';
import { Result } from 'antd';
import type { ScreenDefinition } from '../../schemas/screen-definition.ts';
import { ScreenHeader } from '../../src/app/ScreenHeader.tsx';
import { hasPanels } from '../../src/app/catalogue.ts';

type RuntimeProps = { definition: ScreenDefinition; file?: string } & Record<string, unknown>;

// The engine is resolved through a glob so Storybook still builds (showing a notice) while
// src/engine/ScreenRuntime.tsx does not exist yet; once it exists this is a plain eager import.
const runtimeModules = import.meta.glob<{ default: ComponentType<RuntimeProps> }>('../../src/engine/ScreenRuntime.tsx', { eager: true });
const ScreenRuntime = Object.values(runtimeModules)[0]?.default ?? null;

export interface ScreenStoryProps {
  /** The screen definition, imported from screens/ by the generated story. */
  definition: ScreenDefinition;
  /** The definition's file (shown by the engine's error card). */
  file?: string;
  /** Extra props for the engine (e.g. the drill-down opened initially, the business date). */
  runtime?: Record<string, unknown>;
}

/** A screen as the portal shows it: the header (code + title) above the engine's runtime. */
export function ScreenStory({ definition, file, runtime }: ScreenStoryProps) {
  return (
    <>
      <ScreenHeader code={definition.code} title={definition.title} />
      {!hasPanels(definition) ? (
        <Result status="info" title="Tela ainda não disponível." />
      ) : ScreenRuntime ? (
        <ScreenRuntime definition={definition} file={file} {...runtime} />
      ) : (
        <Result status="warning" title="src/engine/ScreenRuntime.tsx ainda não existe." />
      )}
    </>
  );
}
