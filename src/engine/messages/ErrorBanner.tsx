import { Alert, Button } from 'antd';
import { errorText } from './errorText.ts';

export const RETRY_LABEL = 'Tentar novamente';

/**
 * The closable error banner of query screens (spec 1 §8): close text 'Fechar'. With `onRetry` (a 503 that says
 * why: the company's database is down) a 'Tentar novamente' button fetches the failed calls again.
 */
export function ErrorBanner({ error, onClose, onRetry }: { error: unknown; onClose?: () => void; onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="error-banner"
      title={errorText(error)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        ) : undefined
      }
      closable={{ closeIcon: 'Fechar', onClose }}
      style={{ marginBottom: 16 }}
    />
  );
}
