/**
 * "Featured picks": the carousel variant of the affiliate products (embla), looping, with
 * previous and next buttons; 2 slides per view on phones, 3 on tablets, 4 on desktops, and
 * 4 skeletons while the feed loads. It shares the feed with the grid (products-store.ts).
 */
import { useStore } from '@nanostores/react';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { PRODUCT_SKELETONS, featuredProducts } from '../../lib/affiliate-products.ts';
import { fillString } from '../../lib/island-strings.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import type { ProductStrings } from './product-strings.ts';
import { $products, loadProducts } from './products-store.ts';

interface Props {
  locale: Locale;
  strings: ProductStrings;
  /** The id of the heading that names the carousel. */
  labelledBy: string;
}

const SLIDE = 'min-w-0 shrink-0 grow-0 basis-1/2 pl-4 sm:pl-6 md:basis-1/3 lg:basis-1/4';

function ArrowButton({
  direction,
  label,
  onClick,
  disabled,
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="grid size-12 place-items-center rounded-full bg-surface text-brand shadow-card ring-1 ring-line-strong transition-colors hover:bg-brand hover:text-on-dark disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-surface disabled:hover:text-brand"
      data-carousel-button={direction}
    >
      <svg
        className="size-5"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

export default function ProductCarousel({ locale, strings, labelledBy }: Props) {
  const state = useStore($products);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });

  useEffect(() => {
    void loadProducts(locale, strings['products.errorFallback']);
  }, [locale, strings]);

  const featured = state.status === 'ready' ? featuredProducts(state.products) : [];

  // New slides after loading: embla measures them again.
  useEffect(() => {
    embla?.reInit();
  }, [embla, featured.length]);

  // Nothing to feature: the grid below shows the error or the empty state.
  if (state.status !== 'loading' && featured.length === 0) return null;

  return (
    // A group, not a second landmark: the page's section around it already has the same name.
    <div
      role="group"
      aria-roledescription={strings['products.carousel.role']}
      aria-labelledby={labelledBy}
      className="relative"
      data-product-carousel
    >
      <div className="mb-5 flex justify-end gap-3">
        <ArrowButton
          direction="prev"
          label={strings['products.carousel.previous']}
          onClick={() => embla?.scrollPrev()}
          disabled={!embla || state.status !== 'ready'}
        />
        <ArrowButton
          direction="next"
          label={strings['products.carousel.next']}
          onClick={() => embla?.scrollNext()}
          disabled={!embla || state.status !== 'ready'}
        />
      </div>
      <div ref={viewportRef} className="-my-4 overflow-hidden py-4" aria-busy={state.status === 'loading' || undefined}>
        <div className="-ml-4 flex touch-pan-y sm:-ml-6">
          {state.status === 'loading'
            ? Array.from({ length: PRODUCT_SKELETONS.carousel }, (_, index) => (
                <div key={index} className={SLIDE}>
                  <ProductCardSkeleton />
                </div>
              ))
            : featured.map((product, index) => (
                <div
                  key={`${product.Link} ${product.Nome}`}
                  className={SLIDE}
                  role="group"
                  aria-roledescription={strings['products.carousel.slideRole']}
                  aria-label={fillString(strings['products.carousel.slide'], { index: index + 1, total: featured.length })}
                  data-carousel-slide={index}
                >
                  <ProductCard product={product} strings={strings} />
                </div>
              ))}
        </div>
      </div>
    </div>
  );
}
