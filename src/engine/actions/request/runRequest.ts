import { createElement, Fragment } from 'react';
import { apiPost, apiPut } from '../../../api/client.ts';
import { getPath, resolveCall, resolveParam, resolveText } from '../../calls/templates.ts';
import { errorText } from '../../messages/errorText.ts';
import { FieldLines } from '../../panels/FieldLines.tsx';
import type { ActionOf } from '../schema.ts';
import type { ActionRuntime } from '../types.ts';

type RequestAction = ActionOf<'request'>;

/** Writes in flight, by method + path: a second click on the same row while it runs does nothing. */
const inFlight = new Set<string>();

/** The server's text at `textPath` when it is a non-empty string, else the fixed text. */
function answerText(answer: unknown, textPath: string | undefined, fallback: string | undefined): string | undefined {
  const found = textPath ? getPath(answer, textPath) : undefined;
  return typeof found === 'string' && found.trim() !== '' ? found : fallback;
}

/** Sends the write, notifies success or failure, reloads the named calls. Resolves when done. */
export async function sendRequest(action: RequestAction, runtime: ActionRuntime): Promise<void> {
  const call = runtime.call(action.call);
  if (!call) return;
  const resolved = resolveCall(call, runtime.scope, runtime.today);
  if (!resolved.ready) return;
  const method = action.method ?? 'PUT';
  const key = `${method} ${resolved.path}`;
  if (inFlight.has(key)) return;
  inFlight.add(key);
  const body = action.body
    ? Object.fromEntries(Object.entries(action.body).map(([name, value]) => [name, resolveParam(value, runtime.scope, runtime.today)]))
    : undefined;
  try {
    const answer = method === 'POST' ? await apiPost<unknown>(resolved.path, body ?? {}, resolved.params) : await apiPut<unknown>(resolved.path, body, resolved.params);
    runtime.notices.notification.success({
      title: resolveText(action.success.title, runtime.scope),
      description: answerText(answer, action.success.textPath, action.success.text && resolveText(action.success.text, runtime.scope)),
      placement: 'topRight',
      duration: 5,
    });
    if (action.reload?.length) runtime.reload(action.reload);
  } catch (error) {
    runtime.notices.notification.error({
      title: action.failure?.title ?? 'Erro',
      // The server's own text (spec: 'Erro' + the server's error text), unless the definition fixes one.
      description: action.failure?.text ?? errorText(error),
      placement: 'topRight',
      duration: 5,
    });
  } finally {
    inFlight.delete(key);
  }
}

/** The confirmation's body: its text, then the clicked row's 'Rótulo: valor' lines (what is being decided). */
function confirmContent(c: NonNullable<RequestAction['confirm']>, runtime: ActionRuntime) {
  const text = c.text && resolveText(c.text, runtime.scope);
  if (!c.fields) return text;
  return createElement(
    Fragment,
    null,
    text ? createElement('p', null, text) : null,
    createElement('div', { 'data-testid': 'confirm-fields' }, createElement(FieldLines, { lines: c.fields, item: runtime.scope.row })),
  );
}

/** With `confirm`, asks first (antd confirm dialog); otherwise sends at once. */
export function runRequest(action: RequestAction, runtime: ActionRuntime): Promise<void> | void {
  if (!action.confirm) return sendRequest(action, runtime);
  const c = action.confirm;
  runtime.notices.modal.confirm({
    title: resolveText(c.title, runtime.scope),
    content: confirmContent(c, runtime),
    okText: c.okText ?? 'Sim',
    cancelText: c.cancelText ?? 'Não',
    onOk: () => sendRequest(action, runtime),
  });
}
