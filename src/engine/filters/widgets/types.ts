import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** What a widget folder's index.ts exports by default: the `widget` name it draws and its rjsf component. */
export interface FilterWidgetKind {
  widget: string;
  Component: ComponentType<WidgetProps>;
  /** The control's code when it comes in a chunk of its own (onDemand), asked for when a screen with it opens. */
  preload?: () => Promise<unknown>;
}
