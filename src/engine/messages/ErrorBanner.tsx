import { Alert } from 'antd';
import { errorText } from './errorText.ts';

/** The closable error banner of query screens (spec 1 §8): close text 'Fechar'. */
export function ErrorBanner({ error, onClose }: { error: unknown; onClose?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="error-banner"
      title={errorText(error)}
      closable={{ closeIcon: 'Fechar', onClose }}
      style={{ marginBottom: 16 }}
    />
  );
}
