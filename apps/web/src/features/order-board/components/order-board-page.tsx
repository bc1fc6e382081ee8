import type { BoardOrder, OrderActionRequest } from '@dekka/contracts/orders';
import { ORDERS_CHANGED } from '@dekka/contracts/payment-hub';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatBookingDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { DayNav } from '../../guest-list/components/day-nav';
import { useGuestListDay } from '../../guest-list/hooks/use-guest-list-day';
import { useGuestListLive } from '../../guest-list/hooks/use-guest-list-live';
import { StaffGate, StaffLayout, StaffLoadFailed } from '../../staff/components/staff-gate';
import {
  isOrderOutOfDate,
  orderBoardKey,
  useChangeOrder,
  useOrderBoard,
} from '../api/order-board-api';
import { useOrderSound } from '../hooks/use-order-sound';
import { OrderCard, type OrderStep } from './order-card';
import { AcceptDialog, RejectDialog } from './order-dialogs';
import '../../../components/booking-form.css';
import './order-board.css';

/** Without the live channel (the hub refused or is away) the board is read again this often. */
const POLL_WITHOUT_LIVE_MS = 30_000;

/** The board's columns, in the order the kitchen works through them. */
const GROUPS = [
  ['new', ['placed']],
  ['kitchen', ['accepted', 'preparing']],
  ['ready', ['ready', 'out_for_delivery']],
  ['done', ['picked_up', 'delivered', 'rejected']],
] as const;

/**
 * /{restaurantSlug}/orders: the kitchen's food orders of a day. New orders arrive over the staff
 * hub (ORDERS_CHANGED, the guest list's channel) with a highlight, an announcement and a beep;
 * the buttons are the order's `actions`; each order prints as a kitchen ticket.
 */
export function OrderBoardPage() {
  return (
    <StaffGate>
      {({ token, restaurant }) => (
        <OrderBoard
          key={restaurant.restaurantId}
          token={token}
          restaurantId={restaurant.restaurantId}
          name={restaurant.name}
          slug={restaurant.slug}
        />
      )}
    </StaffGate>
  );
}

type Dialog = { kind: 'accept' | 'reject'; order: BoardOrder } | null;

