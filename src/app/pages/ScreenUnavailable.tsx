import { Empty } from 'antd';

/** A catalogue entry whose definition has no panels yet. */
export function ScreenUnavailable() {
  return <Empty description="Tela ainda não disponível." />;
}
