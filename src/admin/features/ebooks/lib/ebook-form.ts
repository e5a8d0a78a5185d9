/**
 * The ebook form's values, its checks and the body sent to the server. The checks are the
 * server's own (the contract's schema, src/lib/contracts/ebook.ts), with the catalogue's
 * English messages, as the specification gives them and as this screen is written.
 */
import { $adminLocale } from '../../../lib/i18n.ts';
import { fieldMessage } from '../../../../lib/contracts/field-messages.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';
import { ebookInputSchema, type Ebook, type EbookInput } from '../api/ebook-schema.ts';

export interface EbookFormValues {
  title: string;
  description: string;
  interactive_link: string;
  display_order: string;
  is_active: boolean;
  /** null: shown in both languages. */
  idioma: ContentLanguage | null;
}

export type EbookFormErrors = Partial<Record<keyof EbookFormValues, string>>;

export const NEW_EBOOK: EbookFormValues = {
  title: '',
  description: '',
  interactive_link: '',
  display_order: '0',
  is_active: true,
  idioma: null,
};

export function ebookValues(ebook: Ebook): EbookFormValues {
  return {
    title: ebook.title,
    description: ebook.description,
    interactive_link: ebook.interactive_link,
    display_order: String(ebook.display_order),
    is_active: ebook.is_active,
    idioma: ebook.idioma,
  };
}

/** Empty means the default 0. */
export function parseDisplayOrder(raw: string): number | null {
  if (raw.trim() === '') return 0;
  const value = Number(raw.trim());
  return Number.isInteger(value) ? value : null;
}

export function validateEbook(values: EbookFormValues): EbookFormErrors {
  const parsed = ebookInputSchema.safeParse({ ...values, display_order: values.display_order.trim() });
  const errors: EbookFormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof EbookFormValues;
    if (field in values) errors[field] ??= fieldMessage(issue.message, $adminLocale.get());
  }
  return errors;
}

export function ebookInput(values: EbookFormValues, coverImageUrl: string | null): EbookInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    interactive_link: values.interactive_link.trim(),
    display_order: parseDisplayOrder(values.display_order) ?? 0,
    is_active: values.is_active,
    idioma: values.idioma,
    cover_image_url: coverImageUrl,
  };
}

/** The cover input takes PNG, JPG and WEBP; anything else gets the specification's alert. */
export function isCoverImage(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}
