/** Related affiliate products: rows numbered 'Produto n', each with an image by upload or URL. */
import { ARTICLE_LIMITS } from '../../../../lib/contracts/article.ts';
import { CARD_CLASS, INPUT_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField from '../../../components/form-field.tsx';
import Icon from '../../../components/icons.tsx';
import { UPLOAD_ACCEPT } from '../../../lib/uploads.ts';
import { cleanPriceText, type ProductRow } from '../lib/article-form.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import FilePicker from '../../../components/file-picker.tsx';
import ProductDestinationsSection from './product-destinations-section.tsx';
import type { ArticleEditor } from './use-article-editor.ts';

function ProductFields({ row, index, editor }: { row: ProductRow; index: number; editor: ArticleEditor }) {
  const n = index + 1;
  const id = (field: string) => `product-${row.key}-${field}`;
  const file = editor.files.products[row.key] ?? null;
  const preview = editor.previews[row.key] ?? (row.image_url && !file ? row.image_url : '');
  const update = (patch: Partial<Omit<ProductRow, 'key'>>) => editor.products.update(row.key, patch);

  return (
    <li className="rounded-xl border border-line bg-paper p-4 sm:p-5">
      <div role="group" aria-labelledby={id('title')}>
        <div className="flex items-center justify-between gap-3">
          <h3 id={id('title')} className="text-lg text-brand-strong">
            {S.productN(n)}
          </h3>
          <button
            type="button"
            onClick={() => editor.products.remove(row.key)}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-accent transition-colors hover:bg-accent-soft"
          >
            <Icon name="trash" className="size-4" />
            <span className="sr-only sm:not-sr-only">{S.removeProduct(n)}</span>
          </button>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <FormField id={id('name')} label={S.productName}>
            <input
              id={id('name')}
              type="text"
              maxLength={ARTICLE_LIMITS.product.name}
              value={row.name}
              onChange={(event) => update({ name: event.target.value })}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField id={id('price')} label={S.productPrice}>
            <input
              id={id('price')}
              type="text"
              inputMode="decimal"
              placeholder="29.90"
              value={row.price}
              onChange={(event) => update({ price: cleanPriceText(event.target.value) })}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField id={id('description')} label={S.productDescription} className="sm:col-span-2">
            <textarea
              id={id('description')}
              rows={2}
              maxLength={ARTICLE_LIMITS.product.description}
              value={row.description}
              onChange={(event) => update({ description: event.target.value })}
              className={`${INPUT_CLASS} resize-y`}
            />
          </FormField>
          <FormField id={id('link')} label={S.productLink} className="sm:col-span-2">
            <input
              id={id('link')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={row.affiliate_link}
              onChange={(event) => update({ affiliate_link: event.target.value })}
              className={INPUT_CLASS}
            />
          </FormField>
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[6rem_minmax(0,1fr)] sm:items-start">
            <div className="grid size-24 place-items-center overflow-hidden rounded-xl bg-sand ring-1 ring-line">
              {preview ? (
                <img src={preview} alt="" className="size-full object-cover" />
              ) : (
                <Icon name="image" className="size-7 text-ink-soft" />
              )}
            </div>
            <div className="space-y-3">
              <FilePicker
                id={id('file')}
                label={`${S.productImageFile} · ${S.productN(n)}`}
                buttonText={file ? S.replaceFile : S.productImageFile}
                accept={UPLOAD_ACCEPT.products}
                file={file}
                onChoose={(chosen) => editor.products.chooseImage(row.key, chosen)}
              />
              <FormField id={id('image-url')} label={S.productImageUrl} hint={file ? S.productImageFileWins : undefined}>
                <input
                  id={id('image-url')}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={row.image_url}
                  onChange={(event) => update({ image_url: event.target.value })}
                  aria-describedby={file ? `${id('image-url')}-hint` : undefined}
                  className={INPUT_CLASS}
                />
              </FormField>
            </div>
          </div>
          <ProductDestinationsSection productId={row.id} productLabel={S.productN(n)} />
        </div>
      </div>
    </li>
  );
}

export default function ProductsCard({ editor }: { editor: ArticleEditor }) {
  const rows = editor.values.products;
  return (
    <section className={CARD_CLASS} aria-labelledby="products-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="products-title" className="text-h3 text-ink">
            {S.products}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{S.productsLead}</p>
        </div>
        <button type="button" className={`${SECONDARY_BUTTON} min-h-10 px-4 py-2 text-sm`} onClick={editor.products.add}>
          <Icon name="plus" className="size-4" />
          {S.addProduct}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-5 rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-soft">
          {S.noProducts}
        </p>
      ) : (
        <ol className="mt-5 space-y-4">
          {rows.map((row, index) => (
            <ProductFields key={row.key} row={row} index={index} editor={editor} />
          ))}
        </ol>
      )}
    </section>
  );
}
