import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import '../../styles/antd-static.css';
import { Route, Routes } from 'react-router-dom';
import { ScreenRoute } from '../ScreenRoute.tsx';
import { PORTAL_ANTD_THEME } from '../../theme/antdTheme.ts';
import { PublicLayout } from './PublicLayout.tsx';
import type { CatalogueEntry } from './publicRoutes.ts';
import { ReducedMotion } from '../layout/ReducedMotion.tsx';

dayjs.locale('pt-br');

/** A public screen: its own layout and header, the engine below, no session needed. */
export function PublicScreen({ entry }: { entry: CatalogueEntry }) {
  return (
    // the house theme here too: antd's default primary blue on white fails the contrast check (axe, 4.5:1); antd's
    // static stylesheet and zeroRuntime as in the private app: its CSS-in-JS was ~350 ms of a phone's TBT on 1496
    <ConfigProvider locale={ptBR} theme={{ ...PORTAL_ANTD_THEME, zeroRuntime: true }}>
      <ReducedMotion>
        <AntApp style={{ height: '100%' }}>
          <PublicLayout>
            <Routes>
              <Route path={entry.definition.route} element={<ScreenRoute definition={entry.definition} file={entry.file} />} />
            </Routes>
          </PublicLayout>
        </AntApp>
      </ReducedMotion>
    </ConfigProvider>
  );
}

