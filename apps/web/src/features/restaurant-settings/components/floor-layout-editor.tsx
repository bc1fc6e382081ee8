import {
  type Cell,
  FLOOR_GRID,
  shapeWidth,
  TABLE_SHAPES,
  type TableShape,
} from '@dekka/contracts/floor-plan-grid';
import type { FloorPlanLayoutRequest, TableView } from '@dekka/contracts/restaurant-tables';
import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { SaveButton, SavedNote } from '../form-kit/save-button';
import {
  cellAtPoint,
  changedTables,
  type Edits,
  isMoveKey,
  type LaidTable,
  laidOut,
  moveByKey,
  type Outcome,
  place,
  type Refusal,
  reshape,
  withEdit,
} from '../model/floor-layout';

/** Pixels a pointer moves before a press becomes a drag (a shorter press selects). */
const DRAG_THRESHOLD = 6;

type Drag = {
  id: number;
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  /** Cells of the table left of where it was grabbed (a long table grabbed by its right half). */
  grabbedCell: number;
  moved: boolean;
};

export const layoutTableId = (planId: number, tableId: number) =>
  `layout-${planId}-table-${tableId}`;

/**
 * A floor plan's layout (docs/decisions/076-floor-plan-layout.md): the plan's grid with its
 * tables drawn by shape, name and seats, and a tray of the tables not placed yet. A table is
 * placed by dragging it (pointer events: mouse, pen and touch alike) or by selecting it and
 * tapping a cell; the arrow keys move the focused table a cell (from the tray: onto the first
 * free cell). A refused drop or move leaves the table where it was and says why. Edits stay on
 * this page until the plan's Save sends them at once; Undo forgets them.
 */
