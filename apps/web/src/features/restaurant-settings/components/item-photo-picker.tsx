import type { Language } from '@dekka/contracts/languages';
import type { StaffPhoto } from '@dekka/contracts/restaurant-photos';
import { Link } from 'react-router';
import { Photo } from '../../../components/photo';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { usePhotos } from '../api/photos-api';

/** The photo's own alt text in the page's language, else the restaurant's own, else any. */
function nameOf(photo: StaffPhoto, language: string, own: Language): string | undefined {
  const alt: Partial<Record<string, string>> = photo.alt;
  return alt[language] || alt[own] || Object.values(alt).find(Boolean);
}

/**
 * The item's photo, chosen from the restaurant's gallery (docs/decisions/044-ordering-setup.md):
 * radio buttons with a thumbnail each, named by the photo's alt text or its number, and "No
 * photo" first. Uploading stays on the photos page, which the picker links to.
 */
export function ItemPhotoPicker(props: {
  id: string;
  token: string;
  restaurantId: number;
  slug: string;
  own: Language;
  value: number | null;
  error?: TranslationKey;
  onChange: (photoId: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const photos = usePhotos(props.token, props.restaurantId);
  const gallery = photos.data?.gallery ?? [];
  const errorId = `${props.id}-error`;
  const name = `${props.id}-photo`;
  // A photo removed since the item was saved is not offered: the item then has none.
  const gone = photos.isSuccess && !gallery.some((photo) => photo.id === props.value);
  const chosen = gone ? null : props.value;
  return (
    <fieldset
      id={props.id}
      className="settings-group item-photos"
      tabIndex={-1}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend>{t('staff.settings.ordering.photo')}</legend>
      <p className="settings-field__hint">{t('staff.settings.ordering.photoHint')}</p>
      {props.error && (
        <p id={errorId} className="field__error">
          {t(props.error)}
        </p>
      )}
      <div className="item-photos__choices">
        <label className="item-photos__choice">
          <input
            type="radio"
            name={name}
            checked={chosen === null}
            onChange={() => props.onChange(null)}
          />
          <span className="item-photos__none" aria-hidden="true" />
          <span className="item-photos__label">{t('staff.settings.ordering.noPhoto')}</span>
        </label>
        {gallery.map((photo, index) => (
          <label key={photo.id} className="item-photos__choice">
            <input
              type="radio"
              name={name}
              checked={chosen === photo.id}
              onChange={() => props.onChange(photo.id)}
            />
            <Photo
              photo={{ ...photo, alt: '' }}
              alt=""
              sizes="8rem"
              className="item-photos__image"
            />
            <span className="item-photos__label">
              {nameOf(photo, i18n.language, props.own) ??
                t('staff.settings.photos.photoNumber', { number: index + 1 })}
            </span>
          </label>
        ))}
      </div>
      {photos.isSuccess && gallery.length === 0 && (
        <p className="settings-field__hint">{t('staff.settings.ordering.noPhotosYet')}</p>
      )}
      <p>
        <Link to={`/${props.slug}/settings/photos`}>{t('staff.settings.ordering.photosLink')}</Link>
      </p>
    </fieldset>
  );
}
