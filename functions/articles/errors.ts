/**
 * Why the article service refused a write, each with a message in both languages that says
 * what to do. The service knows nothing of HTTP: the back office's routes answer each code
 * with its status (functions/admin/articles/errors.ts); an importer reports it per item.
 */
import type { Locale } from '../lib/locale.ts';

const MESSAGES = {
  not_found: {
    en: 'This article does not exist (it may have been deleted).',
    pt: 'Este artigo não existe (pode ter sido excluído).',
  },
  translation_target_not_found: {
    en: 'The article to link does not exist (it may have been deleted).',
    pt: 'O artigo a vincular não existe (pode ter sido excluído).',
  },
  same_article: {
    en: 'An article cannot be its own translation.',
    pt: 'Um artigo não pode ser a tradução de si mesmo.',
  },
  same_language: {
    en: 'Both articles are in the same language: a translation has to be in the other language.',
    pt: 'Os dois artigos estão no mesmo idioma: a tradução precisa estar no outro idioma.',
  },
  target_has_translation: {
    en: 'That article already has a translation in this language. Unlink it there first.',
    pt: 'Esse artigo já tem uma tradução neste idioma. Desvincule-a primeiro.',
  },
  translation_exists: {
    en: 'This article already has a translation. Open it from the translations panel, or unlink it first.',
    pt: 'Este artigo já tem uma tradução. Abra-a no painel de traduções ou desvincule-a primeiro.',
  },
  language_taken: {
    en: 'The linked translation is already in that language. Unlink the translation to change this article’s language.',
    pt: 'A tradução vinculada já está nesse idioma. Desvincule a tradução para mudar o idioma deste artigo.',
  },
  translation_unreviewed: {
    en: 'This translation has not been reviewed yet. Review the text, mark it as reviewed, then publish.',
    pt: 'Esta tradução ainda não foi revisada. Revise o texto, marque como revisada e depois publique.',
  },
  ai_unavailable: {
    en: 'The AI could not translate the article right now. Nothing was saved: try again in a moment, or create the translation without AI.',
    pt: 'A IA não conseguiu traduzir o artigo agora. Nada foi salvo: tente novamente em instantes ou crie a tradução sem IA.',
  },
  ai_translation_invalid: {
    en: 'The AI’s translation did not keep the article’s structure (sections, links or images). Nothing was saved: try again, or create the translation without AI.',
    pt: 'A tradução da IA não manteve a estrutura do artigo (seções, links ou imagens). Nada foi salvo: tente novamente ou crie a tradução sem IA.',
  },
  slug_taken: {
    en: 'Another article in this language already uses this slug. Choose another one.',
    pt: 'Outro artigo neste idioma já usa este slug. Escolha outro.',
  },
  slug_editors_only: {
    en: 'Only an editor can choose an article’s slug: an author’s slug follows the title.',
    pt: 'Só um editor pode escolher o slug de um artigo: o slug de um autor acompanha o título.',
  },
  not_awaiting_review: {
    en: 'This article is not waiting for review (its author has not submitted it, or it was already published or sent back).',
    pt: 'Este artigo não está aguardando revisão (o autor não o enviou, ou ele já foi publicado ou devolvido).',
  },
  concurrent_change: {
    en: 'Another change to these articles happened at the same time. Reload and try again.',
    pt: 'Outra alteração nestes artigos aconteceu ao mesmo tempo. Recarregue e tente novamente.',
  },
  not_your_article: {
    en: 'Authors can open and change only their own articles.',
    pt: 'Autores só podem abrir e alterar os próprios artigos.',
  },
  author_cannot_publish: {
    en: 'Authors cannot publish: save the article as a draft and submit it for review.',
    pt: 'Autores não podem publicar: salve o artigo como rascunho e envie para revisão.',
  },
  published_locked: {
    en: 'This article is published: only an editor can change or delete it.',
    pt: 'Este artigo está publicado: só um editor pode alterá-lo ou excluí-lo.',
  },
  content_required: {
    en: 'Fill in every required field before saving.',
    pt: 'Preencha todos os campos obrigatórios antes de salvar.',
  },
  revision_not_found: {
    en: 'This revision does not belong to this article (or no longer exists).',
    pt: 'Esta revisão não pertence a este artigo (ou não existe mais).',
  },
  revision_unusable: {
    en: 'This revision cannot be restored: its fields no longer pass today’s checks. Copy what you need from the comparison instead.',
    pt: 'Esta revisão não pode ser restaurada: seus campos não passam nas verificações atuais. Copie o que precisar a partir da comparação.',
  },
  not_a_translation: {
    en: 'This article is not a translation: only a translation can be updated from its original or marked up to date.',
    pt: 'Este artigo não é uma tradução: só uma tradução pode ser atualizada a partir do original ou marcada como em dia.',
  },
  translation_up_to_date: {
    en: 'This translation is up to date: its original’s title, meta description, body and products have not changed since.',
    pt: 'Esta tradução está em dia: o título, a meta descrição, o conteúdo e os produtos do original não mudaram desde então.',
  },
  translation_not_aligned: {
    en: 'The translation’s blocks no longer match its original’s (paragraphs or products were added, removed or merged in the translation). Update it by hand from the changes shown, then mark it up to date.',
    pt: 'Os blocos da tradução não correspondem mais aos do original (parágrafos ou produtos foram adicionados, removidos ou unidos na tradução). Atualize-a à mão a partir das alterações mostradas e marque como em dia.',
  },
  ai_translation_blocks: {
    en: 'The AI answered with a different number of blocks than it was sent (it dropped or added some). Nothing was changed: try again, or update the translation by hand.',
    pt: 'A IA respondeu com um número de blocos diferente do enviado (omitiu ou acrescentou alguns). Nada foi alterado: tente novamente ou atualize a tradução à mão.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ArticleErrorCode = keyof typeof MESSAGES;

export class ArticleError extends Error {
  override name = 'ArticleError';
  readonly messages: Record<Locale, string>;
  constructor(readonly code: ArticleErrorCode) {
    super(MESSAGES[code].en);
    this.messages = MESSAGES[code];
  }
}

export function articleError(code: ArticleErrorCode): ArticleError {
  return new ArticleError(code);
}
