import { SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import type { AltTexts, PhotoKind, StaffPhoto } from '@dekka/contracts/restaurant-photos';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/languages';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { usePhotoChanges, usePhotos } from '../api/photos-api';
import { SaveButton } from '../form-kit/save-button';
import { type SettingsAccess, SettingsFrame } from './settings-frame';
import './photos.css';

// The same limits the server keeps (contracts restaurant-photos.ts); here only to answer at once.
const MAX_BYTES = 15 * 1024 * 1024;
const GALLERY_MAX = 24;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** /{restaurantSlug}/settings/photos: the cover, the logo and the gallery, with alt texts. */
export function PhotosPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.photos.title')}>
      {(access) => <Photos {...access} />}
    </SettingsFrame>
  );
}

/** What to tell the owner about a refused upload. */
function uploadErrorKey(error: unknown): TranslationKey {
  const code = error instanceof ApiError ? error.code : '';
  const status = error instanceof ApiError ? error.status : 0;
  if (code === 'photo_heic') return 'staff.settings.photos.errors.heic';
  if (code === 'photo_too_large' || status === 413) return 'staff.settings.photos.errors.tooLarge';
  if (code === 'photo_too_many_pixels') return 'staff.settings.photos.errors.tooManyPixels';
  if (code === 'gallery_full') return 'staff.settings.photos.errors.galleryFull';
  if (code === 'photo_unsupported_type' || status === 415) {
    return 'staff.settings.photos.errors.notImage';
  }
  return 'staff.settings.photos.errors.failed';
}

/** A refusal known before sending: a HEIC by its name or type, or a file too large. */
function refusedAtOnce(file: File): TranslationKey | null {
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type)) {
    return 'staff.settings.photos.errors.heic';
  }
  if (file.size > MAX_BYTES) return 'staff.settings.photos.errors.tooLarge';
  return null;
}

/** What became of the last upload or removal, said at the field it came from. */
type Notice = { kind: PhotoKind; tone: 'error' | 'done'; key: TranslationKey };

