import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { resolveText } from '../../calls/templates.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import type { PanelProps } from '../types.ts';
import type { TextOptions } from './schema.ts';

/** A line of text (or a link with `to`); templates read the scope (row, with, filters) and '{data.x}' the panel's data. */
export function TextPanel({ options, data }: PanelProps<TextOptions>) {
  const env = usePanelEnvironment();
  const text = resolveText(options.text, { ...env.scope, data });
  // A client-side link (no page reload), keyboard-reachable like any anchor.
  if (options.to) return <Link to={resolveText(options.to, { ...env.scope, data })} className="mirante-text-link">{text}</Link>;
  if (options.style === 'heading') return <Typography.Title level={5} style={{ margin: 0 }}>{text}</Typography.Title>;
  if (options.style === 'hint') return <Typography.Text className="mirante-text-hint">{text}</Typography.Text>;
  return <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>;
}
