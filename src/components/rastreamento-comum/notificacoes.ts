import { App } from 'antd';
import { ApiError } from '../../api/ApiError.ts';

/** Notifications of the public pages: top right, 5 s (spec 3 §8, §9), in the page's antd App. */
export function useNotificarErro(): (title: string, description: string) => void {
  const { notification } = App.useApp();
  return (title, description) => notification.error({ title, description, placement: 'topRight', duration: 5 });
}

/** The server's message when it answered one, else `semResposta` (no answer at all) or `padrao`. */
export function mensagemDoErro(error: unknown, semResposta: string, padrao = semResposta): string {
  if (error instanceof ApiError) {
    if (error.status === null) return semResposta;
    return error.messages[0] ?? padrao;
  }
  return padrao;
}

export const semResposta = (error: unknown) => error instanceof ApiError && error.status === null;
