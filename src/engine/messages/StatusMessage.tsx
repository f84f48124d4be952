import type { CSSProperties, ReactNode } from 'react';
import { CloseCircleFilled, QuestionCircleOutlined, StopOutlined, WarningFilled } from '@ant-design/icons';

const ICONS = {
  forbidden: <StopOutlined style={{ color: '#cf1322' }} />,
  notFound: <QuestionCircleOutlined style={{ color: '#1677ff' }} />,
  warning: <WarningFilled style={{ color: '#d48806' }} />,
  error: <CloseCircleFilled style={{ color: '#cf1322' }} />,
} as const;

/**
 * A centred status (access denied, page not found, a panel's failed call, a public page's error): icon, title,
 * subtitle, actions — antd Result's layout without Result, whose module brings its 403/404/500 illustrations
 * (~30 kB of SVG) into the download of every screen.
 */
export function StatusMessage({
  status,
  title,
  subTitle,
  extra,
  children,
  style,
  'data-testid': testId,
}: {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <div className="mirante-status" data-testid={testId} style={{ padding: '48px 32px', textAlign: 'center', ...style }}>
      <div aria-hidden style={{ fontSize: 56, lineHeight: 1, marginBottom: 20 }}>
        {ICONS[status]}
      </div>
      <div style={{ fontSize: 24, lineHeight: 1.33, color: 'rgba(0, 0, 0, 0.88)' }}>{title}</div>
      {subTitle && <div style={{ fontSize: 14, lineHeight: 1.57, color: '#595959', marginTop: 4 }}>{subTitle}</div>}
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
      {children && <div style={{ marginTop: 24 }}>{children}</div>}
    </div>
  );
}
