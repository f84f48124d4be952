import { Type } from '@sinclair/typebox';

/**
 * The one list of button icons a definition may name (row buttons, tile buttons), drawn by shared/icons.tsx.
 * React-free: the schema generator imports it. Colours are named once in ../fields.ts (ColorName) and the
 * compared scalars in ../../conditions/schema.ts (Scalar).
 */
export const ICON_NAMES = ['eye', 'file-pdf', 'check', 'close', 'search', 'environment', 'info', 'edit', 'bar-chart', 'unordered-list'] as const;

export type IconNameValue = (typeof ICON_NAMES)[number];

export const IconName = Type.Union(
  ICON_NAMES.map((i) => Type.Literal(i)),
  { description: 'Ícone (@ant-design/icons) à esquerda do texto.' },
);
