import type { SearchFilter } from '@dekka/contracts/search';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFiltersInUse } from '../api/get-filters-in-use';
import { DEFAULT_GUESTS, defaultSearchDateTime } from '../../../lib/search-time';
import { restaurantLocation, searchLocation } from '../model/search-params';
import { RestaurantCombobox } from './restaurant-combobox';
import { NearMeButton } from './near-me-button';
import { WhenFields } from './when-fields';
import './search.css';
import { renderNow } from '../../../lib/render-context';

/**
 * The home page's search: a restaurant chosen from the suggestions goes straight to its page;
 * otherwise the button (or Enter with no suggestion active) lists the results for the typed text
 * (`q`, docs/product.md, "Search"), the cuisine and the city, with party size and time. Without a
 * filter list (failed call) the form still searches all restaurants.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const filters = useFiltersInUse();
  const [text, setText] = useState('');
  const [when, setWhen] = useState(() => ({
    guests: DEFAULT_GUESTS,
    dateTime: defaultSearchDateTime(renderNow()),
  }));
  const [category, setCategory] = useState('');
  const [city, setCity] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen: SearchFilter[] = [];
    if (category) chosen.push({ id: Number(category), type: 'category' });
    if (city) chosen.push({ id: Number(city), type: 'city' });
    void navigate(searchLocation({ ...when, filters: chosen, q: text }));
  }

  return (
    <form className="home-search" aria-label={t('homeSearch.label')} onSubmit={onSubmit}>
      <div className="home-search__what">
        <RestaurantCombobox
          showLabel
          label={t('homeSearch.restaurant')}
          placeholder={t('homeSearch.restaurantPlaceholder')}
          inputClassName="field__control"
          text={text}
          onTextChange={setText}
          onChoose={(restaurant) =>
            void navigate(restaurantLocation(restaurant.slug, when.dateTime, when.guests))
          }
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          {t('homeSearch.cuisine')}
        </label>
        <select
          id={`${id}-category`}
          className="field__control"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{t('homeSearch.anyCuisine')}</option>
          {filters.data?.categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-city`}>
          {t('homeSearch.city')}
        </label>
        <select
          id={`${id}-city`}
          className="field__control"
          value={city}
          onChange={(event) => setCity(event.target.value)}
        >
          <option value="">{t('homeSearch.anyCity')}</option>
          {filters.data?.cities.map((region) => (
            <optgroup key={region.region} label={region.region}>
              {region.cities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <WhenFields guests={when.guests} dateTime={when.dateTime} onChange={setWhen} />
      <Button type="submit" className="home-search__submit">
        {t('homeSearch.submit')}
      </Button>
      <NearMeButton className="home-search__near" />
    </form>
  );
}
