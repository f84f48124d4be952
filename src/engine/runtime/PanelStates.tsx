import { Empty } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { CallState } from './useCalls.ts';
import { StatusMessage } from '../messages/StatusMessage.tsx';
import { isUnavailable } from '../messages/errorText.ts';
import { DEFAULT_LOADING_TEXT } from '../messages/defaults.ts';
import { idleText } from './idleState.ts';

/** Shown in a panel whose call failed (the screen's banner says why): never an empty list or zero totals. */
export const PANEL_ERROR_TEXT = 'Não foi possível carregar estes dados.';

/** What a panel's call says about the panel: its data may be shown, or it failed, or it waits for a search. */
export type PanelCallPhase = 'data' | 'error' | 'idle';

export function panelCallPhase(state: CallState | undefined, loadOn: string | undefined, submitted: boolean): PanelCallPhase {
  if (!state) return 'data';
  if (state.active && state.error && !state.loading) return 'error';
  if (!state.active && loadOn === 'submit' && !submitted) return 'idle';
  return 'data';
}

/**
 * A failed panel. When the data source is down (a 503 that says why) every panel fails alike and the screen's one
 * banner says so with 'Tentar novamente': the panel then keeps only a one-line note, not a warning block each.
 */
export function PanelError({ error }: { error?: unknown }) {
  if (isUnavailable(error)) {
    return (
      <div className="mirante-panel-unavailable" data-testid="panel-error">
        {PANEL_ERROR_TEXT}
      </div>
    );
  }
  return <StatusMessage status="warning" title={PANEL_ERROR_TEXT} data-testid="panel-error" style={{ padding: '16px 0' }} />;
}

export function PanelIdle({ submitLabel }: { submitLabel?: string }) {
  return (
    <Empty
      image={<InfoCircleOutlined aria-hidden style={{ fontSize: 32, color: '#595959' }} />}
      styles={{ image: { height: 'auto' } }}
      description={idleText(submitLabel)}
      data-testid="panel-idle"
    />
  );
}

/** The panels' place while the renderers they need are on their way (renderersReady): one spinner for them all. */
export function PanelsLoading() {
  return (
    <div className="mirante-panels-loading" role="status" aria-live="polite">
      <span className="mirante-panels-loading-spinner" aria-hidden="true" />
      {DEFAULT_LOADING_TEXT}
    </div>
  );
}
