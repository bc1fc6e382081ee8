import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const GUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const INFO = `GET /api/web/survey/${GUID}`;
const SUBMIT = `POST /api/web/survey/${GUID}`;
const URL = `/survey?guid=${GUID}`;

const survey = {
  restaurantName: 'Kol og Salt',
  restaurantSlug: 'kol-og-salt',
  visitDate: '2026-12-01',
  answered: false,
  expired: false,
  expiresAt: '2026-12-31T21:00:00.000Z',
  timeZone: 'Atlantic/Reykjavik',
};

/** The radio button `score` of the rating group named `group`. */
function rating(group: string, score: number) {
  return within(screen.getByRole('group', { name: group })).getByRole('radio', {
    name: String(score),
  });
}

describe('survey page', () => {
  it('takes four ratings, a comment and the publish choice, then thanks the diner', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = stubApi({
      [INFO]: async () => {
        await answered;
        return json(survey);
      },
      [SUBMIT]: () => json({ done: true }),
    });
    const { user, router } = renderApp(URL);
    expect(await screen.findByRole('status', { name: 'Loading the survey' })).toBeVisible();
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How was your visit to Kol og Salt?' }),
    ).toBeVisible();
    expect(screen.getByText('Your visit on Tuesday, December 1')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Survey – Kol og Salt – Dekka'));

    // Native radio groups: a click, or the arrow keys within a group.
    await user.click(rating('Food', 5));
    await user.click(rating('Service', 3));
    await user.keyboard('{ArrowRight}');
    expect(rating('Service', 4)).toBeChecked();
    await user.click(rating('Ambience', 4));
    await user.click(rating('Value for money', 2));
    await user.type(
      screen.getByRole('textbox', {
        name: 'Anything you would like to tell the restaurant? (optional)',
      }),
      'Lovely lamb.',
    );
    expect(screen.getByText('12 of 2,000 characters used')).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: 'Publish my rating with my first name' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your answers!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/survey/thankyou');
    expect(calls.find((call) => `${call.method} ${call.path}` === SUBMIT)?.body).toEqual({
      food: 5,
      service: 4,
      ambience: 4,
      value: 2,
      comment: 'Lovely lamb.',
      publish: true,
    });
  });

  it('points out the ratings left out, and sends nothing', async () => {
    const { calls } = stubApi({ [INFO]: () => json(survey) });
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    expect(
      screen.getByText('Rate all four parts of your visit before you send your answers.'),
    ).toBeVisible();
    expect(screen.getAllByText('Choose a rating from 1 to 5.')).toHaveLength(4);
    expect(rating('Food', 1)).toHaveFocus();
    await user.click(rating('Food', 4));
    expect(screen.getAllByText('Choose a rating from 1 to 5.')).toHaveLength(3);
    expect(calls.some((call) => `${call.method} ${call.path}` === SUBMIT)).toBe(false);
  });

  it('says the survey was answered already when the server refuses a second answer', async () => {
    stubApi({
      [INFO]: () => json(survey),
      [SUBMIT]: () =>
        json(
          { code: 'survey_already_answered', message: 'answered', requestId: 'r' },
          { status: 409 },
        ),
    });
    const { user } = renderApp(URL);
    await screen.findByRole('group', { name: 'Food' });
    for (const group of ['Food', 'Service', 'Ambience', 'Value for money']) {
      await user.click(rating(group, 3));
    }
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('You have already answered this survey')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Kol og Salt' })).toHaveAttribute(
      'href',
      '/kol-og-salt',
    );
  });

  it('says when the survey was answered or has closed, without a form', async () => {
    stubApi({ [INFO]: () => json({ ...survey, answered: true }) });
    const view = renderApp(URL);
    expect(await screen.findByText('You have already answered this survey')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Food' })).toBeNull();
    view.unmount();

    stubApi({ [INFO]: () => json({ ...survey, expired: true }) });
    renderApp(URL);
    expect(await screen.findByText('This survey has closed')).toBeVisible();
    expect(
      screen.getByText(
        'A visit can be rated for 30 days. This survey closed on Thursday, December 31.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).toBeNull();
  });

  it('says so for an unknown link or none, and offers a retry when loading fails', async () => {
    stubApi();
    const unknown = renderApp(URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Survey not found' }),
    ).toBeVisible();
    unknown.unmount();
    const none = renderApp('/survey');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Survey not found' }),
    ).toBeVisible();
    none.unmount();

    let failing = true;
    stubApi({
      [INFO]: () =>
        failing
          ? json({ code: 'internal_error', message: 'x', requestId: 'r' }, { status: 500 })
          : json(survey),
    });
    const { user } = renderApp(URL);
    expect(await screen.findByText(/We could not load the survey/)).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Food' })).toBeVisible();
  });

  it('reads in Icelandic', async () => {
    await i18n.changeLanguage('is');
    stubApi({ [INFO]: () => json(survey) });
    renderApp(URL);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Hvernig var heimsóknin á Kol og Salt?',
      }),
    ).toBeVisible();
    expect(rating('Matur', 5)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Senda svörin' })).toBeVisible();
  });
});
