import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';

/** A panel that throws while rendering shows its frame with the error instead of taking the screen down. */
export class PanelErrorBoundary extends Component<{ label: string; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) {
      return <Alert type="error" showIcon title={`Erro ao exibir o painel ${this.props.label}`} description={this.state.error.message} />;
    }
    return this.props.children;
  }
}
