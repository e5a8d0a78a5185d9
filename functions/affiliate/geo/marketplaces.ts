/** Writes of the marketplaces table (the back office's Lojas list); each clears the cached configuration. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { forgetGeoConfig } from './config.ts';

interface MarketplaceInput {
  domain: string;
  tracking_id?: string | null;
  disclosure: { en: string; pt: string };
}

const select = ['domain', 'tracking_id', 'disclosure'] as const;
const shape = (row: { domain: string; tracking_id: string | null; disclosure: { en?: string; pt?: string } }) => ({
  domain: row.domain,
  tracking_id: row.tracking_id,
  disclosure: { en: row.disclosure.en ?? '', pt: row.disclosure.pt ?? '' },
  active: row.tracking_id !== null,
});

const exists = () =>
  new ApiError(409, 'marketplace_exists', {
    en: 'A marketplace with this domain already exists.',
    pt: 'Já existe uma loja com este domínio.',
  });
const unknown = () =>
  new ApiError(404, 'unknown_marketplace', { en: 'There is no marketplace with this domain.', pt: 'Não existe loja com este domínio.' });

export async function listMarketplaces(db: Kysely<Database>) {
  return (await db.selectFrom('affiliate_marketplaces').select(select).orderBy('domain').execute()).map(shape);
}

export async function createMarketplace(db: Kysely<Database>, input: MarketplaceInput) {
  try {
    const row = await db
      .insertInto('affiliate_marketplaces')
      .values({ domain: input.domain, tracking_id: input.tracking_id ?? null, disclosure: JSON.stringify(input.disclosure) })
      .returning(select)
      .executeTakeFirstOrThrow();
    return shape(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  } finally {
    forgetGeoConfig(db);
  }
}

export async function updateMarketplace(
  db: Kysely<Database>,
  domain: string,
  patch: { domain?: string; tracking_id?: string | null; disclosure?: { en?: string; pt?: string } },
) {
  try {
    return await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('affiliate_marketplaces')
        .select(select)
        .where('domain', '=', domain)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw unknown();
      const row = await tx
        .updateTable('affiliate_marketplaces')
        .set({
          ...(patch.domain ? { domain: patch.domain } : {}),
          ...(patch.tracking_id !== undefined ? { tracking_id: patch.tracking_id } : {}),
          ...(patch.disclosure ? { disclosure: JSON.stringify({ ...current.disclosure, ...patch.disclosure }) } : {}),
          updated_at: new Date(),
        })
        .where('domain', '=', domain)
        .returning(select)
        .executeTakeFirstOrThrow();
      // A renamed store keeps its countries (destinations follow by the foreign key).
      if (patch.domain && patch.domain !== domain) {
        await tx
          .updateTable('affiliate_country_map')
          .set({ targets: sql<string[]>`array_replace(targets, ${domain}, ${patch.domain})` })
          .where(sql<boolean>`${domain} = ANY(targets)`)
          .execute();
      }
      return shape(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  } finally {
    forgetGeoConfig(db);
  }
}

/** Removes a store; refused while the country map names it or a product has a destination there. */
export async function deleteMarketplace(db: Kysely<Database>, domain: string): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const countries = await tx
        .selectFrom('affiliate_country_map')
        .select('country')
        .where(sql<boolean>`${domain} = ANY(targets)`)
        .orderBy('country')
        .execute();
      if (countries.length) {
        const list = countries.map((row) => row.country).join(', ');
        throw new ApiError(409, 'marketplace_in_use', {
          en: `The country map sends ${list} to this marketplace. Change those countries first.`,
          pt: `O mapa de países envia ${list} para esta loja. Altere esses países antes.`,
        });
      }
      // A product's destination there is the editor's work: it is removed by hand, never as a side effect.
      const used = await tx
        .selectFrom('affiliate_destinations as d')
        .leftJoin('related_products as p', 'p.id', 'd.link_id')
        .leftJoin('product_reviews as r', 'r.id', 'd.link_id')
        .select((eb) => eb.fn.coalesce('p.nome', 'r.titulo').as('name'))
        .where('d.marketplace', '=', domain)
        .where((eb) => eb.or([eb('p.id', 'is not', null), eb('r.id', 'is not', null)]))
        .orderBy('name')
        .execute();
      if (used.length) {
        const names = used.slice(0, 3).map((row) => `“${row.name ?? ''}”`);
        const more = used.length - names.length;
        throw new ApiError(409, 'marketplace_in_use', {
          en: `${used.length === 1 ? '1 product has' : `${used.length} products have`} a destination at this marketplace (${names.join(', ')}${more ? ` and ${more} more` : ''}). Remove those destinations first.`,
          pt: `${used.length === 1 ? '1 produto tem' : `${used.length} produtos têm`} destino nesta loja (${names.join(', ')}${more ? ` e mais ${more}` : ''}). Remova esses destinos antes.`,
        });
      }
      // Rows of products no longer there (removed from their article) go with the store.
      const removed = await tx.deleteFrom('affiliate_marketplaces').where('domain', '=', domain).executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw unknown();
    });
  } finally {
    forgetGeoConfig(db);
  }
}
