import type { Language } from '@dekka/contracts/languages';
import type {
  ProfileSettingsInput,
  ProfileSettingsView,
  ProfileTexts,
} from '@dekka/contracts/restaurant-profile';

/** The profile form's state: the position as typed (strings), so a half-typed value stays. */
export type ProfileDraft = {
  name: string;
  address: string;
  lat: string;
  lon: string;
  /** '' for no area. */
  areaId: string;
  phone: string;
  website: string;
  /** The confirmation's redirect address; '' for none. */
  redirectUrl: string;
  /** '1' to '4', as the select gives it. */
  priceCategory: string;
  texts: Record<Language, ProfileTexts>;
  categoryIds: number[];
  occasionIds: number[];
};

export function toProfileDraft(profile: ProfileSettingsView): ProfileDraft {
  return {
    name: profile.name,
    address: profile.address,
    lat: String(profile.lat),
    lon: String(profile.lon),
    areaId: profile.areaId === null ? '' : String(profile.areaId),
    phone: profile.phone,
    website: profile.website,
    redirectUrl: profile.redirectUrl,
    priceCategory: String(profile.priceCategory),
    texts: profile.texts,
    categoryIds: profile.categoryIds,
    occasionIds: profile.occasionIds,
  };
}

/** A typed number, or NaN for an empty or non-numeric field (which the schema then refuses). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** What the form sends, before the contract's schema checks it. */
export function fromProfileDraft(draft: ProfileDraft): Record<keyof ProfileSettingsInput, unknown> {
  return {
    name: draft.name,
    address: draft.address,
    lat: numberOf(draft.lat),
    lon: numberOf(draft.lon),
    areaId: draft.areaId === '' ? null : Number(draft.areaId),
    phone: draft.phone,
    website: draft.website,
    redirectUrl: draft.redirectUrl,
    priceCategory: Number(draft.priceCategory),
    texts: draft.texts,
    categoryIds: draft.categoryIds,
    occasionIds: draft.occasionIds,
  };
}

/** The list with `id` in it or out of it, in the order the ids were chosen. */
export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  const without = ids.filter((other) => other !== id);
  return on ? [...without, id] : without;
}
