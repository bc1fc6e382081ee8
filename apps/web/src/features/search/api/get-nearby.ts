import type { NearbyResponse, Position } from '@dekka/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface NearbyInput {
  position: Position;
  take: number;
  harpaOnly: boolean;
  dateTime: string;
  guests: number;
}

function getNearby(input: NearbyInput, signal?: AbortSignal): Promise<NearbyResponse> {
  const query = new URLSearchParams({
    lat: String(input.position.lat),
    lon: String(input.position.lon),
    take: String(input.take),
    dateTime: input.dateTime,
    guests: String(input.guests),
  });
  if (input.harpaOnly) query.set('harpa', 'true');
  return apiCall('nearby', { query, signal });
}

export function useNearby(input: NearbyInput | null) {
  return useQuery(
    queryOptions({
      queryKey: [
        'nearby',
        input?.position.lat,
        input?.position.lon,
        input?.take,
        input?.harpaOnly,
        input?.dateTime,
        input?.guests,
      ],
      queryFn: ({ signal }) => {
        if (!input) throw new Error('no position to search near');
        return getNearby(input, signal);
      },
      enabled: input !== null,
      // As the results: long enough that a language switch or a return does not ask again.
      staleTime: 15_000,
    }),
  );
}
