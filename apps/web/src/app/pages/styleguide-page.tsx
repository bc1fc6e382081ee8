import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import { useId, useState, useSyncExternalStore } from 'react';
import { TextField } from '../../components/text-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { WhenPicker } from '../../components/when-picker';
import {
  TimeSlotButton,
  TimeSlotPlaceholder,
} from '../../features/restaurant/components/time-slot-button';
import { contrastGrade, contrastRatio, parseComputedColor } from '../../lib/contrast';
import { useTranslation } from '../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
// The shared field and slot styles live beside the pages that first needed them.
import '../../components/booking-form.css';
import '../../features/restaurant/components/restaurant.css';
import './styleguide-page.css';

/** The theme's colours, each with the colour its text is drawn in on it. */
const COLOUR_PAIRS: [background: string, text: string][] = [
  ['--color-primary', '--color-on-primary'],
  ['--color-primary-strong', '--color-on-primary'],
  ['--color-secondary', '--color-on-secondary'],
  ['--color-error', '--color-on-error'],
  ['--color-background', '--color-text'],
  ['--color-background', '--color-text-muted'],
  ['--color-surface', '--color-text'],
  ['--color-surface', '--color-primary'],
  ['--color-sand', '--color-text'],
];

const TYPE_SCALE = [
  '--text-sm',
  '--text-base',
  '--text-lg',
  '--text-xl',
  '--text-2xl',
  '--text-3xl',
];
const SPACING = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-7',
  '--space-8',
];

function slot(time: string, flags: Partial<TimeSuggestion>): TimeSuggestion {
  return {
    date: `2030-12-06T${time}:00Z`,
    localTime: `2030-12-06T${time}`,
    isAvailable: false,
    isTableAvailable: false,
    isEventAvailable: false,
    isWaitingListAvailable: false,
    eventIds: [],
    ...flags,
  };
}

const SLOTS = [
  slot('18:30', { isAvailable: true, isTableAvailable: true }),
  slot('19:00', { isWaitingListAvailable: true }),
  slot('19:30', {}),
];

/** The token's colour as the browser resolves it, with the theme in force. */
function resolvedColour(token: string) {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const colour = parseComputedColor(getComputedStyle(probe).color);
  probe.remove();
  return colour;
}

/** The theme is written onto <html>'s style (lib/theme.ts): a change there can change a ratio. */
function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

function ContrastLabel({ background, text }: { background: string; text: string }) {
  const { t } = useTranslation();
  const ratio = useSyncExternalStore(subscribeToTheme, () => {
    const [bg, fg] = [resolvedColour(background), resolvedColour(text)];
    // Rounded down to a tenth: the same number on every render, and never a grade it misses.
    return bg && fg ? Math.floor(contrastRatio(bg, fg) * 10) / 10 : null;
  });
  if (ratio === null) return <span>{t('styleguide.contrastUnknown')}</span>;
  return (
    <span>
      {t('styleguide.contrast', { ratio: ratio.toFixed(1), grade: contrastGrade(ratio) })}
    </span>
  );
}

/**
 * `/styleguide`: Dekka's design as it renders now, with the site's theme applied: colour tokens
 * with the contrast of their text, the type scale, spacing, and the shared components in their
 * states. A restaurant sees its brand colours here before it embeds the booking flow.
 */
