import { Suspense, useState } from 'react';
import { loadOnUse } from '../../engine/runtime/loadOnUse.ts';
import { Button, Tooltip } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useSession } from '../../session/store.ts';
import { useIsMobile } from '../layout/useIsMobile.ts';
import { SUBSCRIPTION_TEXTS as T } from './texts.ts';
import './subscriptions.css';

// The dialog's code loads when it is first opened: every private screen draws the button, few open it.
const SubscriptionDialog = loadOnUse(() => import('./SubscriptionDialog.tsx').then((m) => m.SubscriptionDialog));

/**
 * 'Assinar por e-mail' beside a private screen's title and star (issue 36): the shell's, so every screen whose panels
 * make a message has it without a line in its definition. On a phone, the icon only (the name stays as aria-label).
 */
export function SubscribeButton({ accessCode, screenLabel }: { accessCode: number; screenLabel: string }) {
  const company = useSession((s) => s.company);
  const compact = useIsMobile();
  const [open, setOpen] = useState(false);
  if (!company) return null;
  return (
    <>
      <Tooltip title={compact ? T.subscribe : undefined}>
        <Button
          type="text"
          className="subscribe-button"
          icon={<MailOutlined aria-hidden />}
          aria-label={compact ? T.subscribe : undefined}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="subscribe-button"
        >
          {compact ? null : T.subscribe}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SubscriptionDialog
            open={open}
            empresaId={company.id}
            tela={accessCode}
            screenLabel={screenLabel}
            onClose={() => setOpen(false)}
            onSaved={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
