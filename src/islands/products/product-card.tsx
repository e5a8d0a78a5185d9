/**
 * An affiliate product card: image (a placeholder when it fails), name, and a link to the
 * store in a new tab. Clicks are reported by src/scripts/analytics.ts through the
 * data-affiliate-product attribute.
 */
import { useState } from 'react';
import type { AffiliateProduct } from '../../lib/affiliate-products.ts';
import { PLACEHOLDER_PRODUCT_IMAGE, PRODUCT_IMAGE_SIZE } from '../../lib/site.ts';
import type { ProductStrings } from './product-strings.ts';

interface Props {
  product: AffiliateProduct;
  strings: ProductStrings;
  headingLevel?: 'h3' | 'h4';
}

export function ProductCard({ product, strings, headingLevel: Heading = 'h3' }: Props) {
  const [src, setSrc] = useState(product.Imagem || PLACEHOLDER_PRODUCT_IMAGE);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/70 transition-shadow duration-200 hover:shadow-lift">
      <div className="aspect-square bg-white p-3 sm:p-5">
        <img
          src={src}
          alt=""
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          onError={() => setSrc(PLACEHOLDER_PRODUCT_IMAGE)}
          className="size-full object-contain"
          data-product-image
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 border-t border-line p-3.5 sm:gap-4 sm:p-5">
        <Heading className="line-clamp-3 font-sans text-[0.9375rem] leading-snug font-semibold text-ink sm:text-base">
          {product.Nome}
        </Heading>
        <a
          href={product.Link}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className="btn btn-primary mt-auto min-h-11 w-full px-3 text-sm whitespace-nowrap sm:px-4 sm:text-[0.9375rem]"
          data-affiliate-product={product.Nome}
        >
          {strings['products.cta']}
          <span className="sr-only">
            “{product.Nome}” {strings['a11y.opensInNewTab']}
          </span>
          <svg
            className="hidden size-4 shrink-0 sm:block"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </a>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line/70"
      data-product-skeleton
      aria-hidden="true"
    >
      <div className="aspect-square animate-pulse bg-sand" />
      <div className="flex flex-1 flex-col gap-3 border-t border-line p-3.5 sm:p-5">
        <div className="h-4 w-4/5 animate-pulse rounded-full bg-sand" />
        <div className="h-4 w-1/2 animate-pulse rounded-full bg-sand" />
        <div className="mt-3 h-11 animate-pulse rounded-full bg-sand sm:h-12" />
      </div>
    </div>
  );
}
