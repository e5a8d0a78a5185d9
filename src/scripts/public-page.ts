/**
 * The one script every public page loads (base-layout.astro). Each behaviour looks for its own
 * markup and does nothing where the page has none, so components carry no `<script>` of their
 * own: one module for the page instead of one per component and one per shared chunk (eight
 * requests on an article page, each one a round trip before the first paint on a phone;
 * docs/decisions/038). Page-specific code that is large (the home carousel) keeps its own.
 */
import { setUpChatLauncher } from '../islands/chat/launcher.ts';
import { startAnalytics, trackArticleView } from './analytics.ts';
import { watchImageFallbacks } from './image-fallback.ts';
import { setUpNewsletterForms } from './newsletter-signup.ts';
import { setUpVideoPlayers } from './video-player.ts';

/** An article page marks its `<article>` with `data-article-view` and the fields the event carries. */
function trackArticleOnPage(): void {
  const article = document.querySelector<HTMLElement>('[data-article-view]');
  if (!article?.dataset.articleView) return;
  trackArticleView({
    id: article.dataset.articleView,
    title: article.dataset.articleTitle ?? '',
    category: article.dataset.articleCategory ?? '',
  });
}

export function startPublicPage(): void {
  watchImageFallbacks();
  startAnalytics();
  trackArticleOnPage();
  setUpVideoPlayers();
  setUpChatLauncher();
  setUpNewsletterForms();
}
