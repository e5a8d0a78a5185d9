/** The article body (required), in the rich-text editor. */
import { CARD_CLASS } from '../../../components/field-styles.ts';
import { errorId } from '../../../components/form-field.tsx';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import RichTextEditor from './rich-text-editor.tsx';
import type { ArticleEditor } from './use-article-editor.ts';

export default function ContentCard({ editor }: { editor: ArticleEditor }) {
  const invalid = editor.showErrors && editor.missing.includes('conteudo_html');
  return (
    <section className={CARD_CLASS} aria-labelledby="content-title">
      <h2 id="content-title" className="text-h3 text-ink">
        <label htmlFor="article-conteudo_html">{S.content}</label>
        <span className="ml-0.5 text-accent" aria-hidden="true">
          *
        </span>
      </h2>
      <div className="mt-4">
        <RichTextEditor
          id="article-conteudo_html"
          value={editor.values.conteudo_html}
          onChange={(html) => editor.setField('conteudo_html', html)}
          invalid={invalid}
          describedBy={invalid ? errorId('article-conteudo_html') : undefined}
        />
        {invalid && (
          <p id={errorId('article-conteudo_html')} className="mt-1.5 text-sm font-medium text-accent">
            {S.fieldRequired}
          </p>
        )}
      </div>
    </section>
  );
}
