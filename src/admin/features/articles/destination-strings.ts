/** The article editor's product form: its destinations per store (issue 29). Both languages. */
import { localized } from '../../lib/i18n.ts';

const pt = {
  destinationsInEditor: 'Destinos por loja',
  destinationsInEditorLead:
    'Para onde o link /go/ deste produto leva cada país. Os destinos são salvos à parte, na hora, e não dependem do botão de salvar o artigo.',
  saveArticleFirst: 'Salve o artigo para definir os destinos por loja deste produto.',
  editorsOnly: 'Só editores e administradores definem os destinos por loja.',
};

const en: typeof pt = {
  destinationsInEditor: 'Destinations per store',
  destinationsInEditorLead:
    "Where this product's /go/ link sends each country. Destinations are saved on their own, at once, not by the article's save button.",
  saveArticleFirst: "Save the article to set this product's destinations per store.",
  editorsOnly: 'Only editors and administrators set destinations per store.',
};

export const PRODUCT_DESTINATION_STRINGS = localized({ pt, en });
