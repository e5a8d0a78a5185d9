/**
 * A product's destinations per store inside the article editor's product form (issue 29), with
 * the same editor as the Links de afiliado screen. Destinations hang on the saved product's id
 * (its /go/{id}), so a product not saved yet says to save the article first; they are saved on
 * their own, at once, apart from the article's save. Editors and administrators only, as the
 * API allows (docs/admin-api.md, Roles).
 */
import { useState } from 'react';
import ProductDestinations from '../../../components/product-destinations/destinations-editor.tsx';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { PRODUCT_DESTINATION_STRINGS as S } from '../destination-strings.ts';

export default function ProductDestinationsSection({ productId, productLabel }: { productId: string | undefined; productLabel: string }) {
  const member = useCurrentMember();
  const [open, setOpen] = useState(false);
  const canEdit = member?.role === 'admin' || member?.role === 'editor';
  if (!canEdit) return <p className="text-sm text-ink-soft sm:col-span-2">{S.editorsOnly}</p>;
  if (!productId) return <p className="text-sm text-ink-soft sm:col-span-2">{S.saveArticleFirst}</p>;
  return (
    <details className="sm:col-span-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand">
        {S.destinationsInEditor} · {productLabel}
      </summary>
      <p className="mt-2 text-sm text-ink-soft">{S.destinationsInEditorLead}</p>
      {/* Loaded when opened: a long article does not ask for every product's destinations. */}
      {open && <ProductDestinations id={productId} />}
    </details>
  );
}
