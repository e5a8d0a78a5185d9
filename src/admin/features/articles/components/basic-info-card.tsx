/** Título, the slug of a published article (editors), idioma, categoria, meta descrição (n/160), autor and tempo de leitura. */
import { useState } from 'react';
import { CATEGORY_KEYS } from '../../../../lib/categories.ts';
import { categoryLabel } from '../../../lib/categories.ts';
import { ARTICLE_LIMITS, SLUG_PATTERN } from '../../../../lib/contracts/article.ts';
import { MAX_SLUG_LENGTH, slugify } from '../../../../lib/slug.ts';
import { CARD_CLASS, INPUT_CLASS } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, isContentLanguage } from '../../../lib/languages.ts';
import { publicArticlePath } from '../../../routes.ts';
import type { LinkedTranslation } from '../api/article-schemas.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { META_RECOMMENDED, isCategory } from '../lib/article-form.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import type { ArticleEditor } from './use-article-editor.ts';

interface Props {
  editor: ArticleEditor;
  fixedSlug?: string;
  /** The linked translation: while there is one, the language cannot change (it would be the translation's). */
  translation?: LinkedTranslation | null;
}

export default function BasicInfoCard({ editor, fixedSlug, translation }: Props) {
  const { values, setField, missing, showErrors } = editor;
  const errorFor = (field: (typeof missing)[number]) => (showErrors && missing.includes(field) ? S.fieldRequired : undefined);
  const metaLength = values.meta_descricao.length;
  const metaTone =
    metaLength === 0
      ? 'text-ink-soft'
      : metaLength >= META_RECOMMENDED.min && metaLength <= META_RECOMMENDED.max
        ? 'text-brand'
        : 'text-cat-dinheiro';
  const languageLocked = Boolean(translation);
  // Once published, only an editor moves an article (the server refuses an author's slug).
  const role = useCurrentMember()?.role;
  const slugEditable = Boolean(fixedSlug) && role !== undefined && role !== 'author';
  // The stored slug shows until the editor types; an emptied field keeps the stored one.
  const [slugTouched, setSlugTouched] = useState(false);
  const typedSlug = values.slug ?? '';
  const slugError = typedSlug.trim() && !SLUG_PATTERN.test(typedSlug.trim()) ? S.slugInvalid : undefined;
  // The address the save gives: a valid slug the editor typed, the stored one, or the title's.
  const slug =
    (slugEditable && typedSlug.trim() && !slugError ? typedSlug.trim() : fixedSlug) ?? (values.titulo.trim() ? slugify(values.titulo) : '');

  return (
    <section className={CARD_CLASS} aria-labelledby="basic-info-title">
      <h2 id="basic-info-title" className="text-h3 text-ink">
        {S.basicInfo}
      </h2>
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-6">
        <FormField
          id="article-titulo"
          label={S.title}
          required
          error={errorFor('titulo')}
          className="sm:col-span-4"
          hint={
            slug
              ? `${S.slugPreview}: ${publicArticlePath(slug, values.idioma)}${fixedSlug && !slugEditable ? ` · ${S.slugFixed}` : ''}`
              : undefined
          }
        >
          <input
            id="article-titulo"
            type="text"
            required
            maxLength={ARTICLE_LIMITS.titulo}
            value={values.titulo}
            placeholder={S.titlePlaceholder}
            onChange={(event) => setField('titulo', event.target.value)}
            aria-invalid={errorFor('titulo') ? true : undefined}
            aria-describedby={describedBy('article-titulo', Boolean(slug), Boolean(errorFor('titulo')))}
            className={INPUT_CLASS}
          />
        </FormField>
        {slugEditable && fixedSlug && (
          <FormField id="article-slug" label={S.slugLabel} className="sm:col-span-6" hint={S.slugHint} error={slugError}>
            <input
              id="article-slug"
              type="text"
              maxLength={MAX_SLUG_LENGTH}
              autoCapitalize="none"
              spellCheck={false}
              value={slugTouched ? typedSlug : typedSlug || fixedSlug}
              onChange={(event) => {
                setSlugTouched(true);
                setField('slug', event.target.value.toLowerCase());
              }}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={describedBy('article-slug', true, Boolean(slugError))}
              className={INPUT_CLASS}
            />
          </FormField>
        )}
        <FormField
          id="article-idioma"
          label={S.language}
          required
          className="sm:col-span-2"
          hint={languageLocked ? S.languageLocked : undefined}
        >
          <select
            id="article-idioma"
            required
            value={values.idioma}
            disabled={languageLocked}
            onChange={(event) => isContentLanguage(event.target.value) && setField('idioma', event.target.value)}
            aria-describedby={describedBy('article-idioma', languageLocked, false)}
            className={INPUT_CLASS}
          >
            {CONTENT_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="article-categoria" label={S.category} required error={errorFor('categoria')} className="sm:col-span-2">
          <select
            id="article-categoria"
            required
            value={values.categoria}
            onChange={(event) => isCategory(event.target.value) && setField('categoria', event.target.value)}
            aria-invalid={errorFor('categoria') ? true : undefined}
            aria-describedby={describedBy('article-categoria', false, Boolean(errorFor('categoria')))}
            className={`${INPUT_CLASS} ${values.categoria ? '' : 'text-ink-soft'}`}
          >
            {!values.categoria && (
              <option value="" disabled>
                {S.categoryPlaceholder}
              </option>
            )}
            {CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {categoryLabel(key)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="article-autor" label={S.author} className="sm:col-span-2">
          <input
            id="article-autor"
            type="text"
            maxLength={ARTICLE_LIMITS.autor}
            autoComplete="name"
            value={values.autor}
            onChange={(event) => setField('autor', event.target.value)}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField id="article-tempo" label={S.readingTime} className="sm:col-span-2">
          <input
            id="article-tempo"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={3}
            value={values.tempo_leitura}
            onChange={(event) => setField('tempo_leitura', event.target.value.replace(/\D/g, ''))}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          id="article-meta_descricao"
          label={S.meta}
          required
          hint={S.metaHint}
          error={errorFor('meta_descricao')}
          className="sm:col-span-6"
          aside={<span className={`text-sm font-semibold tabular-nums ${metaTone}`}>{S.metaCounter(metaLength)}</span>}
        >
          <textarea
            id="article-meta_descricao"
            required
            rows={3}
            value={values.meta_descricao}
            onChange={(event) => setField('meta_descricao', event.target.value)}
            aria-invalid={errorFor('meta_descricao') ? true : undefined}
            aria-describedby={describedBy('article-meta_descricao', true, Boolean(errorFor('meta_descricao')))}
            className={`${INPUT_CLASS} resize-y`}
          />
        </FormField>
      </div>
    </section>
  );
}
