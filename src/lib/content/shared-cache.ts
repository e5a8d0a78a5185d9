/**
 * Caches of derived lists shared by every copy of the module that asks for them (docs/decisions/095).
 * The server's page plan and the deploy's page bundle (a separate `astro build` of the same source,
 * functions/site/renderer/site-bundle.ts) each load their own copy of src/lib/content/queries.ts;
 * with a module-level WeakMap each, the plan's carried lists (carryLists) were invisible to the
 * pages, which sorted and split every article again at each publish. A WeakMap kept on
 * `globalThis` under a Symbol.for key is the same object for both copies. The bundle is built from
 * the same source as the server (its fingerprint covers src/), so both agree on what an entry holds;
 * the version in the name is there for a change of that shape.
 */
const CACHE_VERSION = 1;

type Slot = Record<symbol, unknown>;

export function sharedWeakMap<K extends object, V>(name: string): WeakMap<K, V> {
  const key = Symbol.for(`site.sharedCache.${name}.v${CACHE_VERSION}`);
  const slot = globalThis as unknown as Slot;
  let map = slot[key] as WeakMap<K, V> | undefined;
  if (!map) {
    map = new WeakMap<K, V>();
    slot[key] = map;
  }
  return map;
}

/**
 * How many articles the list selections went through building a list from scratch (a sort, a
 * split by category, a position index), across every copy of the module: for tests, which check
 * that a publish's pages take the carried lists instead (docs/decisions/095).
 */
export interface ListWork {
  /** Articles visited building a list or an index from scratch. */
  scanned: number;
  /** Articles whose sitemap entry was written (the others' entries were kept). */
  sitemapEntries: number;
}

export function listWork(): ListWork {
  const key = Symbol.for(`site.listWork.v${CACHE_VERSION}`);
  const slot = globalThis as unknown as Slot;
  let work = slot[key] as ListWork | undefined;
  if (!work) {
    work = { scanned: 0, sitemapEntries: 0 };
    slot[key] = work;
  }
  return work;
}
