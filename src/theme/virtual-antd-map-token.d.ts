/** Served by vite.config.ts's `antdMapToken` plugin (scripts/antd-map-token.ts). */
declare module 'virtual:antd-map-token' {
  const token: import('../../scripts/antd-map-token.ts').PortalMapToken;
  export default token;
}
