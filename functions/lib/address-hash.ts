/**
 * Visitor addresses are stored only as salted SHA-256 hashes. The salt is made once per
 * installation and kept in the database, so that every server process hashes alike.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const SALT_KEY = 'address_hash_salt';

export type AddressHasher = (address: string) => string;

export async function createAddressHasher(db: Kysely<Database>): Promise<AddressHasher> {
  await db
    .insertInto('app_meta')
    .values({ key: SALT_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const { value: salt } = await db.selectFrom('app_meta').select('value').where('key', '=', SALT_KEY).executeTakeFirstOrThrow();
  return (address) => createHash('sha256').update(salt).update('\0').update(address).digest('base64url');
}
