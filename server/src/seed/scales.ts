/**
 * Volumes per scale. Counts are per company unless said otherwise; fact volumes of a company are further
 * multiplied by its weight (COMPANY_WEIGHT) so the companies differ in size.
 *  small: tests (seconds); demo: first start (well under a minute); large: benchmarks
 *  (≥ 1,000,000 sales-invoice items, ≥ 300,000 titles, ≥ 1,000,000 appointments, ≥ 200,000 fuel records).
 */
export type ScaleName = 'small' | 'demo' | 'large';

export interface ScaleConfig {
  clientes: number;
  fornecedores: number;
  produtos: number;
  vendedores: number;
  /** sales invoices per month of a weight-1 company (items per invoice: 1–9, mean 5) */
  notasMes: number;
  /** incoming NF-e per month of a weight-1 company (each makes 1–4 payable titles) */
  nfeEntradaMes: number;
  /** payables without NF-e (services, rent, taxes) per month */
  pagarAvulsosMes: number;
  chequesMes: number;
  /** production orders per month (processes per OP 2–5, appointments per process 1–8) */
  opsMes: number;
  recursos: number;
  operadores: number;
  ordensCompra: number;
  orcamentos: number;
  equipamentos: number;
  /** fleet of the module-2 company: tractors/trucks (trailers and others are added in proportion) */
  veiculos: number;
  motoristas: number;
  /** loading orders per vehicle per week */
  ordensSemanaVeiculo: number;
}

export const SCALES: Record<ScaleName, ScaleConfig> = {
  small: {
    clientes: 40, fornecedores: 25, produtos: 30, vendedores: 5, notasMes: 16, nfeEntradaMes: 6, pagarAvulsosMes: 6,
    chequesMes: 4, opsMes: 6, recursos: 8, operadores: 8, ordensCompra: 20, orcamentos: 4, equipamentos: 40,
    veiculos: 10, motoristas: 12, ordensSemanaVeiculo: 1,
  },
  demo: {
    clientes: 400, fornecedores: 150, produtos: 200, vendedores: 14, notasMes: 400, nfeEntradaMes: 60,
    pagarAvulsosMes: 40, chequesMes: 30, opsMes: 120, recursos: 18, operadores: 30, ordensCompra: 300, orcamentos: 20,
    equipamentos: 600, veiculos: 60, motoristas: 70, ordensSemanaVeiculo: 2,
  },
  large: {
    clientes: 5000, fornecedores: 1200, produtos: 1500, vendedores: 40, notasMes: 5000, nfeEntradaMes: 1000,
    pagarAvulsosMes: 500, chequesMes: 300, opsMes: 1800, recursos: 40, operadores: 120, ordensCompra: 5000,
    orcamentos: 200, equipamentos: 6000, veiculos: 400, motoristas: 450, ordensSemanaVeiculo: 2,
  },
};

/** Relative size of each company's activity (company 4 only has finance). */
export const COMPANY_WEIGHT: Record<number, number> = { 1: 1, 2: 0.15, 3: 0.6, 4: 0.3 };

/** Months of history before the current month. */
export const HISTORY_MONTHS = 24;
