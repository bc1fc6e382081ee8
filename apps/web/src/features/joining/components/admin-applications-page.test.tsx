import type {
  ApplicationsResponse,
  DecisionResponse,
  RestaurantApplication,
} from '@dekka/contracts/joining';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, storeSession, stubApi, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const PENDING: RestaurantApplication = {
  id: 11,
  restaurantName: 'Kaffi Þröstur',
  contactName: 'Sigríður Jónsdóttir',
  email: 'sigga@example.is',
  phone: '+354 555 1234',
  country: 'is',
  city: 'Reykjavík',
  address: 'Laugavegur 1, 101 Reykjavík',
  website: 'https://throstur.example.is',
  message: 'Kaffi og kleinur.',
  status: 'pending',
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  restaurant: null,
};

const DECLINED: RestaurantApplication = {
  ...PENDING,
  id: 9,
  restaurantName: 'Pylsubarinn',
  email: 'pylsur@example.is',
  status: 'declined',
  decidedAt: '2026-11-30T09:00:00.000Z',
  decidedBy: 'admin@dekka.is',
  reason: 'Not yet',
};

const ADMIN = { restaurants: [], administrator: true };

function applications(list: Partial<ApplicationsResponse> = {}): ApplicationsResponse {
  return { pending: [PENDING], decided: [DECLINED], ...list };
}

describe('the administrators’ applications page', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    stubApi();
    renderApp('/admin/applications?lng=en');
    expect(await screen.findByText(/Sign in with an administrator's e-mail/)).toBeVisible();
    expect(screen.getByRole('main').querySelector('a[href^="/login"]')).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fadmin%2Fapplications%3Flng%3Den',
    );
  });

  it('tells a signed-in person who is not an administrator that the page is not theirs', async () => {
    storeSession(TEST_ACCOUNT);
    const api = stubApi({ 'GET /api/web/my/restaurants': () => json({ restaurants: [] }) });
    renderApp('/admin/applications?lng=en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only Dekka's administrators can see this page.",
    );
    expect(api.calls.some((call) => call.path === '/api/admin/applications')).toBe(false);
  });

  it('lists what each applicant wrote, pending first, then the decided', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({
      'GET /api/web/my/restaurants': () => json(ADMIN),
      'GET /api/admin/applications': () => json(applications()),
    });
    renderApp('/admin/applications?lng=en');
    const pending = await screen.findByRole('region', { name: 'Waiting for a decision (1)' });
    const card = within(pending).getByRole('article', { name: 'Kaffi Þröstur' });
    expect(within(card).getByRole('link', { name: 'sigga@example.is' })).toHaveAttribute(
      'href',
      'mailto:sigga@example.is',
    );
    expect(within(card).getByRole('link', { name: '+354 555 1234' })).toHaveAttribute(
      'href',
      'tel:+3545551234',
    );
    expect(within(card).getByText('Reykjavík, Iceland')).toBeVisible();
    expect(within(card).getByText('Kaffi og kleinur.')).toBeVisible();
    const decided = screen.getByRole('region', { name: 'Decided lately' });
    const declined = within(decided).getByRole('article', { name: 'Pylsubarinn' });
    expect(declined).toHaveTextContent(/Declined on .+ by admin@dekka.is/);
    expect(declined).toHaveTextContent('Reason: Not yet');
  });

  it('approves after saying what approving does, and says what happened', async () => {
    storeSession(TEST_ACCOUNT);
    let list = applications();
    const approved: DecisionResponse = {
      mailed: true,
      application: {
        ...PENDING,
        status: 'approved',
        decidedAt: '2026-12-02T12:00:00.000Z',
        decidedBy: 'anna@dekka.is',
        restaurant: { id: 50, slug: 'kaffi-throstur', name: 'Kaffi Þröstur' },
      },
    };
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(ADMIN),
      'GET /api/admin/applications': () => json(list),
      'POST /api/admin/applications/11/approve': () => {
        list = applications({ pending: [], decided: [approved.application, DECLINED] });
        return json(approved);
      },
    });
    const { user } = renderApp('/admin/applications?lng=en');
    const card = await screen.findByRole('article', { name: 'Kaffi Þröstur' });
    // The question takes the focus; cancelling gives it back to the button.
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(within(card).getByRole('group', { name: 'Kaffi Þröstur' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(card).toHaveTextContent(
      'Approving creates Kaffi Þröstur on Dekka, hidden from diners, and e-mails sigga@example.is an invitation to be its owner.',
    );
    await user.click(within(card).getByRole('button', { name: 'Approve and invite' }));

    const notice = await screen.findByText(
      'Kaffi Þröstur was created, unpublished, and sigga@example.is was invited to be its owner.',
    );
    expect(notice).toBeVisible();
    await waitFor(() => expect(screen.getByText('No applications are waiting.')).toBeVisible());
    expect(
      within(screen.getByRole('region', { name: 'Decided lately' })).getByText(
        "The restaurant's address: /kaffi-throstur",
      ),
    ).toBeVisible();
  });

  it('declines with the reason typed, and tells when the e-mail could not go', async () => {
    storeSession(TEST_ACCOUNT);
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(ADMIN),
      'GET /api/admin/applications': () => json(applications()),
      'POST /api/admin/applications/11/decline': () =>
        json({
          mailed: false,
          application: { ...PENDING, status: 'declined', reason: 'We are full for now.' },
        } satisfies DecisionResponse),
    });
    const { user } = renderApp('/admin/applications?lng=en');
    const card = await screen.findByRole('article', { name: 'Kaffi Þröstur' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.type(
      within(card).getByLabelText('Reason (optional, e-mailed to the applicant)'),
      'We are full for now.',
    );
    await user.click(within(card).getByRole('button', { name: 'Decline the application' }));
    expect(
      await screen.findByText(/The application of Kaffi Þröstur was declined\./),
    ).toHaveTextContent('The e-mail to sigga@example.is could not be sent.');
    const sent = api.calls.find((call) => call.path === '/api/admin/applications/11/decline');
    expect(sent?.body).toEqual({ reason: 'We are full for now.' });
  });

  it('says when another administrator decided it first', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({
      'GET /api/web/my/restaurants': () => json(ADMIN),
      'GET /api/admin/applications': () => json(applications()),
      'POST /api/admin/applications/11/approve': () =>
        json({ code: 'conflict', message: 'decided', requestId: 'r' }, { status: 409 }),
    });
    const { user } = renderApp('/admin/applications?lng=en');
    const card = await screen.findByRole('article', { name: 'Kaffi Þröstur' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await user.click(within(card).getByRole('button', { name: 'Approve and invite' }));
    expect(
      await screen.findByText(
        'This application had been decided already. The list is up to date now.',
      ),
    ).toBeVisible();
  });

  it('is linked from My bookings for an administrator only', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({
      'GET /api/web/my/bookings': () => json({ upcoming: [], past: [] }),
      'GET /api/web/my/restaurants': () => json(ADMIN),
    });
    renderApp('/my-bookings?lng=en');
    const admin = await screen.findByRole('region', { name: 'Dekka administration' });
    expect(within(admin).getByRole('link', { name: "Restaurants' applications" })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
  });
});
