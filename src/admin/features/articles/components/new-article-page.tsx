/** /admin/novo-artigo: write a new article; after a save the form starts empty again. */
import { useState } from 'react';
import { toast } from 'sonner';
import PageHeader from '../../../components/page-header.tsx';
import { emptyArticleForm } from '../lib/article-form.ts';
import { draftKey } from '../lib/local-draft.ts';
import { formatScheduled } from '../lib/schedule-time.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import ArticleForm from './article-form.tsx';
import { useArticleEditor } from './use-article-editor.ts';
import { useLocalDraft } from './use-local-draft.ts';

export default function NewArticlePage() {
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
      } else if (saved.status === 'publicado') toast.success(S.publishedToast, { description: S.publishedText });
      else toast.success(S.draftToast, { description: S.draftText });
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
