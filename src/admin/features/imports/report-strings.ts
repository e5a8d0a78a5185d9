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
  } as Record<string, string>,
};
const en: typeof pt = {
  authorsTitle: 'Source authors',
  authorsLead: 'Each author’s name stays on the article; no member account is created. Invite whoever will write here from Team.',
  authorPosts: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'post' : 'posts'})`,
  codes: {
    no_body: 'no readable body (no HTML, and no lexical/mobiledoc document that could be read)',
    unknown_cards: 'Ghost cards this site does not have, left out',
  },
};
export const IMPORT_REPORT_STRINGS = localized({ pt, en });

/** A report code in words, in the interface language where this module names it. */
export const reportCodeText = (code: string): string => IMPORT_REPORT_STRINGS.codes[code] ?? codeText(code);
