import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { iframeSnippet } from '../model/look-form';

/** Puts the snippet on the clipboard; where the browser refuses, selects it for Ctrl+C instead. */
async function copy(textarea: HTMLTextAreaElement | null): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(textarea?.value ?? '');
    return 'copied';
  } catch {
    textarea?.select();
    return 'selected';
  }
}

/**
 * The code that puts the restaurant's booking page on its own site: an iframe of its page in
 * isolated mode. The origin is this page's own, so the snippet always points at this site.
 */
export function EmbedCode(props: { slug: string; restaurantName: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'copied' | 'selected' | null>(null);
  const snippet = iframeSnippet(
    window.location.origin,
    props.slug,
    t('staff.settings.look.iframeTitle', { restaurant: props.restaurantName }),
  );
  return (
    <section className="look-embed" aria-labelledby="look-embed-title">
      <h2 id="look-embed-title">{t('staff.settings.look.embedTitle')}</h2>
      <p className="staff-page__muted">{t('staff.settings.look.embedIntro')}</p>
      <div className="field">
        <label className="field__label" htmlFor="look-embed-iframe">
          {t('staff.settings.look.iframeLabel')}
        </label>
        <div className="field__frame">
          <textarea
            id="look-embed-iframe"
            className="field__input field__input--textarea look-embed__code"
            readOnly
            rows={4}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      </div>
      <div className="look-embed__actions">
        <Button
          variant="secondary"
          onClick={() => {
            void copy(document.querySelector<HTMLTextAreaElement>('#look-embed-iframe')).then(
              setStatus,
            );
          }}
        >
          {t('staff.settings.look.copy')}
        </Button>
        <p role="status" className="look-embed__status">
          {status === 'copied' && t('staff.settings.look.copied')}
          {status === 'selected' && t('staff.settings.look.selected')}
        </p>
      </div>
    </section>
  );
}
