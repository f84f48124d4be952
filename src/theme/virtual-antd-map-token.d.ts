/** Served by vite.config.ts's `antdMapToken` plugin (scripts/antd-map-token.ts). */
declare module 'virtual:antd-map-token' {
  const token: import('./mapToken.ts').PortalMapToken;
  export default token;
}