export function FloorLayoutEditor(props: {
  planId: number;
  planName: string;
  tables: TableView[];
  /** Any change of the tables on its way: nothing else is sent meanwhile. */
  saving: boolean;
  /** This plan's layout on its way. */
  savingThis: boolean;
  /** Sends the changed tables; `done` runs once they are saved. */
  onSave: (tables: FloorPlanLayoutRequest['tables'], done: () => void) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [edits, setEdits] = useState<Edits>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [news, setNews] = useState<{ text: string; refused: boolean }>({
    text: '',
    refused: false,
  });
  const [saved, setSaved] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  /** The table whose button takes the focus after the next render (it moved to the grid). */
  const focusNext = useRef<number | null>(null);
  /** A drag ends in a click on the same button: that click must not also select. */
  const dragEnded = useRef(false);

  const tables = laidOut(props.tables, edits);
  const changed = changedTables(props.tables, edits);
  const unsaved = changed.length > 0;
  const onPlan = tables.filter((table) => table.spot !== null);
  const inTray = tables.filter((table) => table.spot === null);
  const chosen = tables.find((table) => table.id === selected) ?? null;

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(layoutTableId(props.planId, focusNext.current))?.focus();
    focusNext.current = null;
  });

  const where = (spot: Cell) =>
    t('staff.settings.tables.layout.cell', { x: spot.x + 1, y: spot.y + 1 });
  const refusalText = (refusal: Refusal) =>
    refusal.reason === 'occupied'
      ? t('staff.settings.tables.layout.occupied', { name: refusal.by })
      : t('staff.settings.tables.layout.offGrid');

  /** Applies an outcome: the edits and what happened, or why not (the table stays). */
  function apply(table: LaidTable, outcome: Outcome, focus = false) {
    if ('refusal' in outcome) {
      setNews({
        text: t('staff.settings.tables.layout.refused', {
          name: table.name,
          reason: refusalText(outcome.refusal),
        }),
        refused: true,
      });
      return;
    }
    setEdits(outcome.edits);
    setSaved(false);
    if (focus && table.spot === null) focusNext.current = table.id;
    setNews({
      text: outcome.spot
        ? t('staff.settings.tables.layout.moved', { name: table.name, cell: where(outcome.spot) })
        : t('staff.settings.tables.layout.toTray', { name: table.name }),
      refused: false,
    });
  }

  function select(table: LaidTable) {
    const next = selected === table.id ? null : table.id;
    setSelected(next);
    setNews({
      text: next
        ? t('staff.settings.tables.layout.selected', { name: table.name })
        : t('staff.settings.tables.layout.unselected', { name: table.name }),
      refused: false,
    });
  }

  function onKeyDown(event: KeyboardEvent, table: LaidTable) {
    if (!isMoveKey(event.key)) return;
    event.preventDefault();
    setSelected(table.id);
    apply(table, moveByKey(tables, edits, table.id, event.key), true);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, table: LaidTable) {
    if (event.button !== 0 || props.saving) return;
    const box = event.currentTarget.getBoundingClientRect();
    const cells = table.spot ? shapeWidth(table.shape) : 1;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      id: table.id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      dy: 0,
      grabbedCell: Math.min(
        cells - 1,
        Math.floor(((event.clientX - box.left) / box.width) * cells),
      ),
      moved: false,
    });
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    const moved = drag.moved || Math.hypot(dx, dy) > DRAG_THRESHOLD;
    setDrag({ ...drag, dx, dy, moved });
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>, table: LaidTable) {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    if (!drag.moved) return;
    dragEnded.current = true;
    const grid = gridRef.current?.getBoundingClientRect();
    if (!grid) return;
    const spot = cellAtPoint({ x: event.clientX, y: event.clientY }, grid, drag.grabbedCell);
    setSelected(table.id);
    apply(table, place(tables, edits, table.id, spot));
  }

  function onClick(table: LaidTable) {
    if (dragEnded.current) {
      dragEnded.current = false;
      return;
    }
    select(table);
  }

  /** A tap on the grid itself (not on a table) puts the selected table on that cell. */
  function onGridClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || !chosen) return;
    const spot = cellAtPoint(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
    );
    apply(chosen, place(tables, edits, chosen.id, spot));
  }

  function choose(shape: TableShape) {
    if (!chosen) return;
    const outcome = reshape(tables, edits, chosen.id, shape);
    if ('refusal' in outcome) {
      apply(chosen, outcome);
      return;
    }
    setEdits(outcome.edits);
    setSaved(false);
    setNews({
      text: t('staff.settings.tables.layout.reshaped', {
        name: chosen.name,
        shape: t(`staff.settings.tables.layout.shapes.${shape}`),
      }),
      refused: false,
    });
  }

  function toTray() {
    if (!chosen?.spot) return;
    apply(chosen, { edits: withEdit(tables, edits, chosen.id, { spot: null }), spot: null });
  }

  function undo() {
    setEdits({});
    setNews({ text: t('staff.settings.tables.layout.undone'), refused: false });
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!unsaved || props.saving) return;
    setSaved(false);
    props.onSave(changed, () => {
      setEdits({});
      setSaved(true);
    });
  }

  const dragStyle = (table: LaidTable): CSSProperties | undefined =>
    drag?.id === table.id && drag.moved
      ? { transform: `translate(${drag.dx}px, ${drag.dy}px)`, zIndex: 3 }
      : undefined;

  const tableButton = (table: LaidTable, style?: CSSProperties) => (
    <button
      key={table.id}
      id={layoutTableId(props.planId, table.id)}
      type="button"
      className={[
        'floor-layout__table',
        `floor-layout__table--${table.shape}`,
        drag?.id === table.id && drag.moved ? 'floor-layout__table--dragging' : '',
      ].join(' ')}
      style={{ ...style, ...dragStyle(table) }}
      aria-pressed={selected === table.id}
      aria-label={t('staff.settings.tables.layout.tableLabel', {
        name: table.name,
        min: table.minGuests,
        max: table.maxGuests,
        shape: t(`staff.settings.tables.layout.shapes.${table.shape}`),
        place: table.spot ? where(table.spot) : t('staff.settings.tables.layout.notPlaced'),
      })}
      aria-describedby={`${baseId}-help`}
      onClick={() => onClick(table)}
      onKeyDown={(event) => onKeyDown(event, table)}
      onPointerDown={(event) => onPointerDown(event, table)}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => onPointerUp(event, table)}
      onPointerCancel={() => setDrag(null)}
    >
      <span className="floor-layout__shape" aria-hidden="true">
        <span className="floor-layout__name">{table.name}</span>
        <span className="floor-layout__seats">
          {table.minGuests === table.maxGuests
            ? table.maxGuests
            : `${table.minGuests}–${table.maxGuests}`}
        </span>
      </span>
    </button>
  );

  const statusId = `${baseId}-status`;
  return (
    <form
      className={
        unsaved ? 'floor-layout settings-day settings-day--changed' : 'floor-layout settings-day'
      }
      aria-describedby={unsaved ? statusId : undefined}
      onSubmit={save}
      noValidate
    >
      <p id={`${baseId}-help`} className="settings-field__hint">
        {t('staff.settings.tables.layout.help')}
      </p>
      {/* Kept in its place while there is nothing unsaved, so nothing below it moves. */}
      <p
        id={statusId}
        className="settings-day__unsaved"
        style={{ visibility: unsaved ? 'visible' : 'hidden' }}
      >
        {t('staff.settings.tables.layout.unsaved')}
      </p>
      <div className="floor-layout__scroll">
        {/* A tap on a cell is the pointer's shortcut: keyboard users move the focused table with
            the arrow keys, so the grid itself takes no keys. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={gridRef}
          className={
            chosen ? 'floor-layout__grid floor-layout__grid--choosing' : 'floor-layout__grid'
          }
          role="group"
          aria-label={t('staff.settings.tables.layout.grid', { floorPlan: props.planName })}
          onClick={onGridClick}
        >
          {onPlan.map((table) =>
            tableButton(table, {
              left: `${((table.spot?.x ?? 0) / FLOOR_GRID.columns) * 100}%`,
              top: `${((table.spot?.y ?? 0) / FLOOR_GRID.rows) * 100}%`,
              width: `${(shapeWidth(table.shape) / FLOOR_GRID.columns) * 100}%`,
              height: `${100 / FLOOR_GRID.rows}%`,
            }),
          )}
        </div>
      </div>
      <div
        className="floor-layout__tray"
        role="group"
        aria-label={t('staff.settings.tables.layout.tray')}
      >
        <span className="floor-layout__tray-title" aria-hidden="true">
          {t('staff.settings.tables.layout.tray')}
        </span>
        {inTray.length === 0 ? (
          <span className="staff-page__muted">{t('staff.settings.tables.layout.trayEmpty')}</span>
        ) : (
          inTray.map((table) => tableButton(table))
        )}
      </div>
      <p
        role="status"
        className={
          news.refused ? 'floor-layout__news floor-layout__news--refused' : 'floor-layout__news'
        }
      >
        {news.text}
      </p>
      <div className="settings-actions">
        <fieldset className="floor-layout__shapes" disabled={!chosen || props.saving}>
          <legend>
            {chosen
              ? t('staff.settings.tables.layout.shapeOf', { name: chosen.name })
              : t('staff.settings.tables.layout.shape')}
          </legend>
          {TABLE_SHAPES.map((shape) => (
            <label key={shape}>
              <input
                type="radio"
                name={`${baseId}-shape`}
                value={shape}
                checked={chosen?.shape === shape}
                onChange={() => choose(shape)}
              />
              <span>{t(`staff.settings.tables.layout.shapes.${shape}`)}</span>
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" disabled={!chosen?.spot || props.saving} onClick={toTray}>
          {t('staff.settings.tables.layout.backToTray')}
        </Button>
      </div>
      <div className="settings-actions">
        <SaveButton
          label={t('staff.settings.tables.layout.save', { floorPlan: props.planName })}
          saving={props.savingThis}
          disabled={!unsaved || props.saving}
        />
        <Button variant="secondary" disabled={!unsaved || props.saving} onClick={undo}>
          {t('staff.settings.tables.layout.undo')}
        </Button>
        <SavedNote saved={saved && !unsaved} saving={props.saving} />
      </div>
    </form>
  );
}
