import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../../src/app/catalogue.ts';
import { storyPlan } from '../../.storybook/support/storyPlan.ts';

describe('story plan', () => {
  it("gives each of a screen's stories its own name (Storybook's sidebar lists them by name)", () => {
    const repeated = catalogueEntries.flatMap(({ file, definition }) => {
      const names = storyPlan(file, definition, { withDrills: true }).stories.map((s) => s.name);
      return names.filter((name, i) => names.indexOf(name) !== i).map((name) => `${file}: ${name}`);
    });
    expect(repeated).toEqual([]);
  });

  it("names two drill-downs with the same code and title apart by their ids (1418's by vehicle and by driver)", () => {
    const entry = catalogueEntries.find((e) => e.definition.code === '02.78.1418')!;
    const drills = storyPlan(entry.file, entry.definition, { withDrills: true }).stories.filter((s) => s.drill);
    expect(drills.map((s) => s.name)).toEqual([
      'Detalhe 02.78.1419 Detalhes Média de Combustíveis (veiculo)',
      'Detalhe 02.78.1419 Detalhes Média de Combustíveis (motorista)',
    ]);
  });
});
