/**
 * Report codes added after the screen's first texts (strings.ts), in both interface languages:
 * read first by `reportCodeText`, so a code named here wins over the older wording.
 */
import { localized } from '../../lib/i18n.ts';
import { codeText } from './strings.ts';

const pt = {
  authorsTitle: 'Autores de origem',
  authorsLead: 'O nome de cada autor fica no artigo; nenhuma conta de membro é criada. Convide na Equipe quem for escrever aqui.',
  authorPosts: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'post' : 'posts'})`,
  codes: {
    no_body: 'sem texto legível (nem HTML, nem um documento lexical/mobiledoc que se possa ler)',
    unknown_cards: 'cartões do Ghost que este site não tem, deixados de fora',
    // Why the database refused an item's write (functions/import/failure.ts), never its raw SQLSTATE.
    duplicate: 'já existe um registro igual (o detalhe diz qual regra de unicidade)',
    missing_reference: 'aponta para algo que não existe no site',
    refused_by_database: 'recusado por uma regra do banco de dados (o detalhe diz o motivo)',
    write_conflict: 'conflito com outra gravação ao mesmo tempo: importe de novo',
    write_timeout: 'a gravação demorou demais e foi cancelada',
    database_unavailable: 'banco de dados indisponível durante a gravação: importe de novo',
    database_full: 'sem espaço ou memória no banco de dados',
  } as Record<string, string>,
};
const en: typeof pt = {
  authorsTitle: 'Source authors',
  authorsLead: 'Each author’s name stays on the article; no member account is created. Invite whoever will write here from Team.',
  authorPosts: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'post' : 'posts'})`,
  codes: {
    no_body: 'no readable body (no HTML, and no lexical/mobiledoc document that could be read)',
    unknown_cards: 'Ghost cards this site does not have, left out',
    duplicate: 'the same record already exists (the detail names the uniqueness rule)',
    missing_reference: 'points to something that does not exist on the site',
    refused_by_database: 'refused by a rule of the database (the detail gives the reason)',
    write_conflict: 'conflicted with another write at the same moment: import again',
    write_timeout: 'the write took too long and was cancelled',
    database_unavailable: 'the database was unavailable during the write: import again',
    database_full: 'the database is out of space or memory',
  },
};
export const IMPORT_REPORT_STRINGS = localized({ pt, en });

/** A report code in words, in the interface language where this module names it. */
export const reportCodeText = (code: string): string => IMPORT_REPORT_STRINGS.codes[code] ?? codeText(code);
