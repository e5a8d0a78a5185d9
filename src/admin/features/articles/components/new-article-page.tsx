/**
 * /admin/novo-artigo: write a new article; after a save the form starts empty again, and the
 * published toast leads to the new page and to the article in the editor.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import PageHeader from '../../../components/page-header.tsx';
import { editArticlePath, publicArticlePath } from '../../../routes.ts';
import { emptyArticleForm } from '../lib/article-form.ts';
import { draftKey } from '../lib/local-draft.ts';
import { formatScheduled } from '../lib/schedule-time.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import ArticleForm from './article-form.tsx';
import { useArticleEditor, type SavedArticle } from './use-article-editor.ts';
import { useLocalDraft } from './use-local-draft.ts';

/** The published toast's text and its two ways on: the page (a new tab) and the editor (in the back office). */
function PublishedText({ article, openEditor }: { article: SavedArticle; openEditor: (path: string) => void }) {
  const editor = editArticlePath(article.id);
  return (
    <>
      {S.publishedText}
      <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a href={publicArticlePath(article.slug, article.idioma)} target="_blank" rel="noopener" className="text-link font-semibold">
          {S.publishedPage}
          <span className="sr-only"> {S.previewNewTab}</span>
        </a>
        <a
          href={editor}
          className="text-link font-semibold"
          onClick={(event) => {
            event.preventDefault();
            openEditor(editor);
          }}
        >
          {S.publishedEditor}
        </a>
      </span>
    </>
  );
}

export default function NewArticlePage() {
  const navigate = useNavigate();
  const [baseline] = useState(emptyArticleForm);
  const storageKey = draftKey();
  const editor = useArticleEditor({
    initial: baseline,
    beforeSave: () => draft.saveNow(),
    onSaved: (saved) => {
      draft.discard();
      editor.reset();
      if (saved.status === 'agendado' && saved.data_publicacao) {
        toast.success(S.scheduledToast, { description: S.scheduledText(formatScheduled(saved.data_publicacao)) });
      } else if (saved.status === 'publicado') {
        const id = `published-${saved.id}`;
        toast.success(S.publishedToast, {
          id,
          description: (
            <PublishedText
              article={saved}
              openEditor={(path) => {
                toast.dismiss(id);
                void navigate(path);
              }}
            />
          ),
          // Time to reach a link from the keyboard (sonner pauses while the toast has focus or the pointer).
          duration: 15_000,
        });
      } else toast.success(S.draftToast, { description: S.draftText });
      window.scrollTo({ top: 0 });
      document.getElementById('article-titulo')?.focus();
    },
  });
  const draft = useLocalDraft({ storageKey, values: editor.values, baseline, onRestore: editor.replaceValues });

  return (
    <>
      <PageHeader title={S.newTitle} description={S.newLead} />
      <ArticleForm editor={editor} publishLabel={S.publish} />
    </>
  );
}
