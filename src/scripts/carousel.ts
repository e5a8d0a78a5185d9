/**
 * Carousels of server-rendered slides (embla-carousel, no framework): `[data-carousel]` holds a
 * `[data-carousel-viewport]` whose first child is the track, and optional
 * `[data-carousel-prev]` / `[data-carousel-next]` buttons. Before this runs the track scrolls
 * natively; once it runs the root gets `data-ready` and the carousel loops. A focused slide is
 * brought into view; from a slide, the arrow keys move focus to the next or previous one.
 * embla (about 8 KB) is fetched when a carousel first comes near the screen, not with the page,
 * so it is never part of the first paint (docs/decisions/038).
 */
import type EmblaCarouselType from 'embla-carousel';

function setUpCarousel(root: HTMLElement, EmblaCarousel: typeof EmblaCarouselType): void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]');
  if (!viewport) return;
  viewport.scrollLeft = 0;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const embla = EmblaCarousel(viewport, { loop: true, align: 'start', duration: reducedMotion ? 10 : 25 });
  root.dataset.ready = '';

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => embla.scrollPrev());
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => embla.scrollNext());
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const slides = embla.slideNodes();
    const current = slides.findIndex((slide) => slide.contains(document.activeElement));
    if (current === -1) {
      if (step > 0) embla.scrollNext();
      else embla.scrollPrev();
      return;
    }
    // From a slide, the arrows move focus along the loop; embla follows the focused slide.
    slides[(current + step + slides.length) % slides.length]?.querySelector<HTMLElement>('a, button')?.focus();
  });
}

export function setUpCarousels(): void {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-carousel]')].filter((root) => !('ready' in root.dataset));
  if (roots.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        const root = entry.target;
        observer.unobserve(root);
        void import('embla-carousel').then(({ default: EmblaCarousel }) => setUpCarousel(root, EmblaCarousel));
      }
    },
    { rootMargin: '300px 0px' },
  );
  for (const root of roots) observer.observe(root);
}
