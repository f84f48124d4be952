import { useEffect, useState } from 'react';
import { App } from 'antd';
import type { CallState } from '../runtime/useCalls.ts';
import type { MessagesDefinition } from './schema.ts';
import { ErrorBanner } from './ErrorBanner.tsx';
import { isUnavailable, notificationText } from './errorText.ts';

/** Reports the first failing call of a screen or drill-down the way its definition asks (banner by default). */
export function CallMessages({ calls, messages }: { calls: Record<string, CallState>; messages?: MessagesDefinition }) {
  const { notification } = App.useApp();
  const failed = Object.values(calls).filter((c) => c.active && c.error);
  const error = failed[0]?.error;
  // The data source is down (503 that says why): one banner for every call, and a retry of all of them.
  const retry = isUnavailable(error) ? () => failed.forEach((c) => void c.mutate()) : undefined;
  // An answer that is an empty list (at 'response'), for the definition's optional empty notification.
  const emptyAnswer = Object.values(calls).find((c) => {
    const list = (c.data as { response?: unknown } | undefined)?.response;
    return c.active && !c.loading && Array.isArray(list) && list.length === 0;
  })?.data;

  useEffect(() => {
    const note = messages?.emptyNotification;
    if (!emptyAnswer || !note) return;
    notification.info({ title: note.title, description: note.text, placement: 'topRight', duration: 5 });
  }, [emptyAnswer, messages, notification]);
  const style = messages?.error?.style ?? 'banner';
  const [closed, setClosed] = useState<unknown>(null);

  useEffect(() => {
    if (!error) return;
    if (style === 'log') console.error(error);
    if (style === 'notification') {
      notification.error({
        title: messages?.error?.title ?? 'Erro!',
        // pre-line: allMessages puts one server message per line
        description: <span style={{ whiteSpace: 'pre-line' }}>{notificationText(error, messages?.error)}</span>,
        placement: 'topRight',
        duration: 5,
      });
    }
  }, [error, style, messages, notification]);

  if (!error || style !== 'banner' || closed === error) return null;
  return <ErrorBanner error={error} onClose={() => setClosed(error)} onRetry={retry} />;
}

