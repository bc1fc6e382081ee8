import { type PairContrast } from '@dekka/contracts/restaurant-look';
import { useTranslation } from '../../../lib/translation';

/**
 * Each pair a diner reads, its ratio and whether it passes, in words (never colour alone). A
 * live region: changing a colour is followed by what it does to the pairs.
 */
export function ContrastList(props: { results: PairContrast[] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="look-contrast" aria-labelledby="look-contrast-title">
      <h2 id="look-contrast-title">{t('staff.settings.look.contrastTitle')}</h2>
      <p className="staff-page__muted">{t('staff.settings.look.contrastIntro')}</p>
      <ul className="look-contrast__list" aria-live="polite">
        {props.results.map(({ pair, ratio, passes }) => (
          <li key={pair.id} className={passes ? undefined : 'look-contrast__fail'}>
            <span>{t(`staff.settings.look.pairs.${pair.id}`)}</span>{' '}
            <strong>
              {t(passes ? 'staff.settings.look.passes' : 'staff.settings.look.fails', {
                ratio: format.format(Math.floor(ratio * 10) / 10),
              })}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
