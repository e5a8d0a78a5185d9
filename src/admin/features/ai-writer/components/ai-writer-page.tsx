/**
 * /admin/ia-redatora: generate an article from a niche and a theme, read and copy it, and
 * store it as a draft by 'IA Redatora', in the language it was written in, to finish in the
 * article editor.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import PageHeader from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { isComplete, useGenerateArticle, type ArticleLanguage, type GeneratedArticle } from '../api/generate-article.ts';
import { useSaveDraft } from '../api/save-draft.ts';
import type { CategoryKey } from '../../../../lib/categories.ts';
import { AI_WRITER_STRINGS as S } from '../strings.ts';
import GenerateForm, { type GenerateRequest } from './generate-form.tsx';
import GeneratedResult from './generated-result.tsx';

export default function AiWriterPage() {
  const generate = useGenerateArticle();
  const save = useSaveDraft();
  const [result, setResult] = useState<{ article: GeneratedArticle; nicho: CategoryKey; idioma: ArticleLanguage } | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // Counts generated results; each new one moves focus to its heading once it is on the page.
  const [shownResults, setShownResults] = useState(0);

  useEffect(() => {
    if (shownResults === 0) return;
    // After the commit, so the heading exists: a frame callback could run before React renders.
    const heading = resultRef.current?.querySelector<HTMLElement>('h2');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [shownResults]);

  const onGenerate = (request: GenerateRequest) => {
    generate.mutate(request, {
      onSuccess: (article) => {
        if (!isComplete(article)) {
          toast.error(S.invalidAnswer);
          return;
        }
        setResult({ article, nicho: request.nicho, idioma: request.idioma });
        setSavedId(null);
        setShownResults((count) => count + 1);
        toast.success(S.generated);
      },
      onError: (error) => toast.error(S.generateError, { description: errorMessage(error) }),
    });
  };

  const onSave = () => {
    if (!result || !isComplete(result.article)) {
      toast.error(S.saveNeedsResult);
      return;
    }
    const { article, nicho, idioma } = result;
    save.mutate(
      { idioma, titulo: article.titulo, categoria: nicho, meta_descricao: article.meta_descricao, conteudo_html: article.conteudo_html },
      {
        onSuccess: (saved) => {
          setSavedId(saved.id);
          toast.success(S.saved, { description: S.savedText });
        },
        onError: (error) => toast.error(S.saveError, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <GenerateForm busy={generate.isPending} onGenerate={onGenerate} />
      <div ref={resultRef}>
        {result && <GeneratedResult article={result.article} saving={save.isPending} savedId={savedId} onSave={onSave} />}
      </div>
    </>
  );
}
