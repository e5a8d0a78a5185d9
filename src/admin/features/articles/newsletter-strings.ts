/** The article editor's newsletter card (issue 28): mail this article to its language's newsletter when published. */
import { localized } from '../../lib/i18n.ts';

const pt = {
  title: 'Newsletter',
  toggle: 'Enviar à newsletter ao publicar',
  hint: (language: string) =>
    `Ao publicar, o título, o resumo e o link do artigo vão aos inscritos da newsletter em ${language}, uma vez só, quando a página estiver no ar.`,
  off: 'Este artigo não será enviado à newsletter.',
  sent: 'Já enviado à newsletter: cada artigo é enviado uma vez só.',
  publishedWithout: 'Publicado sem envio à newsletter: só a primeira publicação envia.',
  newArticle: 'Ao publicar, este artigo vai à newsletter do seu idioma. Para não enviar, salve-o como rascunho e desligue o envio aqui.',
  loading: 'Carregando a opção da newsletter…',
  loadError: 'Não foi possível ler a opção da newsletter.',
  saved: (on: boolean): string => (on ? 'O artigo será enviado à newsletter ao publicar.' : 'O artigo não será enviado à newsletter.'),
  saveError: 'Não foi possível salvar a opção da newsletter.',
  languages: { pt: 'português', en: 'inglês' } as Record<string, string>,
};
const en: typeof pt = {
  title: 'Newsletter',
  toggle: 'Send to the newsletter on publish',
  hint: (language: string) =>
    `On publishing, the article's title, summary and link go to the subscribers of the ${language} newsletter, once, when the page is live.`,
  off: 'This article will not be sent to the newsletter.',
  sent: 'Already sent to the newsletter: each article is sent once only.',
  publishedWithout: 'Published without a newsletter send: only the first publish sends.',
  newArticle:
    'On publishing, this article goes to its language’s newsletter. To not send it, save it as a draft and turn sending off here.',
  loading: 'Loading the newsletter option…',
  loadError: 'The newsletter option could not be read.',
  saved: (on: boolean): string =>
    on ? 'The article will be sent to the newsletter on publish.' : 'The article will not be sent to the newsletter.',
  saveError: 'The newsletter option could not be saved.',
  languages: { pt: 'Portuguese', en: 'English' },
};
export const ARTICLE_NEWSLETTER_STRINGS = localized({ pt, en });
