import { type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import {
  type Allergen,
  CateringPackageRequest,
  type CateringPackageView,
  type DietaryTag,
  type ItemTexts,
  type NameTexts,
  OrderingCategoryRequest,
  type OrderingCategoryView,
  OrderingItemRequest,
  type OrderingItemView,
  orderingNameIssues,
  type OrderMode,
  OrderingSettings,
  type OrderingSettingsView,
} from '@dekka/contracts/restaurant-ordering';
import type { PaymentCurrency } from '@dekka/contracts/restaurant-payments';
import type { TranslationKey } from '../../../lib/i18n';
import {
  asIssues,
  type FieldErrors,
  fieldErrors,
  type Issue,
  type Parsed,
  refusedFieldErrors,
} from './field-errors';
import { amountText, minorUnits } from './payments-form';

/** The rules of these forms, by the contract's (and the server's) own words for them. */
const MESSAGES: Record<string, TranslationKey> = {
  name_required: 'staff.settings.ordering.errors.nameRequired',
  name_taken: 'staff.settings.ordering.errors.nameTaken',
  zone_required: 'staff.settings.ordering.errors.zoneRequired',
  distance_or_postcodes: 'staff.settings.ordering.errors.distanceOrPostcodes',
  postcode_format: 'staff.settings.ordering.errors.postcode',
  percent_required: 'staff.settings.ordering.errors.percentRequired',
  required_needs_min: 'staff.settings.ordering.errors.requiredNeedsMin',
  optional_has_min: 'staff.settings.ordering.errors.optionalHasMin',
  max_above_choices: 'staff.settings.ordering.errors.maxAboveChoices',
  window_order: 'staff.settings.menus.errors.windowOrder',
  not_a_category: 'staff.settings.ordering.errors.category',
  not_a_gallery_photo: 'staff.settings.ordering.errors.photo',
};

const errorsOf = (issues: readonly Issue[]) => fieldErrors(issues, MESSAGES);

/** A typed number, or NaN for an empty or non-numeric field (which the schema then refuses). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function checked<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Issue[] } } },
  body: T,
  own: Language,
  names: Parameters<typeof orderingNameIssues>[0],
): Parsed<T> {
  const parsed = schema.safeParse(body);
  const issues: Issue[] = [
    ...(parsed.success ? [] : (parsed.error?.issues ?? [])),
    ...asIssues(orderingNameIssues(names, own)),
  ];
  return issues.length === 0 ? { ok: true, body } : { ok: false, errors: errorsOf(issues) };
}

export const emptyNames = (): NameTexts =>
  Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, { name: '' }])) as NameTexts;
export const emptyItemTexts = (): ItemTexts =>
  Object.fromEntries(
    SUPPORTED_LANGUAGES.map((l) => [l, { name: '', description: '' }]),
  ) as ItemTexts;

const price = (typed: string, currency: PaymentCurrency) => minorUnits(typed, currency);
const priceText = (minor: number, currency: PaymentCurrency) =>
  minor === 0 ? '0' : amountText(minor, currency);

// ---- The settings form ----

export type ZoneDraft = {
  name: string;
  kind: 'distance' | 'postcodes';
  distance: string;
  postcodes: string;
  fee: string;
  minimumOrder: string;
  minutes: string;
};

export type SettingsDraft = {
  takeaway: boolean;
  delivery: boolean;
  catering: boolean;
  paused: boolean;
  ordersPerSlot: string;
  takeawayLeadMinutes: string;
  deliveryLeadMinutes: string;
  zones: ZoneDraft[];
  cateringLeadHours: string;
  cateringMinGuests: string;
  cateringPayment: 'deposit' | 'full';
  cateringDepositPercent: string;
};

export function newZone(): ZoneDraft {
  return {
    name: '',
    kind: 'distance',
    distance: '3',
    postcodes: '',
    fee: '0',
    minimumOrder: '0',
    minutes: '45',
  };
}

export function settingsDraft(
  settings: OrderingSettingsView,
  currency: PaymentCurrency,
): SettingsDraft {
  return {
    takeaway: settings.takeaway,
    delivery: settings.delivery,
    catering: settings.catering,
    paused: settings.paused,
    ordersPerSlot: String(settings.ordersPerSlot),
    takeawayLeadMinutes: String(settings.takeawayLeadMinutes),
    deliveryLeadMinutes: String(settings.deliveryLeadMinutes),
    zones: settings.zones.map((zone) => ({
      name: zone.name,
      kind: zone.maxDistanceKm === null ? 'postcodes' : 'distance',
      distance: zone.maxDistanceKm === null ? '' : String(zone.maxDistanceKm),
      postcodes: zone.postcodes.join(', '),
      fee: priceText(zone.fee, currency),
      minimumOrder: priceText(zone.minimumOrder, currency),
      minutes: String(zone.estimatedMinutes),
    })),
    cateringLeadHours: String(settings.cateringLeadHours),
    cateringMinGuests: String(settings.cateringMinGuests),
    cateringPayment: settings.cateringPayment,
    cateringDepositPercent:
      settings.cateringDepositPercent === null ? '' : String(settings.cateringDepositPercent),
  };
}

export function parseSettings(
  draft: SettingsDraft,
  currency: PaymentCurrency,
): Parsed<OrderingSettings> {
  const body: OrderingSettings = {
    takeaway: draft.takeaway,
    delivery: draft.delivery,
    catering: draft.catering,
    paused: draft.paused,
    ordersPerSlot: numberOf(draft.ordersPerSlot),
    takeawayLeadMinutes: numberOf(draft.takeawayLeadMinutes),
    deliveryLeadMinutes: numberOf(draft.deliveryLeadMinutes),
    zones: draft.zones.map((zone) => ({
      name: zone.name,
      maxDistanceKm: zone.kind === 'distance' ? numberOf(zone.distance.replace(',', '.')) : null,
      postcodes:
        zone.kind === 'postcodes'
          ? zone.postcodes
              .split(/[,\s]+/)
              .map((code) => code.trim())
              .filter(Boolean)
          : [],
      fee: price(zone.fee, currency),
      minimumOrder: price(zone.minimumOrder, currency),
      estimatedMinutes: numberOf(zone.minutes),
    })),
    cateringLeadHours: numberOf(draft.cateringLeadHours),
    cateringMinGuests: numberOf(draft.cateringMinGuests),
    cateringPayment: draft.cateringPayment,
    cateringDepositPercent:
      draft.cateringPayment === 'deposit' && draft.cateringDepositPercent.trim() !== ''
        ? numberOf(draft.cateringDepositPercent)
        : null,
  };
  const parsed = OrderingSettings.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: errorsOf(parsed.error.issues) };
}

// ---- Categories and packages ----

export type CategoryDraft = { texts: NameTexts; position: string };

export const categoryDraft = (category: OrderingCategoryView | null, next: number) => ({
  texts: category?.texts ?? emptyNames(),
  position: String(category?.position ?? next),
});

export function parseCategory(
  draft: CategoryDraft,
  own: Language,
): Parsed<OrderingCategoryRequest> {
  const body = { texts: draft.texts, position: numberOf(draft.position) };
  return checked(OrderingCategoryRequest, body, own, { texts: draft.texts });
}

export type PackageDraft = {
  texts: ItemTexts;
  pricePerPerson: string;
  minGuests: string;
  position: string;
};

export function packageDraft(
  pack: CateringPackageView | null,
  currency: PaymentCurrency,
  next: number,
): PackageDraft {
  return {
    texts: pack?.texts ?? emptyItemTexts(),
    pricePerPerson: pack ? amountText(pack.pricePerPerson, currency) : '',
    minGuests: String(pack?.minGuests ?? 10),
    position: String(pack?.position ?? next),
  };
}

export function parsePackage(
  draft: PackageDraft,
  currency: PaymentCurrency,
  own: Language,
): Parsed<CateringPackageRequest> {
  const body = {
    texts: draft.texts,
    pricePerPerson:
      draft.pricePerPerson.trim() === '' ? Number.NaN : price(draft.pricePerPerson, currency),
    minGuests: numberOf(draft.minGuests),
    position: numberOf(draft.position),
  };
  return checked(CateringPackageRequest, body, own, { texts: draft.texts });
}

// ---- Items with option groups ----

export type ChoiceDraft = { texts: NameTexts; priceDelta: string };
export type GroupDraft = {
  texts: NameTexts;
  required: boolean;
  minChoices: string;
  maxChoices: string;
  choices: ChoiceDraft[];
};
export type ItemDraft = {
  categoryId: number;
  texts: ItemTexts;
  price: string;
  allergens: Allergen[];
  dietary: DietaryTag[];
  /** Every day when all seven are ticked (sent as null). */
  weekdays: number[];
  availableFrom: string;
  availableTo: string;
  soldOut: boolean;
  position: string;
  modes: OrderMode[];
  optionGroups: GroupDraft[];
  /** One of the gallery's photos, or none. */
  photoId: number | null;
};

