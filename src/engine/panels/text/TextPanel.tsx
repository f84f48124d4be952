import { Typography } from 'antd';
import { resolveText } from '../../calls/templates.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import type { PanelProps } from '../types.ts';
import type { TextOptions } from './schema.ts';

/** A line of text; templates read the scope (row, with, filters) and '{data.x}' the panel's data. */
export function TextPanel({ options, data }: PanelProps<TextOptions>) {
  const env = usePanelEnvironment();
  const text = resolveText(options.text, { ...env.scope, data });
  if (options.style === 'heading') return <Typography.Title level={5} style={{ margin: 0 }}>{text}</Typography.Title>;
  if (options.style === 'hint') return <Typography.Text className="mirante-text-hint">{text}</Typography.Text>;
  return <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>;
}
