/**
 * The offline assistant: answers with the site's own published articles that a full-text
 * search found for the message. It never invents facts; it says it is working without a
 * model, and it says so plainly when nothing matched.
 */
import { CATEGORY_LABELS, CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import type { AssistantRequest } from '../provider.ts';

const TEXT = {
  en: {
    found: (n: number) =>
      n === 1
        ? 'I found an article on our site that matches what you asked:'
        : `I found ${n} articles on our site that match what you asked:`,
    none: 'I could not find an article on our site about that yet. Try other words, or browse a topic:',
    greeting:
      'Hi! Tell me what you are looking for (a recipe, saving money, a better morning routine…) and I will point you to our articles.',
    note: '(Offline assistant: I answer by searching our articles; no AI model is connected.)',
  },
  pt: {
    found: (n: number) =>
      n === 1
        ? 'Encontrei um artigo no site que combina com o que você perguntou:'
        : `Encontrei ${n} artigos no site que combinam com o que você perguntou:`,
    none: 'Ainda não encontrei um artigo no site sobre isso. Tente outras palavras ou navegue por um tema:',
    greeting: 'Olá! Conte o que você procura (uma receita, economizar dinheiro, uma rotina matinal melhor…) e eu indico nossos artigos.',
    note: '(Assistente offline: respondo buscando nos nossos artigos; nenhum modelo de IA está conectado.)',
  },
};

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|ol[áa]|oi|bom dia|boa (tarde|noite))[\s!.?]*$/i;

export function offlineAssistantReply({ message, articles, locale }: AssistantRequest): string {
  const text = TEXT[locale];
  if (GREETING.test(message)) return `${text.greeting}\n\n${text.note}`;
  if (articles.length === 0) {
    const topics = CATEGORY_KEYS.map((key) => CATEGORY_LABELS[locale][key]).join(', ');
    return `${text.none} ${topics}.\n\n${text.note}`;
  }
  const lines = articles.map((article) => `• ${article.titulo}: ${article.meta_descricao}`);
  return `${text.found(articles.length)}\n\n${lines.join('\n')}\n\n${text.note}`;
}
