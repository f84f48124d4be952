import { DEFAULT_DATA_PATH } from '../defaults.ts';
import useSWR from 'swr';
import { apiGet } from '../../api/client.ts';
import { getPath, resolveCall } from '../calls/templates.ts';
import { useScreen } from '../runtime/ScreenContext.ts';

export interface PickerSearch {
  code?: number;
  name?: string;
  extra?: string;
}

/**
 * Fetches a call the picker or a lookup names, outside the screen's call list (it runs on demand,
 * keyed by its resolved path and params). `extraScope` holds '{picker.*}' or '{lookup.code}'.
 */
export function useOnDemandCall(callId: string | undefined, extraScope: Record<string, unknown>, enabled = true) {
  const screen = useScreen();
  const call = callId ? screen.definition.calls?.[callId] : undefined;
  const resolved = call ? resolveCall(call, screen.scope(extraScope), screen.today) : null;
  const key = enabled && resolved?.ready ? ['on-demand', callId, resolved.path, resolved.params, String(screen.empresaId ?? '')] : null;
  return useSWR(key, ([, , path, params]: [string, string, string, Record<string, unknown>]) => apiGet<unknown>(path, params), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The rows of a picker's search: by code when one is typed, otherwise by name (spec 1 §5). */
export function usePickerRows(callId: string, dataPath: string | undefined, search: PickerSearch) {
  const byCode = search.code !== undefined && search.code > 0;
  const picker = { code: byCode ? search.code : undefined, name: byCode ? undefined : search.name?.trim() || undefined, extra: search.extra };
  const answer = useOnDemandCall(callId, { picker });
  const list = getPath(answer.data, dataPath ?? DEFAULT_DATA_PATH);
  return { rows: Array.isArray(list) ? (list as Array<Record<string, unknown>>) : [], loading: answer.isLoading, error: answer.error as unknown };
}
