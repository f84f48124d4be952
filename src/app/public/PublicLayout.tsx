import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';

/**
 * The frame of a public page (tracking by carrier hash, quotation by token): no sign-in, no menu,
 * no company — a header with the product name instead of the private top bar.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100%' }} data-layout="public">
      <Layout.Header style={{ display: 'flex', alignItems: 'center', background: '#001529' }}>
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          Mirante
        </Typography.Text>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>{children}</Layout.Content>
    </Layout>
  );
}
