/** The contact messages' reads and writes for the back office's Mensagens screen. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  CONTACT_MESSAGE_PREVIEW_LENGTH,
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessageFilter,
} from '../../../src/lib/contracts/contact-message.ts';

const FIELDS = ['id', 'name', 'email', 'subject', 'locale', 'delivery_status', 'delivery_error', 'created_at', 'read_at'] as const;

export async function unreadCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select(sql<string>`count(*)`.as('n'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of messages, newest first, filtered by read state and by words in any field. */
export async function listContactMessages(db: Kysely<Database>, filter: { search: string; status: ContactMessageFilter; page: number }) {
  let query = db.selectFrom('contact_messages');
  if (filter.status === 'unread') query = query.where('read_at', 'is', null);
  if (filter.status === 'read') query = query.where('read_at', 'is not', null);
  const search = filter.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (search) {
    const like = `%${search}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', like),
        eb(sql`lower(email)`, 'like', like),
        eb(sql`lower(subject)`, 'like', like),
        eb(sql`lower(message)`, 'like', like),
      ]),
    );
  }
  const [messages, count, unread] = await Promise.all([
    query
      .select([...FIELDS, sql<string>`left(message, ${CONTACT_MESSAGE_PREVIEW_LENGTH})`.as('preview')])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(CONTACT_MESSAGES_PAGE_SIZE)
      .offset((filter.page - 1) * CONTACT_MESSAGES_PAGE_SIZE)
      .execute(),
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    unreadCount(db),
  ]);
  return { messages, total: Number(count.total), unread, page: filter.page, page_size: CONTACT_MESSAGES_PAGE_SIZE };
}

export async function findContactMessage(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('contact_messages')
    .select([...FIELDS, 'message'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks a message read (keeping the first time it was read) or unread; undefined when there is no such message. */
export async function setContactMessageRead(db: Kysely<Database>, id: string, read: boolean) {
  return db
    .updateTable('contact_messages')
    .set({ read_at: read ? sql<Date>`coalesce(read_at, now())` : null })
    .where('id', '=', id)
    .returning([...FIELDS, 'message'])
    .executeTakeFirst();
}

export async function deleteContactMessage(db: Kysely<Database>, id: string) {
  return db.deleteFrom('contact_messages').where('id', '=', id).returning(['id', 'created_at']).executeTakeFirst();
}
