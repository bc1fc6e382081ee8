import type { FloorPlanView, TablesSettingsResponse } from '@dekka/contracts/restaurant-tables';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useTablesChanges, useTablesSettings } from '../api/tables-api';
import { useConflictFlow } from '../hooks/use-conflict-flow';
import { ConflictDialog, type ConflictWording } from './conflict-dialog';
import { type SettingsAccess, SettingsFrame } from './settings-frame';
import { FloorLayoutEditor } from './floor-layout-editor';
import { CombinationForm, FloorPlanForm, TableForm } from './tables-forms';
import './tables.css';

/** /{restaurantSlug}/settings/tables: floor plans, their tables and combinations. */
export function TablesPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.tables.title')}>
      {(access) => <Tables {...access} />}
    </SettingsFrame>
  );
}

const TABLE_WORDING: ConflictWording = {
  title: 'staff.settings.tables.conflict.title',
  intro: 'staff.settings.tables.conflict.intro',
  keepExplained: 'staff.settings.tables.conflict.keepTable',
  keep: 'staff.settings.tables.conflict.keep',
};
const COMBINATION_WORDING: ConflictWording = {
  ...TABLE_WORDING,
  keepExplained: 'staff.settings.tables.conflict.keepCombination',
};

/** The one form open on the page: null id adds, a number changes that row. */
type Editing =
  | { kind: 'plan'; id: number | null }
  | { kind: 'table' | 'combination'; id: number | null; floorPlanId: number }
  | null;

const planHeading = (id: number) => `floor-plan-${id}`;

