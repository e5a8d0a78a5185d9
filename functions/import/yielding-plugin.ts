/**
 * The importer's statements give the event loop a turn after each answer. PGlite runs in the
 * server's thread and settles its promises as microtasks, so a chain of statements (an item is
 * about twenty) would otherwise hold every waiting request until the chain ends; with a turn
 * after each, a page request waits for one statement at most. On PostgreSQL every answer is
 * already I/O, and the turn costs nothing noticeable.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

export class YieldAfterEachStatement implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await nextTurn();
    return args.result;
  }
}