export function StyleguidePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('styleguide.title')));
  const id = useId();
  const [modalOpen, setModalOpen] = useState(false);
  const [when, setWhen] = useState({ date: '2030-12-06', time: '19:00', guests: 2 });

  return (
    <div className="container page styleguide">
      <h1>{t('styleguide.title')}</h1>
      <p className="lead">{t('styleguide.lead')}</p>

      <section aria-labelledby={`${id}-colours`}>
        <h2 id={`${id}-colours`}>{t('styleguide.colours')}</h2>
        <ul className="styleguide__swatches">
          {COLOUR_PAIRS.map(([background, text]) => (
            <li key={`${background}${text}`} className="styleguide__swatch">
              <span
                className="styleguide__sample"
                style={{ background: `var(${background})`, color: `var(${text})` }}
              >
                Aa
              </span>
              <code>{text}</code>
              <code>{background}</code>
              <ContrastLabel background={background} text={text} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-type`}>
        <h2 id={`${id}-type`}>{t('styleguide.type')}</h2>
        {TYPE_SCALE.map((token) => (
          <p key={token} className="styleguide__type" style={{ fontSize: `var(${token})` }}>
            <code>{token}</code> {t('styleguide.typeSample')}
          </p>
        ))}
      </section>

      <section aria-labelledby={`${id}-spacing`}>
        <h2 id={`${id}-spacing`}>{t('styleguide.spacing')}</h2>
        <ul className="styleguide__spacing">
          {SPACING.map((token) => (
            <li key={token}>
              <span className="styleguide__bar" style={{ width: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-components`}>
        <h2 id={`${id}-components`}>{t('styleguide.components')}</h2>

        <h3>{t('styleguide.buttons')}</h3>
        <div className="styleguide__row">
          <Button>{t('styleguide.primary')}</Button>
          <Button variant="secondary">{t('styleguide.secondary')}</Button>
          <Button variant="ghost">{t('styleguide.ghost')}</Button>
          <Button disabled>{t('styleguide.disabled')}</Button>
          <Button aria-busy="true">
            <Spinner label={t('styleguide.busy')} />
          </Button>
        </div>

        <h3>{t('styleguide.fields')}</h3>
        <div className="styleguide__fields">
          <TextField id={`${id}-name`} label={t('styleguide.fieldLabel')} defaultValue="Guðrún" />
          <TextField
            id={`${id}-email`}
            label={t('styleguide.fieldWithError')}
            defaultValue="gudrun@"
            error="pages.complete.emailIsNotValid"
          />
        </div>

        <h3>{t('styleguide.picker')}</h3>
        <WhenPicker
          layout="panel"
          fields={['date', 'time', 'guests']}
          value={when}
          onChange={setWhen}
          labels={{
            date: t('slots.date'),
            time: t('slots.time'),
            guests: t('slots.guests'),
          }}
          maxGuests={12}
        />

        <h3>{t('styleguide.slots')}</h3>
        <ul className="styleguide__row styleguide__slots">
          {SLOTS.map((item) => (
            <li key={item.localTime}>
              <TimeSlotButton slot={item} starting={false} onClick={() => undefined} />
            </li>
          ))}
          <li>
            <TimeSlotButton
              slot={SLOTS[0] ?? slot('20:00', {})}
              starting
              onClick={() => undefined}
            />
          </li>
          <li>
            <TimeSlotButton
              slot={SLOTS[0] ?? slot('20:00', {})}
              starting={false}
              current
              onClick={() => undefined}
            />
          </li>
          <li>
            <TimeSlotPlaceholder />
          </li>
        </ul>

        <h3>{t('styleguide.alerts')}</h3>
        <div className="styleguide__stack">
          <Alert tone="info" title={t('styleguide.alertInfo')} />
          <Alert tone="success" title={t('styleguide.alertSuccess')} />
          <Alert tone="error" title={t('styleguide.alertError')}>
            <Button variant="secondary">{t('styleguide.retry')}</Button>
          </Alert>
        </div>

        <h3>{t('styleguide.loading')}</h3>
        <div className="styleguide__row">
          <Spinner label={t('styleguide.loading')} />
          <Spinner size="large" label={t('styleguide.loading')} />
          <span className="styleguide__skeleton" aria-hidden="true" />
        </div>

        <h3>{t('styleguide.dialog')}</h3>
        <Button variant="secondary" onClick={() => setModalOpen(true)}>
          {t('styleguide.openDialog')}
        </Button>
        <Modal open={modalOpen} title={t('styleguide.dialog')} onClose={() => setModalOpen(false)}>
          <p>{t('styleguide.dialogBody')}</p>
          <Button onClick={() => setModalOpen(false)}>{t('styleguide.close')}</Button>
        </Modal>
      </section>
    </div>
  );
}
