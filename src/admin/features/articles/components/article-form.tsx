/** The article form's layout: the fields on the left, actions and tips beside them. */
import ActionsCard from './actions-card.tsx';
import BasicInfoCard from './basic-info-card.tsx';
import ContentCard from './content-card.tsx';
import MediaCard from './media-card.tsx';
import ProductsCard from './products-card.tsx';
import TipsCard from './tips-card.tsx';
import type { ArticleEditor } from './use-article-editor.ts';

interface Props {
  editor: ArticleEditor;
  publishLabel: string;
  statusLine?: string;
  fixedSlug?: string;
}

export default function ArticleForm({ editor, publishLabel, statusLine, fixedSlug }: Props) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <BasicInfoCard editor={editor} fixedSlug={fixedSlug} />
        <ContentCard editor={editor} />
        <ProductsCard editor={editor} />
        <MediaCard editor={editor} />
      </div>
      <div className="space-y-6 xl:sticky xl:top-6">
        <ActionsCard editor={editor} publishLabel={publishLabel} statusLine={statusLine} />
        <TipsCard />
      </div>
    </form>
  );
}