function Tables({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const query = useTablesSettings(token, restaurant.restaurantId);
  const changes = useTablesChanges(token, restaurant.restaurantId);
  const flow = useConflictFlow();
  const [editing, setEditing] = useState<Editing>(null);
  const [note, setNote] = useState('');
  const [wording, setWording] = useState(TABLE_WORDING);
  // Where the focus goes once a form closes or a row is gone (the control that was there is not).
  const focusId = useRef<string | null>(null);
  const setFocusId = (id: string) => {
    focusId.current = id;
  };

  // After every render: once no form is open and the element is there, it takes the focus.
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
  const data: TablesSettingsResponse = query.data;
  const saving = Object.values(changes).some((mutation) => mutation.isPending);
  const refused = flow.failure?.refused ?? [];

  const open = (next: NonNullable<Editing>, opener: string) => {
    setNote('');
    setEditing(next);
    setFocusId(opener);
  };
  const close = () => setEditing(null);
  /** Saves a form's change; closed and announced once saved. */
  const save = (send: () => Promise<unknown>) =>
    flow.save(send, () => {
      close();
      setNote(t('staff.settings.saved'));
    });

  const isEditing = (kind: 'plan' | 'table' | 'combination', id: number | null, plan?: number) =>
    editing?.kind === kind &&
    editing.id === id &&
    (plan === undefined || ('floorPlanId' in editing && editing.floorPlanId === plan));

  function removeTable(plan: FloorPlanView, id: number, name: string) {
    setNote('');
    setWording(TABLE_WORDING);
    flow.save(async (keepBookings) => {
      const { outcome } = await changes.removeTable.mutateAsync({ id, keepBookings });
      setNote(
        outcome === 'offline'
          ? t('staff.settings.tables.tableOffline', { name })
          : t('staff.settings.tables.tableRemoved', { name }),
      );
      setFocusId(planHeading(plan.id));
    });
  }

  function removeCombination(plan: FloorPlanView, id: number, name: string) {
    setNote('');
    setWording(COMBINATION_WORDING);
    flow.save(async (keepBookings) => {
      await changes.removeCombination.mutateAsync({ id, keepBookings });
      setNote(t('staff.settings.tables.combinationRemoved', { name }));
      setFocusId(planHeading(plan.id));
    });
  }

  function removeFloorPlan(id: number) {
    setNote('');
    flow.save(async () => {
      await changes.removeFloorPlan.mutateAsync(id);
      setNote(t('staff.settings.saved'));
      setFocusId('add-floor-plan');
    });
  }

  const plans = data.floorPlans.map((plan) => ({ id: plan.id, name: plan.name }));

  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.tables.intro')}</p>
      <div aria-live="polite">
        {flow.failure && refused.length === 0 && (
          <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>
        )}
      </div>
      <p role="status" className="staff-page__note">
        {note}
      </p>
      {data.floorPlans.length === 0 && <p>{t('staff.settings.tables.none')}</p>}
      {data.floorPlans.map((plan) => {
        const removable = plan.tables.length === 0 && plan.menus === 0;
        return (
          <section
            key={plan.id}
            className="settings-section"
            aria-labelledby={planHeading(plan.id)}
          >
            {isEditing('plan', plan.id) ? (
              <FloorPlanForm
                initial={plan.name}
                saving={saving}
                refused={refused}
                onSave={(body) =>
                  save(() => changes.renameFloorPlan.mutateAsync({ id: plan.id, body }))
                }
                onCancel={close}
              />
            ) : (
              <div className="settings-plan__head">
                <h2 id={planHeading(plan.id)} tabIndex={-1}>
                  {plan.name}
                </h2>
                <span className="settings-days__actions">
                  <Button
                    id={`rename-plan-${plan.id}`}
                    variant="secondary"
                    onClick={() => open({ kind: 'plan', id: plan.id }, `rename-plan-${plan.id}`)}
                  >
                    {t('staff.settings.tables.renameFloorPlan', { name: plan.name })}
                  </Button>
                  {removable && (
                    <Button variant="secondary" onClick={() => removeFloorPlan(plan.id)}>
                      {t('staff.settings.tables.removeFloorPlan', { name: plan.name })}
                    </Button>
                  )}
                </span>
              </div>
            )}
            {!removable && (
              <p className="settings-field__hint">
                {plan.tables.length > 0
                  ? t('staff.settings.tables.floorPlanHasTables')
                  : t('staff.settings.tables.floorPlanHasMenus')}
              </p>
            )}

            <h3>{t('staff.settings.tables.tablesTitle')}</h3>
            {plan.tables.length === 0 ? (
              <p>{t('staff.settings.tables.noTables')}</p>
            ) : (
              <ul className="settings-days">
                {plan.tables.map((table) => (
                  <li key={table.id}>
                    {isEditing('table', table.id) ? (
                      <TableForm
                        initial={table}
                        floorPlanId={plan.id}
                        floorPlans={plans}
                        saving={saving}
                        refused={refused}
                        onSave={(body) =>
                          save(() => changes.changeTable.mutateAsync({ id: table.id, body }))
                        }
                        onCancel={close}
                      />
                    ) : (
                      <>
                        <span>
                          <strong>{table.name}</strong> ·{' '}
                          {t('staff.settings.tables.seats', {
                            min: table.minGuests,
                            max: table.maxGuests,
                          })}
                          {!table.bookableOnline && ` · ${t('staff.settings.tables.notBookable')}`}
                        </span>
                        <span className="settings-days__actions">
                          <Button
                            id={`change-table-${table.id}`}
                            variant="secondary"
                            onClick={() =>
                              open(
                                { kind: 'table', id: table.id, floorPlanId: plan.id },
                                `change-table-${table.id}`,
                              )
                            }
                          >
                            {t('staff.settings.tables.changeTable', { name: table.name })}
                          </Button>
                          <Button
                            variant="secondary"
                            onClick={() => removeTable(plan, table.id, table.name)}
                          >
                            {t('staff.settings.tables.removeTable', { name: table.name })}
                          </Button>
                        </span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {isEditing('table', null, plan.id) ? (
              <TableForm
                initial={null}
                floorPlanId={plan.id}
                floorPlans={plans}
                saving={saving}
                refused={refused}
                onSave={(body) => save(() => changes.addTable.mutateAsync(body))}
                onCancel={close}
              />
            ) : (
              <div>
                <Button
                  id={`add-table-${plan.id}`}
                  onClick={() =>
                    open({ kind: 'table', id: null, floorPlanId: plan.id }, `add-table-${plan.id}`)
                  }
                >
                  {t('staff.settings.tables.addTable', { floorPlan: plan.name })}
                </Button>
              </div>
            )}

            {plan.tables.length > 0 && (
              <>
                <h3>{t('staff.settings.tables.layout.title')}</h3>
                <FloorLayoutEditor
                  planId={plan.id}
                  planName={plan.name}
                  tables={plan.tables}
                  saving={saving}
                  savingThis={
                    changes.saveLayout.isPending && changes.saveLayout.variables.id === plan.id
                  }
                  onSave={(tables, done) =>
                    flow.save(
                      () => changes.saveLayout.mutateAsync({ id: plan.id, body: { tables } }),
                      () => {
                        setNote('');
                        done();
                      },
                    )
                  }
                />
              </>
            )}

            <h3>{t('staff.settings.tables.combinationsTitle')}</h3>
            <p className="staff-page__muted">{t('staff.settings.tables.combinationsIntro')}</p>
            {plan.combinations.length === 0 ? (
              <p>{t('staff.settings.tables.noCombinations')}</p>
            ) : (
              <ul className="settings-days">
                {plan.combinations.map((combination) => (
                  <li key={combination.id}>
                    {isEditing('combination', combination.id) ? (
                      <CombinationForm
                        initial={combination}
                        tables={plan.tables}
                        saving={saving}
                        refused={refused}
                        onSave={(body) =>
                          save(() =>
                            changes.changeCombination.mutateAsync({ id: combination.id, body }),
                          )
                        }
                        onCancel={close}
                      />
                    ) : (
                      <>
                        <span>
                          <strong>{combination.name}</strong> ·{' '}
                          {t('staff.settings.tables.seats', {
                            min: combination.minGuests,
                            max: combination.maxGuests,
                          })}
                          {!combination.bookableOnline &&
                            ` · ${t('staff.settings.tables.notBookable')}`}
                        </span>
                        <span className="settings-days__actions">
                          <Button
                            id={`change-combination-${combination.id}`}
                            variant="secondary"
                            onClick={() =>
                              open(
                                { kind: 'combination', id: combination.id, floorPlanId: plan.id },
                                `change-combination-${combination.id}`,
                              )
                            }
                          >
                            {t('staff.settings.tables.changeCombination', {
                              name: combination.name,
                            })}
                          </Button>
                          <Button
                            variant="secondary"
                            onClick={() =>
                              removeCombination(plan, combination.id, combination.name)
                            }
                          >
                            {t('staff.settings.tables.removeCombination', {
                              name: combination.name,
                            })}
                          </Button>
                        </span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {plan.tables.length < 2 ? (
              <p className="settings-field__hint">{t('staff.settings.tables.needTwoTables')}</p>
            ) : isEditing('combination', null, plan.id) ? (
              <CombinationForm
                initial={null}
                tables={plan.tables}
                saving={saving}
                refused={refused}
                onSave={(body) => save(() => changes.addCombination.mutateAsync(body))}
                onCancel={close}
              />
            ) : (
              <div>
                <Button
                  id={`add-combination-${plan.id}`}
                  onClick={() =>
                    open(
                      { kind: 'combination', id: null, floorPlanId: plan.id },
                      `add-combination-${plan.id}`,
                    )
                  }
                >
                  {t('staff.settings.tables.addCombination', { floorPlan: plan.name })}
                </Button>
              </div>
            )}
          </section>
        );
      })}
      {isEditing('plan', null) ? (
        <FloorPlanForm
          initial={null}
          saving={saving}
          refused={refused}
          onSave={(body) => save(() => changes.addFloorPlan.mutateAsync(body))}
          onCancel={close}
        />
      ) : (
        <div>
          <Button
            id="add-floor-plan"
            variant="secondary"
            onClick={() => open({ kind: 'plan', id: null }, 'add-floor-plan')}
          >
            {t('staff.settings.tables.addFloorPlan')}
          </Button>
        </div>
      )}
      <ConflictDialog {...flow.dialog} wording={wording} />
    </>
  );
}