export const newChoice = (): ChoiceDraft => ({ texts: emptyNames(), priceDelta: '0' });
export const newGroup = (): GroupDraft => ({
  texts: emptyNames(),
  required: true,
  minChoices: '1',
  maxChoices: '1',
  choices: [newChoice(), newChoice()],
});

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export function itemDraft(
  item: OrderingItemView | null,
  categoryId: number,
  currency: PaymentCurrency,
  next: number,
): ItemDraft {
  return {
    categoryId: item?.categoryId ?? categoryId,
    texts: item?.texts ?? emptyItemTexts(),
    price: item ? priceText(item.price, currency) : '',
    allergens: item?.allergens ?? [],
    dietary: item?.dietary ?? [],
    weekdays: item?.weekdays ?? EVERY_DAY,
    availableFrom: item?.availableFrom ?? '',
    availableTo: item?.availableTo ?? '',
    soldOut: item?.soldOut ?? false,
    position: String(item?.position ?? next),
    modes: item?.modes ?? ['takeaway'],
    photoId: item?.photoId ?? null,
    optionGroups: (item?.optionGroups ?? []).map((group) => ({
      texts: group.texts,
      required: group.required,
      minChoices: String(group.minChoices),
      maxChoices: String(group.maxChoices),
      choices: group.choices.map((choice) => ({
        texts: choice.texts,
        priceDelta: priceText(choice.priceDelta, currency),
      })),
    })),
  };
}

