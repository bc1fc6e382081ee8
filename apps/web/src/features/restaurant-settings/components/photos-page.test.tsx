import type { PhotosView, StaffPhoto } from '@dekka/contracts/restaurant-photos';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    {
      restaurantId: 7,
      slug: 'hafnarljos',
      name: 'Hafnarljós & Co',
      role: 'owner',
      sellsFood: true,
    },
  ],
};

function photo(id: number, kind: StaffPhoto['kind'], position = 0): StaffPhoto {
  return {
    id,
    kind,
    position,
    width: 1600,
    height: 1000,
    alt: id === 1 ? { is: 'Salurinn' } : {},
    createdAt: '2030-03-01T12:00:00.000Z',
    variants: [320, 640].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        format,
        width,
        height: Math.round(width / 1.6),
        url: `/media/r7/p${id}-${width}.${format}`,
      })),
    ),
  };
}

const VIEW: PhotosView = {
  cover: photo(1, 'cover'),
  logo: null,
  gallery: [photo(2, 'gallery', 0), photo(3, 'gallery', 1)],
};

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * XMLHttpRequest as the upload uses it: the page sends the file and hears progress, then the
 * answer `respond` gives (status and JSON body).
 */
function stubUploads(
  respond: (sent: Sent) => { status: number; body: unknown },
  gate: Promise<void> = Promise.resolve(),
) {
  const sent: Sent[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const answer = respond(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      }, 0);
      void gate.then(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

async function openPhotos(view: PhotosView = VIEW, options: { applyAccept?: boolean } = {}) {
  const api = stubApi({
    'GET /api/web/my/restaurants': () => json(MINE),
    'GET /api/restaurant/7/settings/photos': () => json(view),
    'PUT /api/restaurant/7/settings/photos/order': () => json(view),
    'PUT /api/restaurant/7/settings/photos/1': () => json(view),
    'DELETE /api/restaurant/7/settings/photos/3': () =>
      json({ ...view, gallery: view.gallery.slice(0, 1) }),
  });
  const user = userEvent.setup(options);
  renderApp('/hafnarljos/settings/photos?lng=en');
  await screen.findByRole('heading', { name: 'Cover photo' });
  return { api, user };
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dinner.jpg', { type: 'image/jpeg' });

describe('the photos page', () => {
  // jsdom has no object URLs: the chosen file's preview gets a stand-in address.
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL: () => 'blob:chosen-photo', revokeObjectURL });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the cover, says there is no logo yet, and lists the gallery in order', async () => {
    await openPhotos();
    const cover = screen.getByRole('region', { name: 'Cover photo' });
    expect(within(cover).getByRole('img', { name: 'Cover photo' })).toHaveAttribute(
      'src',
      '/media/r7/p1-320.webp',
    );
    expect(
      within(screen.getByRole('region', { name: 'Logo' })).getByText('No photo yet.'),
    ).toBeInTheDocument();
    const gallery = within(screen.getByRole('region', { name: 'Gallery' }));
    expect(gallery.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
    ]);
    // Every file field has a visible label and takes only the accepted types.
    for (const label of ['Upload a cover photo', 'Upload a logo', 'Add a photo to the gallery']) {
      expect(screen.getByLabelText(label)).toHaveAttribute(
        'accept',
        'image/jpeg,image/png,image/webp',
      );
    }
  });

  it('uploads a chosen file as it is, shows progress, then says it was saved', async () => {
    let release = () => {};
    const sent = stubUploads(
      () => ({ status: 200, body: VIEW }),
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    const { user } = await openPhotos();
    const file = jpeg();
    await user.upload(screen.getByLabelText('Upload a logo'), file);
    const progress = await screen.findByRole('progressbar', {
      name: 'Uploading and preparing the photo…',
    });
    await waitFor(() => expect(progress).toHaveAttribute('value', '0.5'));
    // The chosen photo shows while it goes up.
    expect(screen.getByRole('img', { name: 'The photo being uploaded' })).toHaveAttribute(
      'src',
      'blob:chosen-photo',
    );
    // No second upload while one is on its way.
    expect(screen.getByLabelText('Upload a cover photo')).toBeDisabled();
    release();
    // Said at the logo's field, where the owner chose the file.
    const logoSection = screen.getByRole('region', { name: 'Logo' });
    expect(await within(logoSection).findByText('Photo saved.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:chosen-photo');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/restaurant/7/settings/photos/logo/',
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(sent[0]?.body).toBe(file);
    expect(sent[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it('tells the owner to export a HEIC as JPEG, sending nothing', async () => {
    const sent = stubUploads(() => ({ status: 200, body: VIEW }));
    // A browser's file dialog may still offer it (the field's accept is only a hint).
    const { user } = await openPhotos(VIEW, { applyAccept: false });
    const heic = new File([new Uint8Array(16)], 'IMG_0042.HEIC', { type: 'image/heic' });
    await user.upload(screen.getByLabelText('Add a photo to the gallery'), heic);
    expect(await screen.findByRole('alert')).toHaveTextContent(/HEIC.*Export it as JPEG/);
    expect(sent).toHaveLength(0);
  });

  it.each([
    [415, 'photo_unsupported_type', 'This file is not a JPEG, PNG or WebP image.'],
    [413, 'photo_too_large', 'The file is larger than 15 MB.'],
    [400, 'photo_too_many_pixels', 'The image has more than 40 megapixels.'],
    [415, 'photo_heic', 'Export it as JPEG'],
  ])('explains a refusal (%i %s)', async (status, code, message) => {
    stubUploads(() => ({ status, body: { code, message: 'refused', requestId: 'r1' } }));
    const { user } = await openPhotos();
    const field = screen.getByLabelText('Upload a cover photo');
    await user.upload(field, jpeg());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // At the field, and read with it.
    expect(within(screen.getByRole('region', { name: 'Cover photo' })).getByRole('alert')).toBe(
      alert,
    );
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('saves alt texts per language', async () => {
    const { api, user } = await openPhotos();
    const cover = within(screen.getByRole('region', { name: 'Cover photo' }));
    expect(cover.getByLabelText('Íslenska')).toHaveValue('Salurinn');
    await user.type(cover.getByLabelText('English'), 'The dining room at dusk');
    await user.click(cover.getByRole('button', { name: 'Save description' }));
    await waitFor(() => {
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        alt: { is: 'Salurinn', en: 'The dining room at dusk' },
      });
    });
    expect(await cover.findByText('Description saved.')).toBeInTheDocument();
  });

  it('moves a gallery photo with named buttons, and removes one', async () => {
    const { api, user } = await openPhotos();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => {
      expect(
        api.calls.find((call) => call.path === '/api/restaurant/7/settings/photos/order')?.body,
      ).toEqual({ photoIds: [3, 2] });
    });
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
  });
});
