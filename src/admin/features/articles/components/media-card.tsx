/**
 * Featured image, audio and video. A video is a file or an external YouTube/Vimeo link, never
 * both: choosing a file clears the link, typing a link clears the file, and the link field is
 * disabled while a file is set. Files upload when the article is saved.
 */
import { ARTICLE_LIMITS } from '../../../../lib/contracts/article.ts';
import { toEmbed } from '../../../../lib/video.ts';
import { CARD_CLASS, INPUT_CLASS } from '../../../components/field-styles.ts';
import FormField, { hintId } from '../../../components/form-field.tsx';
import { UPLOAD_ACCEPT } from '../../../lib/uploads.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import FilePicker from '../../../components/file-picker.tsx';
import type { ArticleEditor, MediaSlot } from './use-article-editor.ts';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-full px-3 py-1.5 text-sm font-semibold text-accent ring-1 ring-accent/30 transition-colors hover:bg-accent-soft"
    >
      {S.removeFile}
    </button>
  );
}

function MediaSlotField({
  editor,
  slot,
  label,
  hint,
  current,
  children,
}: {
  editor: ArticleEditor;
  slot: MediaSlot;
  label: string;
  hint?: string;
  current: string;
  children?: React.ReactNode;
}) {
  const file = editor.files[slot];
  const id = `article-media-${slot}`;
  return (
    <div>
      <p className="text-sm font-semibold text-ink" id={`${id}-label`}>
        {label}
      </p>
      {(file || current) && <div className="mt-2">{children}</div>}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <FilePicker
          id={id}
          label={label}
          buttonText={file || current ? S.replaceFile : S.chooseFile}
          accept={UPLOAD_ACCEPT[slot === 'featured' || slot === 'social' ? 'images' : slot === 'audio' ? 'audio' : 'videos']}
          file={file}
          onChoose={(chosen) => editor.chooseFile(slot, chosen)}
          describedBy={hint ? hintId(id) : undefined}
        />
        {(file || current) && <RemoveButton label={`${S.removeFile}: ${label}`} onClick={() => editor.removeMedia(slot)} />}
      </div>
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  );
}

/** `generatedCard`: the stored article's generated social card, shown while the editor has chosen no image of their own. */
export default function MediaCard({ editor, generatedCard = null }: { editor: ArticleEditor; generatedCard?: string | null }) {
  const { values, files, previews } = editor;
  const featuredSrc = previews.featured ?? (files.featured ? '' : values.imagem_destaque_url);
  const socialSrc = previews.social ?? (files.social ? '' : values.imagem_social_url);
  const hasVideoFile = Boolean(files.video || values.video_url);
  const link = values.video_link_externo.trim();
  const linkRecognised = !link || toEmbed(link) !== null;

  return (
    <section className={CARD_CLASS} aria-labelledby="media-title">
      <h2 id="media-title" className="text-h3 text-ink">
        {S.media}
      </h2>
      <div className="mt-5 space-y-6">
        <MediaSlotField
          editor={editor}
          slot="featured"
          label={S.featuredImage}
          current={values.imagem_destaque_url}
          hint={files.featured ? S.uploadedOnSave : undefined}
        >
          {featuredSrc && (
            <img src={featuredSrc} alt="" className="aspect-video w-full max-w-md rounded-xl object-cover ring-1 ring-line" />
          )}
        </MediaSlotField>

        <div>
          <MediaSlotField
            editor={editor}
            slot="social"
            label={S.socialImage}
            current={values.imagem_social_url}
            hint={files.social ? `${S.socialImageHint} ${S.uploadedOnSave}` : S.socialImageHint}
          >
            {socialSrc && (
              <img src={socialSrc} alt="" className="aspect-[40/21] w-full max-w-md rounded-xl object-cover ring-1 ring-line" />
            )}
          </MediaSlotField>
          {!files.social && !values.imagem_social_url && generatedCard && (
            <figure className="mt-3">
              <img
                src={generatedCard}
                alt={S.socialImageGenerated}
                data-testid="generated-social-card"
                className="aspect-[40/21] w-full max-w-md rounded-xl object-cover ring-1 ring-line"
              />
              <figcaption className="mt-1.5 text-sm text-ink-soft">{S.socialImageGenerated}</figcaption>
            </figure>
          )}
        </div>

        <MediaSlotField
          editor={editor}
          slot="audio"
          label={S.audio}
          current={values.audio_url}
          hint={files.audio ? S.uploadedOnSave : undefined}
        >
          {!files.audio && values.audio_url && (
            <audio controls preload="none" src={values.audio_url} className="w-full max-w-md" aria-label={S.currentFile} />
          )}
        </MediaSlotField>

        <div className="grid gap-5 border-t border-line pt-6 sm:grid-cols-2">
          <FormField id="article-video-titulo" label={S.videoTitle}>
            <input
              id="article-video-titulo"
              type="text"
              maxLength={ARTICLE_LIMITS.video_titulo}
              value={values.video_titulo}
              onChange={(event) => editor.setField('video_titulo', event.target.value)}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField id="article-video-descricao" label={S.videoDescription} className="sm:col-span-2">
            <textarea
              id="article-video-descricao"
              rows={2}
              maxLength={ARTICLE_LIMITS.video_descricao}
              value={values.video_descricao}
              onChange={(event) => editor.setField('video_descricao', event.target.value)}
              className={`${INPUT_CLASS} resize-y`}
            />
          </FormField>
        </div>

        <MediaSlotField
          editor={editor}
          slot="video"
          label={S.videoFile}
          current={values.video_url}
          hint={files.video ? `${S.videoMax} · ${S.uploadedOnSave}` : S.videoMax}
        >
          {!files.video && values.video_url && (
            <video
              controls
              preload="metadata"
              src={values.video_url}
              className="aspect-video w-full max-w-md rounded-xl bg-ink"
              aria-label={S.currentFile}
            />
          )}
        </MediaSlotField>

        <FormField
          id="article-video-link"
          label={S.videoExternal}
          hint={hasVideoFile ? S.videoExternalDisabled : linkRecognised ? undefined : S.videoExternalUnrecognised}
        >
          <input
            id="article-video-link"
            type="url"
            inputMode="url"
            placeholder={S.videoExternalPlaceholder}
            value={values.video_link_externo}
            disabled={hasVideoFile}
            onChange={(event) => editor.setExternalVideoLink(event.target.value)}
            aria-describedby={hasVideoFile || !linkRecognised ? hintId('article-video-link') : undefined}
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
    </section>
  );
}
