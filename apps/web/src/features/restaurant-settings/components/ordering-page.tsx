import type {
  CateringPackageView,
  OrderingCategoryView,
  OrderingItemView,
  OrderingSetupResponse,
} from '@dekka/contracts/restaurant-ordering';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useOrderingChanges, useOrderingSetup } from '../api/ordering-api';
import { refusedOrderingErrors } from '../model/ordering-form';
import { CategoryForm, ItemForm, OrderingSettingsForm, PackageForm } from './ordering-forms';
import { type SettingsAccess, SettingsFrame } from './settings-frame';
import './tables.css';
import './menus.css';
import './ordering.css';

/**
 * /{restaurantSlug}/settings/ordering: how diners order food (takeaway, delivery, catering),
 * the kitchen's capacity and zones, the ordering menu and the catering packages.
 */
export function OrderingPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.ordering.title')}>
      {(access) => <OrderingSetup {...access} />}
    </SettingsFrame>
  );
}

/** The one form open on the page: a null id adds, a number changes that row. */
type Editing =
  | { kind: 'category'; id: number | null }
  | { kind: 'item'; id: number | null; categoryId: number }
  | { kind: 'package'; id: number | null }
  | null;

const same = (a: Editing, b: NonNullable<Editing>) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

function OrderingSetup({ token, restaurant }: SettingsAccess) {
  const { t, i18n } = useTranslation();
  const query = useOrderingSetup(token, restaurant.restaurantId);
  const changes = useOrderingChanges(token, restaurant.restaurantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [sentFrom, setSentFrom] = useState<Editing | 'settings'>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [note, setNote] = useState('');
  // A sold-out switch shows what was asked for while the change is on its way.
  const [asked, setAsked] = useState<Record<number, boolean>>({});
  const focusId = useRef<string | null>(null);

  useEffect(() => {
    if (!focusId.current || editing) return;
    const element = document.getElementById(focusId.current);
    if (element) {
      element.focus();
      focusId.current = null;
    }
  });

  if (query.isError) return <StaffLoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <StaffLoading />;
  const setup: OrderingSetupResponse = query.data;
  const own = setup.ownLanguage;
  const saving = Object.values(changes).some((mutation) => mutation.isPending);
  const reasons = refusedOrderingErrors(failure);
  const conflict = failure instanceof ApiError && failure.status === 409;
  const failed = failure !== null && !conflict && Object.keys(reasons).length === 0;
  const refusedFor = (from: Editing | 'settings') =>
    JSON.stringify(sentFrom) === JSON.stringify(from) ? reasons : {};
  const money = (minor: number) => formatMoney(minor, setup.currency, i18n.language);
  const access = { token, restaurantId: restaurant.restaurantId, slug: restaurant.slug };

  const open = (next: NonNullable<Editing>, opener: string) => {
    setNote('');
    setFailure(null);
    setEditing(next);
    focusId.current = opener;
  };
  const close = () => setEditing(null);
  /** Sends a change; the form closes and the page says so once it is saved. */
  function send(from: Editing | 'settings', run: () => Promise<unknown>, saved: string) {
    setSentFrom(from);
    setFailure(null);
    setNote('');
    run().then(
      () => {
        if (from !== 'settings') close();
        setNote(saved);
      },
      (error: unknown) => setFailure(error),
    );
  }

  function itemLine(item: OrderingItemView) {
    return [
      money(item.price),
      item.modes.map((mode) => t(`staff.settings.ordering.modeNames.${mode}`)).join(', '),
      item.optionGroups.length > 0
        ? t('staff.settings.ordering.groupsCount', { count: item.optionGroups.length })
        : '',
      item.availableFrom || item.availableTo
        ? `${item.availableFrom ?? ''}–${item.availableTo ?? ''}`
        : '',
      item.soldOut ? t('staff.settings.ordering.soldOutTag') : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }

  function itemRow(item: OrderingItemView) {
    const name = item.texts[own].name;
    if (same(editing, { kind: 'item', id: item.id, categoryId: item.categoryId })) {
      const from: Editing = { kind: 'item', id: item.id, categoryId: item.categoryId };
      return (
        <ItemForm
          setup={setup}
          initial={item}
          categoryId={item.categoryId}
          access={access}
          saving={saving}
          refused={refusedFor(from)}
          onSave={(body) =>
            send(
              from,
              () => changes.changeItem.mutateAsync({ id: item.id, body }),
              t('staff.settings.saved'),
            )
          }
          onCancel={close}
        />
      );
    }
    return (
      <>
        <span>
          <strong>{name}</strong> · {itemLine(item)}
        </span>
        <span className="settings-days__actions">
          <label className="settings-check ordering-sold-out">
            <input
              type="checkbox"
              checked={asked[item.id] ?? item.soldOut}
              disabled={saving}
              onChange={(event) => {
                const soldOut = event.target.checked;
                setAsked((current) => ({ ...current, [item.id]: soldOut }));
                send(
                  null,
                  () =>
                    changes.setSoldOut
                      .mutateAsync({ id: item.id, soldOut })
                      .finally(() => setAsked(({ [item.id]: _done, ...rest }) => rest)),
                  soldOut
                    ? t('staff.settings.ordering.nowSoldOut', { name })
                    : t('staff.settings.ordering.backOnMenu', { name }),
                );
              }}
            />
            {t('staff.settings.ordering.soldOutOf', { name })}
          </label>
          <Button
            id={`change-item-${item.id}`}
            variant="secondary"
            onClick={() =>
              open(
                { kind: 'item', id: item.id, categoryId: item.categoryId },
                `change-item-${item.id}`,
              )
            }
          >
            {t('staff.settings.ordering.change', { name })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              focusId.current = `category-${item.categoryId}`;
              send(
                null,
                () => changes.removeItem.mutateAsync(item.id),
                t('staff.settings.ordering.removed', { name }),
              );
            }}
          >
            {t('staff.settings.ordering.remove', { name })}
          </Button>
        </span>
      </>
    );
  }

  function categorySection(category: OrderingCategoryView) {
    const name = category.texts[own].name;
    const items = setup.items.filter((item) => item.categoryId === category.id);
    const heading = `category-${category.id}`;
    const addItem: NonNullable<Editing> = { kind: 'item', id: null, categoryId: category.id };
    return (
      <section key={category.id} className="settings-section card" aria-labelledby={heading}>
        {same(editing, { kind: 'category', id: category.id }) ? (
          <CategoryForm
            setup={setup}
            initial={category}
            saving={saving}
            refused={refusedFor({ kind: 'category', id: category.id })}
            onSave={(body) =>
              send(
                { kind: 'category', id: category.id },
                () => changes.changeCategory.mutateAsync({ id: category.id, body }),
                t('staff.settings.saved'),
              )
            }
            onCancel={close}
          />
        ) : (
          <div className="settings-plan__head">
            <h3 id={heading} tabIndex={-1}>
              {name}
            </h3>
            <span className="settings-days__actions">
              <Button
                id={`change-category-${category.id}`}
                variant="secondary"
                onClick={() =>
                  open({ kind: 'category', id: category.id }, `change-category-${category.id}`)
                }
              >
                {t('staff.settings.ordering.change', { name })}
              </Button>
              {items.length === 0 && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    focusId.current = 'ordering-menu-heading';
                    send(
                      null,
                      () => changes.removeCategory.mutateAsync(category.id),
                      t('staff.settings.ordering.removed', { name }),
                    );
                  }}
                >
                  {t('staff.settings.ordering.remove', { name })}
                </Button>
              )}
            </span>
          </div>
        )}
        {items.length === 0 ? (
          <p>{t('staff.settings.ordering.noItems')}</p>
        ) : (
          <ul className="settings-days">
            {items.map((item) => (
              <li key={item.id}>{itemRow(item)}</li>
            ))}
          </ul>
        )}
        {items.length > 0 && (
          <p className="staff-page__muted">{t('staff.settings.ordering.removeCategoryHint')}</p>
        )}
        {same(editing, addItem) ? (
          <ItemForm
            setup={setup}
            initial={null}
            categoryId={category.id}
            access={access}
            saving={saving}
            refused={refusedFor(addItem)}
            onSave={(body) =>
              send(addItem, () => changes.addItem.mutateAsync(body), t('staff.settings.saved'))
            }
            onCancel={close}
          />
        ) : (
          <div>
            <Button
              id={`add-item-${category.id}`}
              onClick={() => open(addItem, `add-item-${category.id}`)}
            >
              {t('staff.settings.ordering.addItem', { category: name })}
            </Button>
          </div>
        )}
      </section>
    );
  }

  function packageRow(pack: CateringPackageView) {
    const name = pack.texts[own].name;
    if (same(editing, { kind: 'package', id: pack.id })) {
      return (
        <PackageForm
          setup={setup}
          initial={pack}
          saving={saving}
          refused={refusedFor({ kind: 'package', id: pack.id })}
          onSave={(body) =>
            send(
              { kind: 'package', id: pack.id },
              () => changes.changePackage.mutateAsync({ id: pack.id, body }),
              t('staff.settings.saved'),
            )
          }
          onCancel={close}
        />
      );
    }
    return (
      <>
        <span>
          <strong>{name}</strong> ·{' '}
          {t('staff.settings.ordering.perPerson', { price: money(pack.pricePerPerson) })} ·{' '}
          {t('staff.settings.menus.guestsFrom', { count: pack.minGuests })}
        </span>
        <span className="settings-days__actions">
          <Button
            id={`change-package-${pack.id}`}
            variant="secondary"
            onClick={() => open({ kind: 'package', id: pack.id }, `change-package-${pack.id}`)}
          >
            {t('staff.settings.ordering.change', { name })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              focusId.current = 'add-package';
              send(
                null,
                () => changes.removePackage.mutateAsync(pack.id),
                t('staff.settings.ordering.removed', { name }),
              );
            }}
          >
            {t('staff.settings.ordering.remove', { name })}
          </Button>
        </span>
      </>
    );
  }

  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.ordering.intro')}</p>
      <div aria-live="polite">
        {failed && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
        {conflict && <Alert tone="error">{t('staff.settings.ordering.categoryHasItems')}</Alert>}
      </div>
      <p role="status" className="staff-page__note">
        {note}
      </p>

      <section
        className="settings-section menus-section"
        aria-labelledby="ordering-settings-heading"
      >
        <h2 id="ordering-settings-heading">{t('staff.settings.ordering.settingsTitle')}</h2>
        {setup.settings.paused && (
          <Alert tone="info">{t('staff.settings.ordering.pausedNow')}</Alert>
        )}
        <OrderingSettingsForm
          setup={setup}
          saving={changes.saveSettings.isPending}
          refused={refusedFor('settings')}
          onSave={(body) =>
            send(
              'settings',
              () => changes.saveSettings.mutateAsync(body),
              t('staff.settings.saved'),
            )
          }
        />
      </section>

      <section className="settings-section menus-section" aria-labelledby="ordering-menu-heading">
        <h2 id="ordering-menu-heading" tabIndex={-1}>
          {t('staff.settings.ordering.menuTitle')}
        </h2>
        <p className="staff-page__muted">{t('staff.settings.ordering.menuIntro')}</p>
        {setup.categories.length === 0 && <p>{t('staff.settings.ordering.noCategories')}</p>}
        {setup.categories.map((category) => categorySection(category))}
        {same(editing, { kind: 'category', id: null }) ? (
          <CategoryForm
            setup={setup}
            initial={null}
            saving={saving}
            refused={refusedFor({ kind: 'category', id: null })}
            onSave={(body) =>
              send(
                { kind: 'category', id: null },
                () => changes.addCategory.mutateAsync(body),
                t('staff.settings.saved'),
              )
            }
            onCancel={close}
          />
        ) : (
          <div>
            <Button
              id="add-category"
              onClick={() => open({ kind: 'category', id: null }, 'add-category')}
            >
              {t('staff.settings.ordering.addCategory')}
            </Button>
          </div>
        )}
      </section>

      <section
        className="settings-section menus-section"
        aria-labelledby="ordering-packages-heading"
      >
        <h2 id="ordering-packages-heading">{t('staff.settings.ordering.packagesTitle')}</h2>
        <p className="staff-page__muted">{t('staff.settings.ordering.packagesIntro')}</p>
        {setup.packages.length === 0 ? (
          <p>{t('staff.settings.ordering.noPackages')}</p>
        ) : (
          <ul className="settings-days">
            {setup.packages.map((pack) => (
              <li key={pack.id}>{packageRow(pack)}</li>
            ))}
          </ul>
        )}
        {same(editing, { kind: 'package', id: null }) ? (
          <PackageForm
            setup={setup}
            initial={null}
            saving={saving}
            refused={refusedFor({ kind: 'package', id: null })}
            onSave={(body) =>
              send(
                { kind: 'package', id: null },
                () => changes.addPackage.mutateAsync(body),
                t('staff.settings.saved'),
              )
            }
            onCancel={close}
          />
        ) : (
          <div>
            <Button
              id="add-package"
              onClick={() => open({ kind: 'package', id: null }, 'add-package')}
            >
              {t('staff.settings.ordering.addPackage')}
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
