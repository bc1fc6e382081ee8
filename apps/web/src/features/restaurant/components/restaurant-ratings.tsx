import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import type { PublishedComment } from '@dekka/contracts/survey';
import { RATING_DIMENSIONS } from '@dekka/contracts/survey-limits';
import { formatRating } from '../../../components/rating-summary';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { useRestaurantRatings } from '../api/get-restaurant-ratings';
import { formatVisitMonth } from '../model/visit-month';
import './restaurant-ratings.css';

/**
 * The restaurant's published ratings (docs/product.md, "Survey and ratings"): the average and
 * count, the four dimensions and the latest comments with the diner's first name, the month of
 * the visit and the restaurant's reply. Comments and replies are plain text, shown as text.
 * Nothing shows while they load or when there are none: the section sits last, so its arrival
 * moves nothing above it.
 */
export function RestaurantRatings({ restaurant }: { restaurant: RestaurantResponse }) {
  const { t, i18n } = useTranslation();
  const ratings = useRestaurantRatings(restaurant.id);
  if (ratings.isPending) return null;
  if (ratings.isError) {
    return (
      <section className="restaurant-section" aria-labelledby="ratings">
        <h2 id="ratings">{t('ratings.heading')}</h2>
        <Alert tone="error" title={t('ratings.loadError')}>
          <Button variant="secondary" onClick={() => void ratings.refetch()}>
            {t('ratings.retry')}
          </Button>
        </Alert>
      </section>
    );
  }
  if (ratings.data === null) return null;
  const { count, average, comments } = ratings.data;
  if (count === 0 || average === null) return null;
  return (
    <section className="restaurant-section restaurant-ratings" aria-labelledby="ratings">
      <h2 id="ratings">{t('ratings.heading')}</h2>
      <div className="restaurant-ratings__overall">
        <p className="restaurant-ratings__average">
          <span aria-hidden="true">
            {formatRating(average, i18n.language)}
            <span className="restaurant-ratings__scale"> {t('ratings.outOf')}</span>
          </span>
          <span className="visually-hidden">
            {t('ratings.label', { average: formatRating(average, i18n.language), count })}
          </span>
        </p>
        <p className="restaurant-ratings__count" aria-hidden="true">
          {t('ratings.count', { count })}
        </p>
      </div>
      <dl className="restaurant-ratings__dimensions">
        {RATING_DIMENSIONS.map((dimension) => {
          const value = ratings.data?.[dimension] ?? null;
          if (value === null) return null;
          return (
            <div key={dimension} className="restaurant-ratings__dimension">
              <dt>{t(`ratings.dimensions.${dimension}`)}</dt>
              <dd>
                <span className="restaurant-ratings__bar" aria-hidden="true">
                  <span style={{ width: `${(value / 5) * 100}%` }} />
                </span>
                <span>{formatRating(value, i18n.language)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="restaurant-ratings__verified">{t('ratings.verified')}</p>
      {comments.length > 0 && (
        <>
          <h3 className="restaurant-ratings__latest">{t('ratings.latest')}</h3>
          <ul className="rating-comments">
            {comments.map((comment) => (
              <RatingComment key={comment.id} comment={comment} restaurantName={restaurant.name} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RatingComment({
  comment,
  restaurantName,
}: {
  comment: PublishedComment;
  restaurantName: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="rating-comment">
      <p className="rating-comment__meta">
        <span className="rating-comment__name">{comment.firstName ?? t('ratings.guest')}</span>
        <span aria-hidden="true"> · </span>
        <span>{formatVisitMonth(comment.visitMonth, i18n.language)}</span>
        <span aria-hidden="true"> · </span>
        <span aria-hidden="true">★ {formatRating(comment.rating, i18n.language)}</span>
        <span className="visually-hidden">
          {t('ratings.commentRating', { average: formatRating(comment.rating, i18n.language) })}
        </span>
      </p>
      {/* Text, never HTML: React escapes it, and the line breaks the diner typed stay. */}
      <p className="rating-comment__text">{comment.comment}</p>
      {comment.reply && (
        <div className="rating-comment__reply">
          <p className="rating-comment__reply-from">
            {t('ratings.reply', { restaurant: restaurantName })}
          </p>
          <p className="rating-comment__text">{comment.reply}</p>
        </div>
      )}
    </li>
  );
}
