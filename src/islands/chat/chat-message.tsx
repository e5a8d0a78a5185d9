/** One message of the site chat: the visitor's on the right, Cindy's on the left with her suggestions. */
import type { Locale } from '../../i18n/locales.ts';
import { articleUrl, foreignLanguageMark } from '../../lib/article-links.ts';
import { CATEGORY_LABELS, isCategoryKey } from '../../lib/categories.ts';
import type { ChatArticle, ChatMessage } from '../../lib/chat-conversation.ts';
import type { ChatStrings } from './chat-strings.ts';

interface Props {
  message: ChatMessage;
  locale: Locale;
  strings: ChatStrings;
}

export function ChatMessageView({ message, locale, strings }: Props) {
  const mine = message.role === 'user';
  const speaker = mine ? strings['chat.you'] : strings['chat.assistantName'];
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'} data-chat-message={message.role}>
      <div className={mine ? 'max-w-[85%]' : 'max-w-[92%]'}>
        <p
          className={
            mine
              ? 'rounded-2xl rounded-br-md bg-brand px-4 py-2.5 break-words whitespace-pre-line text-on-dark'
              : message.kind === 'error'
                ? 'rounded-2xl rounded-bl-md bg-accent-soft px-4 py-2.5 break-words whitespace-pre-line text-ink ring-1 ring-accent/20'
                : 'rounded-2xl rounded-bl-md bg-surface px-4 py-2.5 break-words whitespace-pre-line text-ink ring-1 ring-line'
          }
        >
          <span className="sr-only">{speaker}: </span>
          {message.content}
        </p>
        {message.articles && message.articles.length > 0 && (
          <nav aria-label={strings['chat.articles']} className="mt-2">
            <p className="eyebrow text-ink-soft" aria-hidden="true">
              {strings['chat.articles']}
            </p>
            <ul className="mt-1.5 space-y-1.5">
              {message.articles.map((article) => (
                <li key={article.id}>
                  <SuggestedArticle article={article} locale={locale} strings={strings} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {message.source === 'offline' && (
          <p className="mt-1.5 inline-flex items-center gap-1.5 rounded-full bg-sand px-2.5 py-0.5 text-xs text-ink-soft">
            <svg
              className="size-3.5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20" />
            </svg>
            {strings['chat.offline']}
          </p>
        )}
      </div>
    </li>
  );
}

/** A suggestion links to the article's own URL; one in the other language says so. */
function SuggestedArticle({ article, locale, strings }: { article: ChatArticle; locale: Locale; strings: ChatStrings }) {
  const idioma = article.idioma ?? locale;
  const foreign = foreignLanguageMark({ idioma }, locale);
  return (
    <a
      href={articleUrl({ slug: article.slug, idioma })}
      hrefLang={foreign?.hreflang}
      className="group flex items-start gap-2 rounded-xl bg-brand-soft px-3 py-2 text-sm font-semibold text-brand-strong no-underline transition-colors hover:bg-brand hover:text-on-dark"
    >
      <svg
        className="mt-0.5 size-4 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M5 4h10l4 4v12H5zM9 12h6M9 16h6" />
      </svg>
      <span className="min-w-0">
        <span lang={foreign?.lang}>{article.titulo}</span>
        <span className="block text-xs font-medium opacity-80">
          {isCategoryKey(article.categoria) ? CATEGORY_LABELS[locale][article.categoria] : null}
          {foreign ? (
            <span data-language-badge={idioma}>
              {isCategoryKey(article.categoria) ? ' · ' : null}
              {strings[foreign.badge]}
            </span>
          ) : null}
        </span>
      </span>
    </a>
  );
}
