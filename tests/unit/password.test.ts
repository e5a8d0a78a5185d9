import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/auth/password.ts';
import { ScryptPool } from '../../functions/auth/scrypt-pool.ts';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

// Hashes at the lowest priority take their time on a busy machine.
describe('password hashes', { timeout: 60_000 }, () => {
  it('verifies the password hashed, and no other, in the self-describing format', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword({ password: 'correct horse battery', hash })).toBe(true);
    expect(await verifyPassword({ password: 'correct horse batterY', hash })).toBe(false);
    expect(await verifyPassword({ password: 'x', hash: 'bcrypt$10$abc' })).toBe(false);
  });

  it('normalizes the password (NFKC), so a composed and a decomposed accent are one password', async () => {
    const hash = await hashPassword('senha-ma\u00e7\u00e3');
    expect(await verifyPassword({ password: 'senha-mac\u0327a\u0303', hash })).toBe(true);
  });

  it('hashes several at once, each answer going to its own caller', async () => {
    const pool = new ScryptPool(0);
    const passwords = ['one-password', 'two-password', 'three-password'];
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password, pool)));
    const checks = await Promise.all(hashes.map((hash, i) => verifyPassword({ password: passwords[(i + 1) % 3]!, hash }, pool)));
    expect(checks).toEqual([false, false, false]);
    expect(await verifyPassword({ password: 'three-password', hash: hashes[2]! }, pool)).toBe(true);
  });

  it.runIf(process.platform === 'linux')('runs scrypt on threads at the priority asked for, the server’s own unchanged', async () => {
    const before = threadNiceValues();
    expect(before).not.toContain(17);
    await hashPassword('any password at all', new ScryptPool(17));
    const after = threadNiceValues();
    expect(after.filter((nice) => nice === 17)).toHaveLength(1);
    // The main thread (the first task, its id the process's) keeps its priority.
    expect(after[0]).toBe(before[0]);
    expect(after[0]).toBeLessThan(17);
  });

  it.runIf(process.platform === 'linux')('ends a thread left without a hash, and starts one again for the next', async () => {
    // A nice value no other test's pool uses, to tell this pool's thread from the others'.
    const pool = new ScryptPool(18, 200);
    const threadsAt18 = () => threadNiceValues().filter((nice) => nice === 18).length;
    const hash = await hashPassword('a password for later', pool);
    expect(threadsAt18()).toBe(1);
    await expect.poll(threadsAt18).toBe(0);
    expect(await verifyPassword({ password: 'a password for later', hash }, pool)).toBe(true);
    expect(threadsAt18()).toBe(1);
  });
});