function OrderBoard(props: { token: string; restaurantId: number; name: string; slug: string }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.orders.title'), props.name));
  const queryClient = useQueryClient();
  const day = useGuestListDay();
  const sound = useOrderSound();
  const live = useGuestListLive({
    token: props.token,
    restaurantId: props.restaurantId,
    event: ORDERS_CHANGED,
    onStale: () =>
      void queryClient.invalidateQueries({ queryKey: orderBoardKey(props.restaurantId) }),
  });
  const board = useOrderBoard({
    token: props.token,
    restaurantId: props.restaurantId,
    date: day.date,
    pollEveryMs: live === 'off' ? POLL_WITHOUT_LIVE_MS : false,
  });
  const change = useChangeOrder(props.token, props.restaurantId);

  // New orders are the ones not on the board when it was last read for the same day. Worked out
  // while rendering (React's "adjust state when data changes"), so the highlight comes with them.
  const [known, setKnown] = useState<{ date: string; ids: ReadonlySet<number> } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [arrivals, setArrivals] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const orders = board.data?.orders;
  if (board.data && orders) {
    const sameDay = known?.date === board.data.date;
    if (!sameDay || orders.some((order) => !known.ids.has(order.id))) {
      const arrived = sameDay
        ? orders.filter((o) => !known.ids.has(o.id) && o.status === 'placed')
        : [];
      setKnown({ date: board.data.date, ids: new Set(orders.map((order) => order.id)) });
      if (arrived.length > 0) {
        setFresh((old) => new Set([...old, ...arrived.map((order) => order.id)]));
        setArrivals((count) => count + 1);
        setAnnouncement(
          t('staff.orders.arrived', {
            count: arrived.length,
            list: arrived.map((o) => `${o.slot.slice(11, 16)} ${o.contact.firstName}`).join(', '),
          }),
        );
      }
    }
  }
  const beep = useEffectEvent(sound.play);
  useEffect(() => {
    if (arrivals > 0) beep();
  }, [arrivals]);

  // The kitchen ticket: print CSS shows only the card marked printing, then the mark goes.
  const [printing, setPrinting] = useState<number | null>(null);
  useEffect(() => {
    if (printing === null) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    document.body.classList.add('printing-ticket');
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-ticket');
    };
  }, [printing]);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setFailed(null);
  };
  const who = (order: BoardOrder) =>
    `${order.slot.slice(11, 16)} ${order.contact.firstName} ${order.contact.lastName}`;

  function run(order: BoardOrder, request: OrderActionRequest, inDialog: boolean) {
    setFailed(null);
    change.mutate(
      { orderId: order.id, request },
      {
        onSuccess: () => {
          setDialog(null);
          setAnnouncement(
            t('staff.orders.changed', {
              who: who(order),
              status: t(`staff.orders.done.${request.action}`),
            }),
          );
        },
        onError: (error) => {
          const message = isOrderOutOfDate(error)
            ? t('staff.orders.outOfDate')
            : t('staff.orders.failed');
          if (inDialog) setFailed(message);
          else setAnnouncement(message);
        },
      },
    );
  }

  const longDay = formatBookingDay(`${day.date}T12:00:00.000Z`, 'UTC', i18n.language);
  return (
    <StaffLayout title={props.name} className="order-board">
      <p className="staff-page__role order-board__eyebrow">{t('staff.orders.title')}</p>
      <div className="order-board__toolbar">
        <DayNav day={day} />
        <div className="order-board__tools">
          <Button variant="secondary" aria-pressed={sound.on} onClick={sound.toggle}>
            {t('staff.orders.sound')}: {sound.on ? t('staff.orders.on') : t('staff.orders.off')}
          </Button>
          <Link className={buttonClassName('ghost')} to={`/${props.slug}/guestlist`}>
            {t('staff.workspace.guestList')}
          </Link>
        </div>
      </div>
      <h2 className="order-board__day">
        {day.isToday ? t('staff.workspace.today', { date: longDay }) : longDay}
      </h2>
      {live === 'off' && <p className="order-board__note">{t('staff.orders.liveOff')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {orders ? (
        orders.length === 0 ? (
          <p className="order-board__empty">{t('staff.orders.empty')}</p>
        ) : (
          <div className="order-board__groups">
            {GROUPS.map(([group, statuses]) => {
              const inGroup = orders.filter((o) =>
                (statuses as readonly string[]).includes(o.status),
              );
              return (
                <section
                  key={group}
                  className={`order-board__group order-board__group--${group}`}
                  aria-labelledby={`orders-${group}`}
                >
                  <h2 id={`orders-${group}`} className="order-board__group-title">
                    {t(`staff.orders.groups.${group}`)}{' '}
                    <span className="order-board__count">{inGroup.length}</span>
                  </h2>
                  {inGroup.length === 0 ? (
                    <p className="order-board__none">{t('staff.orders.none')}</p>
                  ) : (
                    inGroup.map((order) => (
                      <OrderCard
                        key={order.id}
                        order={order}
                        isNew={fresh.has(order.id) && order.status === 'placed'}
                        isPrinting={printing === order.id}
                        pending={change.isPending && change.variables.orderId === order.id}
                        onAccept={() => setDialog({ kind: 'accept', order })}
                        onReject={() => setDialog({ kind: 'reject', order })}
                        onStep={(step: OrderStep) => run(order, { action: step }, false)}
                        onPrint={() => setPrinting(order.id)}
                      />
                    ))
                  )}
                </section>
              );
            })}
          </div>
        )
      ) : board.isError ? (
        <StaffLoadFailed onRetry={() => void board.refetch()} />
      ) : (
        <div className="order-board__placeholder" aria-busy="true">
          <span className="visually-hidden">{t('staff.loading')}</span>
        </div>
      )}
      {dialog?.kind === 'accept' && (
        <AcceptDialog
          who={who(dialog.order)}
          pending={change.isPending}
          failed={failed}
          onClose={close}
          onAccept={(prepMinutes) => run(dialog.order, { action: 'accept', prepMinutes }, true)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          who={who(dialog.order)}
          pending={change.isPending}
          failed={failed}
          onClose={close}
          onReject={(reason) => run(dialog.order, { action: 'reject', reason }, true)}
        />
      )}
    </StaffLayout>
  );
}
