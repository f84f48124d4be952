/**
 * Spec texts that both the portal and the API show, written once (reproduced exactly from the spec).
 * The server answers them in `{ errors: [{ message }] }`; the portal shows them without a round trip.
 */
export const SHARED_MESSAGES = {
  /** A period whose start is after its end (spec 2 §5): the filter form and the API's 400. */
  dateRange: 'Data Inicio maior que data fim.',
  /** A screen whose code is not released for the company (spec 1 §6): the page and the API's 403. */
  accessDenied: 'Acesso Negado - Suas credencias não possuem permissão para acessar esta área do sistema.',
  /** The company's data source does not answer (spec 1 §2.2): Home's status and the API's 503. */
  databaseDown: 'Não foi possível se conectar com a base de dados do cliente.',
} as const;