export function parseItem(
  draft: ItemDraft,
  currency: PaymentCurrency,
  own: Language,
): Parsed<OrderingItemRequest> {
  const body: OrderingItemRequest = {
    categoryId: draft.categoryId,
    texts: draft.texts,
    price: draft.price.trim() === '' ? Number.NaN : price(draft.price, currency),
    allergens: draft.allergens,
    dietary: draft.dietary,
    weekdays: draft.weekdays.length === 7 ? null : [...draft.weekdays].sort((a, b) => a - b),
    availableFrom: draft.availableFrom === '' ? null : draft.availableFrom,
    availableTo: draft.availableTo === '' ? null : draft.availableTo,
    soldOut: draft.soldOut,
    position: numberOf(draft.position),
    modes: draft.modes,
    optionGroups: draft.optionGroups.map((group) => ({
      texts: group.texts,
      required: group.required,
      minChoices: numberOf(group.minChoices),
      maxChoices: numberOf(group.maxChoices),
      choices: group.choices.map((choice) => ({
        texts: choice.texts,
        priceDelta: price(choice.priceDelta, currency),
      })),
    })),
    photoId: draft.photoId,
  };
  return checked(OrderingItemRequest, body, own, body);
}

/** What the server refused that a form could not know, by field (`categoryId: not_a_category`). */
export const refusedOrderingErrors = (error: unknown): FieldErrors =>
  refusedFieldErrors(error, MESSAGES);
