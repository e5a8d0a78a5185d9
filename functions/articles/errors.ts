/** The articles API's own refusals, each with its status and a message in both languages. */
import { ApiError } from '../lib/errors.ts';

const ERRORS = {
  not_found: [
    404,
    {
      en: 'This article does not exist (it may have been deleted).',
      pt: 'Este artigo não existe (pode ter sido excluído).',
    },
  ],
  translation_target_not_found: [
    404,
    {
      en: 'The article to link does not exist (it may have been deleted).',
      pt: 'O artigo a vincular não existe (pode ter sido excluído).',
    },
  ],
  same_article: [
    422,
    {
      en: 'An article cannot be its own translation.',
      pt: 'Um artigo não pode ser a tradução de si mesmo.',
    },
  ],
  same_language: [
    422,
    {
      en: 'Both articles are in the same language: a translation has to be in the other language.',
      pt: 'Os dois artigos estão no mesmo idioma: a tradução precisa estar no outro idioma.',
    },
  ],
  target_has_translation: [
    409,
    {
      en: 'That article already has a translation in this language. Unlink it there first.',
      pt: 'Esse artigo já tem uma tradução neste idioma. Desvincule-a primeiro.',
    },
  ],
  translation_exists: [
    409,
    {
      en: 'This article already has a translation. Open it from the translations panel, or unlink it first.',
      pt: 'Este artigo já tem uma tradução. Abra-a no painel de traduções ou desvincule-a primeiro.',
    },
  ],
  language_taken: [
    409,
    {
      en: 'The linked translation is already in that language. Unlink the translation to change this article’s language.',
      pt: 'A tradução vinculada já está nesse idioma. Desvincule a tradução para mudar o idioma deste artigo.',
    },
  ],
  translation_unreviewed: [
    409,
    {
      en: 'This translation has not been reviewed yet. Review the text, mark it as reviewed, then publish.',
      pt: 'Esta tradução ainda não foi revisada. Revise o texto, marque como revisada e depois publique.',
    },
  ],
  ai_unavailable: [
    502,
    {
      en: 'The AI could not translate the article right now. Nothing was saved: try again in a moment, or create the translation without AI.',
      pt: 'A IA não conseguiu traduzir o artigo agora. Nada foi salvo: tente novamente em instantes ou crie a tradução sem IA.',
    },
  ],
  ai_translation_invalid: [
    502,
    {
      en: 'The AI’s translation did not keep the article’s structure (sections, links or images). Nothing was saved: try again, or create the translation without AI.',
      pt: 'A tradução da IA não manteve a estrutura do artigo (seções, links ou imagens). Nada foi salvo: tente novamente ou crie a tradução sem IA.',
    },
  ],
  slug_taken: [
    409,
    {
      en: 'Another article in this language already uses this slug. Choose another one.',
      pt: 'Outro artigo neste idioma já usa este slug. Escolha outro.',
    },
  ],
  slug_editors_only: [
    403,
    {
      en: 'Only an editor can choose an article’s slug: an author’s slug follows the title.',
      pt: 'Só um editor pode escolher o slug de um artigo: o slug de um autor acompanha o título.',
    },
  ],
  not_awaiting_review: [
    409,
    {
      en: 'This article is not waiting for review (its author has not submitted it, or it was already published or sent back).',
      pt: 'Este artigo não está aguardando revisão (o autor não o enviou, ou ele já foi publicado ou devolvido).',
    },
  ],
  concurrent_change: [
    409,
    {
      en: 'Another change to these articles happened at the same time. Reload and try again.',
      pt: 'Outra alteração nestes artigos aconteceu ao mesmo tempo. Recarregue e tente novamente.',
    },
  ],
} as const satisfies Record<string, readonly [ApiError['status'], { en: string; pt: string }]>;

export type ArticleErrorCode = keyof typeof ERRORS;

export function articleError(code: ArticleErrorCode): ApiError {
  const [status, messages] = ERRORS[code];
  return new ApiError(status, code, messages);
}

/** A unique index refused a row: two requests raced past the checks (PostgreSQL and PGlite both say 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
