/**
 * The state of the article form and its save: typed values, files waiting to upload, their
 * previews, and the sequence of a save (required fields, uploads that warn and carry on, the
 * API call, then the toasts of the specification).
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { UnauthenticatedError } from '../../../lib/api-client.ts';
import { readAsDataUrl, uploadFile, type UploadKind } from '../../../lib/uploads.ts';
import { useSaveArticle } from '../api/save-article.ts';
import type { ArticleStatus } from '../api/article-schemas.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';
import {
  emptyArticleForm,
  missingRequired,
  newProductRow,
  toArticleInput,
  type ArticleFormValues,
  type ProductRow,
} from '../lib/article-form.ts';
import { createErrorText, updateErrorText } from '../lib/save-errors.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

export type MediaSlot = 'featured' | 'social' | 'audio' | 'video';

export interface PendingFiles {
  featured: File | null;
  social: File | null;
  audio: File | null;
  video: File | null;
  /** Product image files by row key. */
  products: Record<string, File>;
}

const NO_FILES: PendingFiles = { featured: null, social: null, audio: null, video: null, products: {} };

const SLOT_FIELD = { featured: 'imagem_destaque_url', social: 'imagem_social_url', audio: 'audio_url', video: 'video_url' } as const;
const SLOT_KIND: Record<MediaSlot, UploadKind> = { featured: 'images', social: 'images', audio: 'audio', video: 'videos' };
const SLOT_FAILURE: Record<MediaSlot, string> = {
  get featured() {
    return S.featuredUploadFailed;
  },
  get social() {
    return S.socialUploadFailed;
  },
  get audio() {
    return S.audioUploadFailed;
  },
  get video() {
    return S.videoUploadFailed;
  },
};

export interface SavedArticle {
  id: string;
  slug: string;
  idioma: ContentLanguage;
  status: ArticleStatus;
  data_publicacao?: string | null;
}

interface Options {
  articleId?: string;
  initial: ArticleFormValues;
  /** Called after a successful save, with what the server stored. */
  onSaved: (article: SavedArticle, status: ArticleStatus) => void;
  /** Before the uploads start: the local draft keeps what was typed. */
  beforeSave?: () => void;
}

export function useArticleEditor({ articleId, initial, onSaved, beforeSave }: Options) {
  const [values, setValues] = useState<ArticleFormValues>(initial);
  const [files, setFiles] = useState<PendingFiles>(NO_FILES);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<ArticleStatus | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const saveArticle = useSaveArticle();

  const setField = <K extends keyof ArticleFormValues>(field: K, value: ArticleFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const setPreview = (key: string, file: File | null) => {
    if (!file || !file.type.startsWith('image/')) {
      setPreviews(({ [key]: _gone, ...rest }) => rest);
      return;
    }
    void readAsDataUrl(file)
      .then((url) => setPreviews((current) => ({ ...current, [key]: url })))
      .catch(() => undefined);
  };

  const chooseFile = (slot: MediaSlot, file: File | null) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    if (slot === 'featured' || slot === 'social') setPreview(slot, file);
    // A video file and an external link exclude each other: the newest choice wins.
    if (slot === 'video' && file) setField('video_link_externo', '');
  };

  const removeMedia = (slot: MediaSlot) => {
    chooseFile(slot, null);
    setField(SLOT_FIELD[slot], '');
  };

  const setExternalVideoLink = (link: string) => {
    setValues((current) => ({ ...current, video_link_externo: link, video_url: link ? '' : current.video_url }));
    if (link) setFiles((current) => ({ ...current, video: null }));
  };

  const products = {
    add: () => setField('products', [...values.products, newProductRow()]),
    remove: (key: string) => {
      setValues((current) => ({ ...current, products: current.products.filter((row) => row.key !== key) }));
      setFiles(({ products: { [key]: _gone, ...rest }, ...current }) => ({ ...current, products: rest }));
      setPreview(key, null);
    },
    update: (key: string, patch: Partial<Omit<ProductRow, 'key'>>) =>
      setValues((current) => ({ ...current, products: current.products.map((row) => (row.key === key ? { ...row, ...patch } : row)) })),
    chooseImage: (key: string, file: File | null) => {
      setFiles((current) => {
        const { [key]: _old, ...rest } = current.products;
        return { ...current, products: file ? { ...rest, [key]: file } : rest };
      });
      setPreview(key, file);
    },
  };

  /** Replaces everything (a restored draft); chosen files cannot be restored and are dropped. */
  const replaceValues = (next: ArticleFormValues) => {
    setValues(next);
    setFiles(NO_FILES);
    setPreviews({});
  };

  const reset = () => replaceValues(emptyArticleForm());

  const missing = missingRequired(values);

  const save = async (status: ArticleStatus) => {
    if (busy) return;
    if (missing.length > 0) {
      setShowErrors(true);
      toast.error(S.requiredTitle, { description: S.requiredText });
      document.getElementById(`article-${missing[0]}`)?.focus();
      return;
    }
    beforeSave?.();
    setBusy(status);
    const next: ArticleFormValues = { ...values, products: values.products.map((row) => ({ ...row })) };
    const uploaded: Partial<PendingFiles> = {};
    const uploadedProducts: string[] = [];
    try {
      for (const slot of ['featured', 'social', 'audio', 'video'] as const) {
        const file = files[slot];
        if (!file) continue;
        try {
          next[SLOT_FIELD[slot]] = (await uploadFile(SLOT_KIND[slot], file)).publicUrl;
          if (slot === 'video') next.video_link_externo = '';
          uploaded[slot] = file;
        } catch (error) {
          if (error instanceof UnauthenticatedError) throw error;
          toast.warning(SLOT_FAILURE[slot], { description: articleId ? S.uploadWarningKeep : S.uploadWarningText });
        }
      }
      for (const [index, row] of next.products.entries()) {
        const file = files.products[row.key];
        if (!file) continue;
        try {
          row.image_url = (await uploadFile('products', file)).publicUrl;
          uploadedProducts.push(row.key);
        } catch (error) {
          if (error instanceof UnauthenticatedError) throw error;
          console.warn(`Product ${index + 1} image upload failed`, error);
          toast.warning(S.productUploadFailed(index + 1), { description: S.uploadWarningText });
        }
      }
      // What uploaded stays uploaded, even if the save below fails.
      setValues(next);
      setFiles((current) => ({
        featured: uploaded.featured ? null : current.featured,
        social: uploaded.social ? null : current.social,
        audio: uploaded.audio ? null : current.audio,
        video: uploaded.video ? null : current.video,
        products: Object.fromEntries(Object.entries(current.products).filter(([key]) => !uploadedProducts.includes(key))),
      }));

      const article = await saveArticle.mutateAsync({ id: articleId, input: toArticleInput(next, status) });
      setShowErrors(false);
      onSaved(article, status);
    } catch (error) {
      if (articleId) {
        toast.error(S.saveErrorTitle, { description: updateErrorText(error) });
      } else {
        toast.error(S.createErrorTitle, { description: createErrorText(error) });
        toast(S.tipTitle, { description: S.tipText });
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    values,
    setField,
    files,
    previews,
    chooseFile,
    removeMedia,
    setExternalVideoLink,
    products,
    replaceValues,
    reset,
    missing,
    showErrors,
    busy,
    save,
  };
}

export type ArticleEditor = ReturnType<typeof useArticleEditor>;
