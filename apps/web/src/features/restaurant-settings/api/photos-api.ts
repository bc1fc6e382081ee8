import type { ApiBody } from '@dekka/contracts/route-schemas';
import type { PhotoKind, PhotosView } from '@dekka/contracts/restaurant-photos';
import { apiPath } from '@dekka/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall, apiUrl } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

// Beside the other settings answers (settings-api.ts), so a change refreshes the history too.
const settingsKey = (restaurantId: number) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'settings',
  restaurantId,
];
const paramsOf = (restaurantId: number) => ({ restaurantId: String(restaurantId) });

export function usePhotos(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'photos', token],
    queryFn: ({ signal }) =>
      apiCall('settingsPhotos', { params: paramsOf(restaurantId), token, signal }),
  });
}

function errorOf(request: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    body = undefined;
  }
  const { code, message, requestId } = (body ?? {}) as Record<string, unknown>;
  return new ApiError(
    request.status,
    typeof code === 'string' ? code : 'http_error',
    typeof message === 'string' ? message : `HTTP ${request.status}`,
    typeof requestId === 'string' ? requestId : null,
    null,
    body,
  );
}

/**
 * Sends the file itself as the body (the server decides from its bytes what it is), reporting
 * progress from 0 to 1 while it goes up; fetch cannot report an upload's progress.
 */
function uploadFile(
  token: string,
  restaurantId: number,
  kind: PhotoKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PhotosView> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      apiUrl(apiPath('uploadPhoto', { restaurantId: String(restaurantId), kind })),
    );
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as PhotosView);
      } else {
        reject(errorOf(request));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'Network error', null));
    request.send(file);
  });
}

/** Every change refreshes the photos and the rest of the restaurant's settings answers. */
export function usePhotoChanges(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  const params = paramsOf(restaurantId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKey(restaurantId) });
  return {
    upload: useMutation({
      mutationFn: (input: {
        kind: PhotoKind;
        file: File;
        onProgress: (fraction: number) => void;
      }) => uploadFile(token, restaurantId, input.kind, input.file, input.onProgress),
      onSuccess: refresh,
    }),
    changeAlt: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changePhoto'> }) =>
        apiCall('changePhoto', { params: { ...params, photoId: String(id) }, body, token }),
      onSuccess: refresh,
    }),
    order: useMutation({
      mutationFn: (photoIds: number[]) =>
        apiCall('orderGallery', { params, body: { photoIds }, token }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiCall('removePhoto', { params: { ...params, photoId: String(id) }, token }),
      onSuccess: refresh,
    }),
  };
}
