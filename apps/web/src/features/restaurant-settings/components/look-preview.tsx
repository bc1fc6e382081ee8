import type { Theme } from '@dekka/contracts/settings';
import type { CSSProperties } from 'react';
import { themeCssVariables } from '../../../lib/theme';
import { useTranslation } from '../../../lib/translation';

/**
 * A small mock of the booking widget in the chosen colours. The theme's custom properties are set
 * on the preview's own element, so they reach only what is inside it and never the page around.
 * It is a picture of the widget: nothing in it can be used, so it is hidden from the tab order.
 */
export function LookPreview(props: { theme: Theme; restaurantName: string }) {
  const { t } = useTranslation();
  const style = themeCssVariables(props.theme) as CSSProperties;
  return (
    <figure className="look-preview" aria-labelledby="look-preview-caption">
      <figcaption id="look-preview-caption" className="look-preview__caption">
        {t('staff.settings.look.previewCaption')}
      </figcaption>
      <div className="look-preview__page" style={style} data-testid="look-preview">
        <div className="look-preview__card">
          <p className="look-preview__heading">{props.restaurantName}</p>
          <p className="look-preview__text">{t('staff.settings.look.previewText')}</p>
          <div className="look-preview__times">
            <span className="look-preview__time">18:00</span>
            <span className="look-preview__time look-preview__time--chosen">18:30</span>
          </div>
          <span className="look-preview__button">{t('staff.settings.look.previewButton')}</span>
          <p className="look-preview__error">{t('staff.settings.look.previewError')}</p>
        </div>
        <p className="look-preview__footer">{t('staff.settings.look.previewFooter')}</p>
      </div>
    </figure>
  );
}
