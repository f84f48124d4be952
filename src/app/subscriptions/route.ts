/** The route of 'Minhas assinaturas' (docs/subscriptions.md): its own module, so the top bar's link does not load the page. */
export const MY_SUBSCRIPTIONS_ROUTE = '/minhas-assinaturas';
