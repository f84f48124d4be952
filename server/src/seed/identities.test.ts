import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASHES, DEMO_USERS } from './identities.ts';

describe('demo password hashes', () => {
  it('has one precomputed hash per demo user, and no other', () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
  });

  it.each(Object.entries(DEMO_PASSWORD_HASHES))('%s verifies the demo password and rejects others', async (_email, hash) => {
    expect(DEMO_PASSWORD).toBe('mirante123');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('mirante123', hash)).toBe(true);
    expect(await verifyPassword('mirante124', hash)).toBe(false);
  });

  it('uses a different salt per user', () => {
    const salts = Object.values(DEMO_PASSWORD_HASHES).map((h) => h.split('$')[1]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});

describe('releaseNewDemoCodes: a screen code added to identities.ts reaches an existing database', () => {
  it('releases a code no stored membership knows, and keeps what an administrator changed', async () => {
    const { createTestApp } = await import('../test/testApp.ts');
    const { setPermissoes } = await import('../admin/commands.ts');
    const { releaseNewDemoCodes } = await import('./identities.ts');
    const t = await createTestApp();
    try {
      const ana = DEMO_USERS.find((u) => u.email === 'ana@mirante.demo')!;
      const stored = async (email: string, empresa: number) =>
        (await t.db.one<{ l: number[] }>(
          'SELECT ue.codigo_telas_liberar AS l FROM usuario_empresas ue JOIN usuarios u ON u.id = ue.usuario_id WHERE u.email = $1 AND ue.empresa_id = $2',
          [email, empresa],
        ))!.l.map(Number);
      // a data folder created before the screen existed: 1326 taken from ana by an administrator, 1332 hidden
      const before = ana.empresas[0]!.liberar.filter((c) => c !== 1326);
      await setPermissoes(t.db, 'ana@mirante.demo', 1, before, [1332]);
      expect(await releaseNewDemoCodes(t.db)).toEqual([]);

      // the analyst adds the new screen's code to MODULE_1_CODES (ana, bruno's companies 1 and 3)
      ana.empresas[0]!.liberar.push(9990);
      try {
        expect(await releaseNewDemoCodes(t.db)).toEqual([
          { email: 'ana@mirante.demo', empresa_id: 1, codes: [9990] },
          { email: 'bruno@mirante.demo', empresa_id: 1, codes: [9990] },
          { email: 'bruno@mirante.demo', empresa_id: 3, codes: [9990] },
        ]);
      } finally {
        ana.empresas[0]!.liberar.pop();
      }
      expect(await stored('ana@mirante.demo', 1)).toEqual([...before, 9990]);
      expect(await stored('ana@mirante.demo', 1)).not.toContain(1326);
      expect(await releaseNewDemoCodes(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
