/**
 * The chat assistant suggests only what matches (issue 22, point 5): a question on each sample
 * topic gets that topic's article first and nothing unrelated; a question that matches nothing
 * specific (nonsense, or only words every question has) gets no suggestion, offline and with
 * a model, whose prompt then lists no article either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChatReply } from '../../src/lib/chat-conversation.ts';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../support/chat-completions-server.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

interface Reply {
  message: string;
  relevantArticles: Array<{ titulo: string; categoria: string; idioma: string }>;
  source: string;
}

async function ask(ctx: TestContext, message: string, language: 'en' | 'pt' = 'en'): Promise<Reply> {
  const response = await ctx.app.request('/api/functions/chatbot-assistant', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, language }),
  });
  expect(response.status).toBe(200);
  const body = await json(response);
  expect(readChatReply(body)).toEqual(body);
  return body as Reply;
}

/** [question, language, the title every suggestion must be, in order]: one per sample topic. */
const ON_TOPIC: Array<[string, 'en' | 'pt', RegExp[]]> = [
  ['sleep better', 'en', [/Sleep Routine/]],
  ['How can I sleep better at night?', 'en', [/Sleep Routine/]],
  ['How do I build an emergency fund?', 'en', [/Emergency Fund/]],
  ['help me write a resume', 'en', [/Resume/]],
  ['password security', 'en', [/Password Managers/]],
  ['backup my phone photos', 'en', [/Phone Photos/]],
  ['too many notifications on my phone', 'en', [/Notifications/]],
  ['how to say no at work', 'en', [/Say No at Work/]],
  ['setting boundaries with family', 'en', [/Boundaries With Family/]],
  ['keeping friendships alive', 'en', [/Friendships/]],
  ['eat more vegetables', 'en', [/Vegetables/]],
  ['receita de pão caseiro', 'pt', [/Pão Caseiro/]],
  ['caminhada matinal para iniciantes', 'pt', [/Caminhada Matinal/]],
  ['orçamento familiar', 'pt', [/Orçamento Familiar/]],
];

const NOTHING_MATCHES = [
  'blorf zanquee wibble',
  'purple elephant quantum tuba',
  'How can I do it better?',
  'what are the football scores today',
  'receita de bolo de chocolate com morango',
];

describe('the assistant, offline', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  it('suggests the article of the question’s topic, and nothing unrelated', async () => {
    for (const [question, language, titles] of ON_TOPIC) {
      const reply = await ask(ctx, question, language);
      expect(
        reply.relevantArticles.map((article) => article.titulo),
        question,
      ).toEqual(titles.map((title) => expect.stringMatching(title)));
      expect(reply.relevantArticles.every((article) => article.idioma === language)).toBe(true);
    }
  });

  it('suggests nothing for a question that matches nothing, and says so', async () => {
    for (const question of NOTHING_MATCHES) {
      const language = /receita/.test(question) ? 'pt' : 'en';
      const reply = await ask(ctx, question, language);
      expect(reply.relevantArticles, question).toEqual([]);
      expect(reply.message).toMatch(language === 'pt' ? /Ainda não encontrei/ : /could not find an article/);
    }
  });
});

describe('the assistant, with a model', () => {
  let ctx: TestContext;
  let ai: ChatCompletionsServer;
  beforeAll(async () => {
    ai = await startChatCompletionsServer(() => ({ content: 'Here is what I found.' }));
    ctx = await createTestContext({ seed: true, env: { AI_BASE_URL: ai.url, AI_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await ctx.close();
    await ai.close();
  });

  it('hands the model only matching articles, and none for a nonsense question', async () => {
    const onTopic = await ask(ctx, 'sleep better');
    expect(onTopic.source).toBe('model');
    expect(onTopic.relevantArticles.map((article) => article.titulo)).toEqual([expect.stringMatching(/Sleep Routine/)]);
    const prompt = ai.requests.at(-1)!.body.messages[0]!.content;
    expect(prompt).toContain(onTopic.relevantArticles[0]!.titulo);
    expect(prompt).not.toMatch(/Resume/);

    const nonsense = await ask(ctx, 'purple elephant quantum tuba');
    expect(nonsense.source).toBe('model');
    expect(nonsense.relevantArticles).toEqual([]);
    expect(ai.requests.at(-1)!.body.messages[0]!.content).toContain('(no matching articles)');
  });
});
