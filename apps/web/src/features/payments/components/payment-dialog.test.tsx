import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import type { PaymentOutcome } from '../model/payment-outcome';
import { PaymentDialog } from './payment-dialog';
import type { PaymentRedirect } from './payment-dialog';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const STATUS = `GET /api/web/booking/paymentstatus/${GUID}`;
const EVENT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const SENT = '2026-11-23T12:00:00.000Z';
const REDIRECT: PaymentRedirect = {
  redirectHtml:
    '<form method="get" action="/api/payments/sandbox/challenge/ref_1"><input type="hidden" name="lng" value="en"><button type="submit">Continue to your bank</button><script>alert(1)</script></form>',
  paymentId: null,
  paymentProviderType: 1,
};

function pending() {
  return json({ status: 'pending', latestEvent: null });
}

/** The dialog as a page uses it: a button opens it, the outcome is shown after it closes. */
function Harness({ redirect = REDIRECT }: { redirect?: PaymentRedirect }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Pay
      </button>
      {outcome && <p>outcome: {outcome.kind === 'failed' ? outcome.reason : 'succeeded'}</p>}
      {open && (
        <PaymentDialog
          guid={GUID}
          redirect={redirect}
          onDone={(result) => {
            setOpen(false);
            setOutcome(result);
          }}
        />
      )}
    </div>
  );
}

async function openDialog(redirect?: PaymentRedirect) {
  const user = vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    : userEvent.setup();
  render(<Harness redirect={redirect} />);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
  await waitFor(() => expect(fakeSockets).toHaveLength(1));
  const socket = fakeSockets[0];
  if (!socket) throw new Error('no socket');
  return { user, dialog, socket };
}

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentDialog', () => {
  it('frames the sanitized bank form, sandboxed, and connects to the hub for its guid', async () => {
    stubApi({ [STATUS]: pending });
    const { dialog, socket } = await openDialog();
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Your bank’s payment page');
    expect(frame).toHaveAttribute('sandbox', 'allow-forms');
    const srcdoc = frame?.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('action="/api/payments/sandbox/challenge/ref_1"');
    expect(srcdoc).toContain('Continue to your bank');
    expect(srcdoc).not.toContain('<script');
    expect(socket.options).toMatchObject({
      path: '/api/hubs/payment-events',
      query: { guid: GUID },
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: false,
    });
  });

  it('opens the Nets embedded checkout for a payment id', async () => {
    stubApi({ [STATUS]: pending });
    const { dialog } = await openDialog({
      redirectHtml: null,
      paymentId: 'pay_42',
      paymentProviderType: 4,
    });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      '/api/payments/sandbox/checkout/pay_42?lng=en',
    );
  });

  it('succeeds on the PaymentEvent for this guid', async () => {
    stubApi({ [STATUS]: pending });
    const { socket } = await openDialog();
    act(() => socket.serverSends('connect'));
    act(() =>
      socket.serverSends('PaymentEvent', { type: 5, id: EVENT_ID, title: GUID, sentDate: SENT }),
    );
    expect(await screen.findByText('outcome: succeeded')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(socket.disconnected).toBe(true);
  });

  it('fails on any other event', async () => {
    stubApi({ [STATUS]: pending });
    const { socket } = await openDialog();
    act(() =>
      socket.serverSends('PaymentEvent', {
        type: 4,
        id: EVENT_ID,
        title: 'payment_declined',
        sentDate: SENT,
      }),
    );
    expect(await screen.findByText('outcome: payment_declined')).toBeVisible();
  });

  it('asks the payment status on every connect, and completes from it', async () => {
    let status = 'pending';
    const { calls } = stubApi({
      [STATUS]: () =>
        json({
          status,
          latestEvent:
            status === 'succeeded' ? { type: 5, id: EVENT_ID, title: GUID, sentDate: SENT } : null,
        }),
    });
    const { socket } = await openDialog();
    act(() => socket.serverSends('connect'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.includes('paymentstatus')).length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    status = 'succeeded';
    act(() => socket.serverSends('connect'));
    expect(await screen.findByText('outcome: succeeded')).toBeVisible();
  });

  it('asks the payment status whenever the frame loads a page', async () => {
    let failed = false;
    const { calls } = stubApi({
      [STATUS]: () =>
        failed
          ? json({
              status: 'failed',
              latestEvent: {
                type: 4,
                id: EVENT_ID,
                title: 'payment_authentication_failed',
                sentDate: SENT,
              },
            })
          : pending(),
    });
    const { dialog } = await openDialog();
    failed = true;
    const frame = dialog.querySelector('iframe');
    if (!frame) throw new Error('no frame');
    fireEvent.load(frame);
    expect(await screen.findByText('outcome: payment_authentication_failed')).toBeVisible();
    expect(calls.some((c) => c.path === `/api/web/booking/paymentstatus/${GUID}`)).toBe(true);
  });

  it('logs a hub failure and reconnects after the product’s delays, saying so meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ [STATUS]: pending });
    const { socket } = await openDialog();
    act(() => socket.serverSends('connect_error', new Error('xhr poll error')));
    expect(console.warn).toHaveBeenCalledWith('Payment hub connection failed', 'xhr poll error');
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    expect(socket.connectCalls).toBe(0);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(socket.connectCalls).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(socket.connectCalls).toBe(1);
    // Second and third retries also wait 1 s; the fourth waits 3 s.
    for (const wait of [1_000, 1_000, 3_000]) {
      act(() => socket.serverSends('connect_error', new Error('down')));
      act(() => {
        vi.advanceTimersByTime(wait - 1);
      });
      const before = socket.connectCalls;
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(socket.connectCalls).toBe(before + 1);
    }
    act(() => socket.serverSends('connect'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Reconnecting');
    // A drop after a good connection starts the schedule again at 1 s.
    act(() => socket.serverSends('disconnect', 'transport close'));
    const before = socket.connectCalls;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(socket.connectCalls).toBe(before + 1);
  });

  it('is a labelled modal: focus inside, Escape cancels and gives focus back', async () => {
    stubApi({ [STATUS]: pending });
    const { user } = await openDialog();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // The rest of the page is out of reach while the dialog is open.
    expect(
      screen.getByRole('button', { name: 'Pay', hidden: true }).closest('[inert]'),
    ).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('outcome: cancelled')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('does not close on a click outside', async () => {
    stubApi({ [STATUS]: pending });
    await openDialog();
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