function Photos({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const photos = usePhotos(token, restaurant.restaurantId);
  const changes = usePhotoChanges(token, restaurant.restaurantId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<{
    kind: PhotoKind;
    fraction: number;
    /** The chosen file, shown while it goes up (an object URL, revoked once it has). */
    preview: string;
  } | null>(null);

  if (photos.isError) return <StaffLoadFailed onRetry={() => void photos.refetch()} />;
  if (!photos.data) return <StaffLoading />;
  const { cover, logo, gallery } = photos.data;

  const upload = (kind: PhotoKind, file: File) => {
    const refused = refusedAtOnce(file);
    if (refused) {
      setNotice({ kind, tone: 'error', key: refused });
      return;
    }
    setNotice(null);
    const preview = URL.createObjectURL(file);
    setProgress({ kind, fraction: 0, preview });
    changes.upload.mutate(
      { kind, file, onProgress: (fraction) => setProgress({ kind, fraction, preview }) },
      {
        onSuccess: () => setNotice({ kind, tone: 'done', key: 'staff.settings.photos.uploaded' }),
        onError: (error) => setNotice({ kind, tone: 'error', key: uploadErrorKey(error) }),
        onSettled: () => {
          setProgress(null);
          URL.revokeObjectURL(preview);
        },
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = gallery.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    changes.order.mutate(ids);
  };

  const remove = (id: number) => {
    setNotice(null);
    changes.remove.mutate(id, {
      onSuccess: () =>
        setNotice({ kind: 'gallery', tone: 'done', key: 'staff.settings.photos.removed' }),
      onError: () =>
        setNotice({ kind: 'gallery', tone: 'error', key: 'staff.settings.photos.errors.failed' }),
    });
  };

  const busy = progress !== null;
  const uploadField = (kind: PhotoKind, label: TranslationKey, disabled = false) => (
    <UploadField
      kind={kind}
      label={t(label)}
      disabled={busy || disabled}
      progress={progress?.kind === kind ? progress : null}
      notice={notice?.kind === kind ? notice : null}
      onFile={(file) => upload(kind, file)}
    />
  );

  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.photos.intro')}</p>

      <section className="settings-section photos-section" aria-labelledby="photos-cover">
        <h2 id="photos-cover">{t('staff.settings.photos.cover')}</h2>
        <p className="staff-page__muted">{t('staff.settings.photos.coverHint')}</p>
        {cover ? (
          <PhotoCard
            photo={cover}
            label={t('staff.settings.photos.cover')}
            token={token}
            restaurantId={restaurant.restaurantId}
          />
        ) : (
          <p>{t('staff.settings.photos.none')}</p>
        )}
        {uploadField('cover', 'staff.settings.photos.uploadCover')}
      </section>

      <section className="settings-section photos-section" aria-labelledby="photos-logo">
        <h2 id="photos-logo">{t('staff.settings.photos.logo')}</h2>
        <p className="staff-page__muted">{t('staff.settings.photos.logoHint')}</p>
        {logo ? (
          <PhotoCard
            photo={logo}
            label={t('staff.settings.photos.logo')}
            token={token}
            restaurantId={restaurant.restaurantId}
          />
        ) : (
          <p>{t('staff.settings.photos.none')}</p>
        )}
        {uploadField('logo', 'staff.settings.photos.uploadLogo')}
      </section>

      <section className="settings-section photos-section" aria-labelledby="photos-gallery">
        <h2 id="photos-gallery">{t('staff.settings.photos.gallery')}</h2>
        <p className="staff-page__muted">{t('staff.settings.photos.galleryHint')}</p>
        {gallery.length === 0 ? (
          <p>{t('staff.settings.photos.none')}</p>
        ) : (
          <ol className="photos-gallery">
            {gallery.map((photo, index) => {
              const number = index + 1;
              return (
                <li key={photo.id}>
                  <PhotoCard
                    photo={photo}
                    label={t('staff.settings.photos.photoNumber', { number })}
                    token={token}
                    restaurantId={restaurant.restaurantId}
                  >
                    <div className="photos-actions">
                      <Button
                        variant="secondary"
                        disabled={index === 0 || changes.order.isPending}
                        onClick={() => move(index, -1)}
                        aria-label={t('staff.settings.photos.moveEarlier', { number })}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={index === gallery.length - 1 || changes.order.isPending}
                        onClick={() => move(index, 1)}
                        aria-label={t('staff.settings.photos.moveLater', { number })}
                      >
                        ↓
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={changes.remove.isPending}
                        onClick={() => remove(photo.id)}
                        aria-label={t('staff.settings.photos.removeLabel', { number })}
                      >
                        {t('staff.settings.photos.remove')}
                      </Button>
                    </div>
                  </PhotoCard>
                </li>
              );
            })}
          </ol>
        )}
        {uploadField(
          'gallery',
          'staff.settings.photos.uploadGallery',
          gallery.length >= GALLERY_MAX,
        )}
      </section>
    </>
  );
}

function UploadField(props: {
  kind: PhotoKind;
  label: string;
  disabled: boolean;
  progress: { fraction: number; preview: string } | null;
  notice: Notice | null;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { notice } = props;
  const describedBy = [
    props.kind === 'gallery' ? null : `${id}-hint`,
    notice?.tone === 'error' ? `${id}-notice` : null,
  ].filter(Boolean);
  return (
    <div className="photos-upload">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={props.disabled}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-invalid={notice?.tone === 'error' ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) still uploads.
          event.currentTarget.value = '';
          if (file) props.onFile(file);
        }}
      />
      {props.kind !== 'gallery' && (
        <p id={`${id}-hint`} className="settings-field__hint">
          {t('staff.settings.photos.replaceHint')}
        </p>
      )}
      {props.progress !== null && (
        <div role="status" className="photos-progress">
          <img
            className="photos-progress__preview"
            src={props.progress.preview}
            alt={t('staff.settings.photos.previewAlt')}
          />
          <progress
            value={props.progress.fraction}
            max={1}
            aria-label={t('staff.settings.photos.uploading')}
          />
          <span>{t('staff.settings.photos.uploading')}</span>
        </div>
      )}
      {/* The outcome where the owner chose the file, not at the top of the page. */}
      <div aria-live="polite" id={`${id}-notice`} className="photos-notice">
        {notice?.tone === 'error' && <Alert tone="error">{t(notice.key)}</Alert>}
        {notice?.tone === 'done' && <p className="staff-page__note">{t(notice.key)}</p>}
      </div>
    </div>
  );
}

/** A stored photo, small, with its alt texts to edit; `children` are the gallery's buttons. */
function PhotoCard(props: {
  photo: StaffPhoto;
  label: string;
  token: string;
  restaurantId: number;
  children?: ReactNode;
}) {
  const { photo } = props;
  const thumb =
    photo.variants.find((variant) => variant.format === 'webp' && variant.width >= 320) ??
    photo.variants.find((variant) => variant.format === 'webp');
  return (
    <div className="photos-card">
      {thumb && (
        <img
          className={photo.kind === 'logo' ? 'photos-card__logo' : 'photos-card__image'}
          src={thumb.url}
          alt={props.label}
          width={photo.width}
          height={photo.height}
        />
      )}
      <div className="photos-card__body">
        {props.children}
        <AltEditor
          photo={photo}
          label={props.label}
          token={props.token}
          restaurantId={props.restaurantId}
        />
      </div>
    </div>
  );
}

function AltEditor(props: {
  photo: StaffPhoto;
  label: string;
  token: string;
  restaurantId: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { changeAlt } = usePhotoChanges(props.token, props.restaurantId);
  const [alt, setAlt] = useState<AltTexts>(props.photo.alt);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    changeAlt.mutate({ id: props.photo.id, body: { alt } }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className="photos-alt" onSubmit={submit}>
      <fieldset>
        <legend>
          {t('staff.settings.photos.altTitle')} · {props.label}
        </legend>
        <p id={`${id}-hint`} className="settings-field__hint">
          {t('staff.settings.photos.altHint')}
        </p>
        {SUPPORTED_LANGUAGES.map((language) => (
          <div key={language} className="field photos-alt__field">
            <label className="field__label" htmlFor={`${id}-${language}`} lang={language}>
              {LANGUAGE_NAMES[language]}
            </label>
            <div className="field__frame">
              <input
                id={`${id}-${language}`}
                className="field__input"
                maxLength={300}
                aria-describedby={`${id}-hint`}
                value={alt[language] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setAlt((current) => ({ ...current, [language]: text }));
                }}
              />
            </div>
          </div>
        ))}
      </fieldset>
      <div className="photos-alt__save">
        <SaveButton label={t('staff.settings.photos.altSave')} saving={changeAlt.isPending} />
        <p role="status" className="staff-page__note">
          {saved && !changeAlt.isPending ? t('staff.settings.photos.altSaved') : ''}
        </p>
      </div>
      {changeAlt.isError && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
    </form>
  );
}
