import { z } from './zod.ts';
import {
  AnonymousAuthResponse,
  CustomerDetails,
  EmailCodeRequest,
  EmailCodeResponse,
  MyBookingsResponse,
  MyDataResponse,
  SignedInSession,
  SignInRequest,
  SignOutRequest,
  SignOutResponse,
  UserCustomer,
  UserCustomerResponse,
} from './auth.ts';
import {
  BookingInfoForCompleteParams,
  BookingInfoForCompleteResponse,
  BookingInfoForConfirmationResponse,
  CancelAllowedResponse,
  CancelResponse,
  CompleteRequest,
  CompleteResult,
  GuidParams,
  IdempotencyKeyHeader,
  ManageBookingResponse,
  ReserveRequest,
  ReserveResponse,
} from './booking.ts';
import {
  ChangeOptionsQuery,
  ChangeOptionsResponse,
  ChangeRequest,
  ChangeResponse,
} from './booking-change.ts';
import { ClientErrorReport } from './client-errors.ts';
import { EventsOnDateParams, EventsOnDateResponse, UpcomingXmasResponse } from './event.ts';
import {
  GuestListEntry,
  GuestListParams,
  GuestListResponse,
  GuestStatusParams,
  GuestStatusRequest,
  SeatWaitingRequest,
  StaffBookingChange,
  StaffBookingRequest,
  TableBlock,
  TableBlockParams,
  TableBlockRequest,
} from './guest-list.ts';
import { HealthResponse } from './health.ts';
import {
  ApplicationIdParams,
  ApplicationsResponse,
  DecisionResponse,
  DeclineRequest,
  JoinCitiesResponse,
  JoinReceived,
  JoinRequest,
  PublishingRequest,
  PublishingView,
} from './joining.ts';
import {
  PaymentLinkConfirmRequest,
  PaymentLinkResponse,
  PaymentStatusResponse,
} from './payments.ts';
import {
  PasskeyIdParams,
  PasskeyOptionsResponse,
  PasskeyRegisterRequest,
  PasskeySignInRequest,
  Passkey,
  PasskeysResponse,
} from './passkeys.ts';
import { PhonePlanParams, PhonePlanResponse } from './phone.ts';
import { ProcessStepsParams, ProcessStepsResponse } from './process-steps.ts';
import {
  CateringPackageParams,
  CateringPackageRequest,
  OrderingCategoryParams,
  OrderingCategoryRequest,
  OrderingItemParams,
  OrderingItemRequest,
  OrderingSettings,
  OrderingSetupResponse,
  SoldOutRequest,
} from './restaurant-ordering.ts';
import {
  OrderActionRequest,
  OrderBoardQuery,
  OrderBoardResponse,
  BoardOrder,
  MyOrdersResponse,
  OrderCreated,
  OrderCreateRequest,
  OrderIdParams,
  OrderPayRequest,
  OrderPayResult,
  OrderSlotsQuery,
  OrderSlotsResponse,
  OrderTokenParams,
  OrderView,
} from './orders.ts';
import { RestaurantParams, RestaurantResponse } from './restaurant.ts';
import {
  AuditLogQuery,
  AuditLogResponse,
  BookingRules,
  BookingRulesView,
  OpeningHoursRequest,
  OpeningHoursResponse,
  RemoveSpecialDayQuery,
  SpecialDay,
  SpecialDayParams,
  SpecialDayRequest,
} from './restaurant-settings.ts';
import {
  OrderMenuParams,
  OrderMenuResponse,
  OrderRestaurantsQuery,
  OrderRestaurantsResponse,
} from './order-menu.ts';
import type { RouteName } from './routes.ts';
import {
  FiltersInUseResponse,
  GlobalSearchParams,
  GlobalSearchResponse,
  NearbyQuery,
  NearbyResponse,
  SearchResultsQuery,
  SearchResultsResponse,
} from './search.ts';
import { LookSettings, LookSettingsView } from './restaurant-look.ts';
import {
  GalleryOrder,
  PhotoChange,
  PhotoKindParams,
  PhotoParams,
  PhotosView,
} from './restaurant-photos.ts';
import {
  EventParams,
  EventRequest,
  MenuParams,
  MenuRequest,
  MenusSettingsResponse,
  OccurrenceParams,
  OccurrenceRequest,
  RemovalResponse,
} from './restaurant-menus.ts';
import { PaymentSettings, PaymentSettingsView } from './restaurant-payments.ts';
import { ProfileSettings, ProfileSettingsView } from './restaurant-profile.ts';
import {
  CombinationParams,
  CombinationRequest,
  FloorPlanParams,
  FloorPlanRequest,
  TableParams,
  TableRemovalResponse,
  TableRequest,
  TablesSettingsResponse,
} from './restaurant-tables.ts';
import { SiteSettingsResponse } from './settings.ts';
import {
  DoneResponse,
  InvitationIdParams,
  InvitationParams,
  InvitationResponse,
  InviteRequest,
  MemberParams,
  MyRestaurant,
  MyRestaurantsResponse,
  RestaurantIdParams,
  TeamInvitation,
  TeamResponse,
  WorkspaceResponse,
} from './staff.ts';
import { SuggestionParams, SuggestionResponse } from './suggestion.ts';
import {
  RestaurantRatingsParams,
  RestaurantRatingsResponse,
  SurveyInfoResponse,
  SurveyParams,
  SurveyReplyParams,
  SurveyReplyRequest,
  SurveyReplyResponse,
  SurveyRequest,
  SurveySubmitted,
} from './survey.ts';
import { UpsellParams, UpsellResponse } from './upsell.ts';
import { ApplePaySessionRequest, ApplePaySessionResponse } from './apple-pay.ts';
import {
  GiftCardCheckRequest,
  GiftCardCheckResponse,
  GiftCardCodeParams,
  GiftCardOrderParams,
  GiftCardOrderResponse,
  GiftCardPurchaseRequest,
  GiftCardPurchaseResult,
  GiftCardRedeemRequest,
  GiftCardRedeemResponse,
  GiftCardShopResponse,
  GiftCardStatusRequest,
  GiftCardStatusResponse,
  GiftCardView,
} from './gift-card.ts';

type RouteSchemas = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (200, or 204 where it is null). Errors are the shared ErrorResponse. */
  response: z.ZodType;
};

const suggestion = { params: SuggestionParams, response: SuggestionResponse };

/** The schemas of every endpoint in API_ROUTES; a route missing here does not compile. */
export const ROUTE_SCHEMAS = {
  health: { response: HealthResponse },
  anonymousSession: { response: AnonymousAuthResponse },
  emailCode: { body: EmailCodeRequest, response: EmailCodeResponse },
  signIn: { body: SignInRequest, response: SignedInSession },
  signOut: { body: SignOutRequest, response: SignOutResponse },
  passkeyRegisterOptions: { response: PasskeyOptionsResponse },
  passkeyRegister: { body: PasskeyRegisterRequest, response: Passkey },
  passkeySignInOptions: { response: PasskeyOptionsResponse },
  passkeySignIn: { body: PasskeySignInRequest, response: SignedInSession },
  userCustomer: { response: UserCustomerResponse },
  saveUserCustomer: { body: CustomerDetails, response: UserCustomer },
  myBookings: { response: MyBookingsResponse },
  myOrders: { response: MyOrdersResponse },
  myRestaurants: { response: MyRestaurantsResponse },
  myData: { response: MyDataResponse },
  deleteAccount: { response: DoneResponse },
  myPasskeys: { response: PasskeysResponse },
  deletePasskey: { params: PasskeyIdParams, response: DoneResponse },
  invitation: { params: InvitationIdParams, response: InvitationResponse },
  acceptInvitation: { params: InvitationIdParams, response: MyRestaurant },
  joinCities: { response: JoinCitiesResponse },
  join: { body: JoinRequest, response: JoinReceived },
  adminApplications: { response: ApplicationsResponse },
  approveApplication: { params: ApplicationIdParams, response: DecisionResponse },
  declineApplication: {
    params: ApplicationIdParams,
    body: DeclineRequest,
    response: DecisionResponse,
  },
  workspace: { params: RestaurantIdParams, response: WorkspaceResponse },
  team: { params: RestaurantIdParams, response: TeamResponse },
  invite: { params: RestaurantIdParams, body: InviteRequest, response: TeamInvitation },
  cancelInvitation: { params: InvitationParams, response: DoneResponse },
  removeMember: { params: MemberParams, response: DoneResponse },
  guestList: { params: GuestListParams, response: GuestListResponse },
  changeGuestStatus: {
    params: GuestStatusParams,
    body: GuestStatusRequest,
    response: GuestListEntry,
  },
  createStaffBooking: {
    params: RestaurantIdParams,
    body: StaffBookingRequest,
    response: GuestListEntry,
  },
  changeStaffBooking: {
    params: GuestStatusParams,
    body: StaffBookingChange,
    response: GuestListEntry,
  },
  seatWaiting: { params: GuestStatusParams, body: SeatWaitingRequest, response: GuestListEntry },
  chargeNoShowFee: { params: GuestStatusParams, response: GuestListEntry },
  createTableBlock: { params: RestaurantIdParams, body: TableBlockRequest, response: TableBlock },
  removeTableBlock: { params: TableBlockParams, response: DoneResponse },
  settings: { response: SiteSettingsResponse },
  clientErrors: { body: ClientErrorReport, response: z.null().describe('Logged') },
  filtersInUse: { response: FiltersInUseResponse },
  globalSearch: { params: GlobalSearchParams, response: GlobalSearchResponse },
  globalSearchEmpty: { response: GlobalSearchResponse },
  searchResults: { querystring: SearchResultsQuery, response: SearchResultsResponse },
  nearby: { querystring: NearbyQuery, response: NearbyResponse },
  restaurant: { params: RestaurantParams, response: RestaurantResponse },
  restaurantRatings: { params: RestaurantRatingsParams, response: RestaurantRatingsResponse },
  suggestions: suggestion,
  suggestionsAll: suggestion,
  suggestionsWaitingList: suggestion,
  upcomingXmasEvents: { response: UpcomingXmasResponse },
  eventsOnDate: { params: EventsOnDateParams, response: EventsOnDateResponse },
  upsell: { params: UpsellParams, response: UpsellResponse },
  processSteps: { params: ProcessStepsParams, response: ProcessStepsResponse },
  reserve: { headers: IdempotencyKeyHeader, body: ReserveRequest, response: ReserveResponse },
  bookingInfoForComplete: {
    params: BookingInfoForCompleteParams,
    response: BookingInfoForCompleteResponse,
  },
  phonePlan: { params: PhonePlanParams, response: PhonePlanResponse },
  complete: { body: CompleteRequest, response: CompleteResult },
  bookingInfoForConfirmation: {
    params: GuidParams,
    response: BookingInfoForConfirmationResponse,
  },
  manageBooking: { params: GuidParams, response: ManageBookingResponse },
  bookingCalendar: {
    params: GuidParams,
    response: z.string().describe('The booking as an iCalendar file (text/calendar)'),
  },
  changeOptions: {
    params: GuidParams,
    querystring: ChangeOptionsQuery,
    response: ChangeOptionsResponse,
  },
  change: { headers: IdempotencyKeyHeader, body: ChangeRequest, response: ChangeResponse },
  isCancelAllowed: { params: GuidParams, response: CancelAllowedResponse },
  cancel: { params: GuidParams, response: CancelResponse },
  paymentStatus: { params: GuidParams, response: PaymentStatusResponse },
  paymentLink: { params: GuidParams, response: PaymentLinkResponse },
  applePaySession: { body: ApplePaySessionRequest, response: ApplePaySessionResponse },
  confirmPaymentLink: { body: PaymentLinkConfirmRequest, response: CompleteResult },
  survey: { params: SurveyParams, response: SurveyInfoResponse },
  submitSurvey: { params: SurveyParams, body: SurveyRequest, response: SurveySubmitted },
  giftCardShop: { response: GiftCardShopResponse },
  buyGiftCard: { body: GiftCardPurchaseRequest, response: GiftCardPurchaseResult },
  giftCardOrder: { params: GiftCardOrderParams, response: GiftCardOrderResponse },
  giftCardStatus: { body: GiftCardStatusRequest, response: GiftCardStatusResponse },
  checkGiftCard: { body: GiftCardCheckRequest, response: GiftCardCheckResponse },
  giftCard: { params: GiftCardCodeParams, response: GiftCardView },
  redeemGiftCard: {
    params: RestaurantIdParams,
    body: GiftCardRedeemRequest,
    response: GiftCardRedeemResponse,
  },
  settingsHours: { params: RestaurantIdParams, response: OpeningHoursResponse },
  saveSettingsHours: {
    params: RestaurantIdParams,
    body: OpeningHoursRequest,
    response: OpeningHoursResponse,
  },
  addSpecialDay: { params: RestaurantIdParams, body: SpecialDayRequest, response: SpecialDay },
  changeSpecialDay: { params: SpecialDayParams, body: SpecialDayRequest, response: SpecialDay },
  removeSpecialDay: {
    params: SpecialDayParams,
    querystring: RemoveSpecialDayQuery,
    response: DoneResponse,
  },
  settingsRules: { params: RestaurantIdParams, response: BookingRulesView },
  saveSettingsRules: {
    params: RestaurantIdParams,
    body: BookingRules,
    response: BookingRulesView,
  },
  settingsPhotos: { params: RestaurantIdParams, response: PhotosView },
  /** The body is the image file itself (Content-Type image/jpeg, image/png or image/webp). */
  uploadPhoto: { params: PhotoKindParams, response: PhotosView },
  orderGallery: { params: RestaurantIdParams, body: GalleryOrder, response: PhotosView },
  changePhoto: { params: PhotoParams, body: PhotoChange, response: PhotosView },
  removePhoto: { params: PhotoParams, response: PhotosView },
  settingsHistory: {
    params: RestaurantIdParams,
    querystring: AuditLogQuery,
    response: AuditLogResponse,
  },
  settingsLook: { params: RestaurantIdParams, response: LookSettingsView },
  saveSettingsLook: { params: RestaurantIdParams, body: LookSettings, response: LookSettingsView },
  settingsProfile: { params: RestaurantIdParams, response: ProfileSettingsView },
  saveSettingsProfile: {
    params: RestaurantIdParams,
    body: ProfileSettings,
    response: ProfileSettingsView,
  },
  settingsPublishing: { params: RestaurantIdParams, response: PublishingView },
  saveSettingsPublishing: {
    params: RestaurantIdParams,
    body: PublishingRequest,
    response: PublishingView,
  },
  settingsPayments: { params: RestaurantIdParams, response: PaymentSettingsView },
  saveSettingsPayments: {
    params: RestaurantIdParams,
    body: PaymentSettings,
    response: PaymentSettingsView,
  },
  settingsTables: { params: RestaurantIdParams, response: TablesSettingsResponse },
  addFloorPlan: {
    params: RestaurantIdParams,
    body: FloorPlanRequest,
    response: TablesSettingsResponse,
  },
  renameFloorPlan: {
    params: FloorPlanParams,
    body: FloorPlanRequest,
    response: TablesSettingsResponse,
  },
  removeFloorPlan: { params: FloorPlanParams, response: DoneResponse },
  addTable: { params: RestaurantIdParams, body: TableRequest, response: TablesSettingsResponse },
  changeTable: { params: TableParams, body: TableRequest, response: TablesSettingsResponse },
  removeTable: {
    params: TableParams,
    querystring: RemoveSpecialDayQuery,
    response: TableRemovalResponse,
  },
  addCombination: {
    params: RestaurantIdParams,
    body: CombinationRequest,
    response: TablesSettingsResponse,
  },
  changeCombination: {
    params: CombinationParams,
    body: CombinationRequest,
    response: TablesSettingsResponse,
  },
  removeCombination: {
    params: CombinationParams,
    querystring: RemoveSpecialDayQuery,
    response: DoneResponse,
  },
  settingsMenus: { params: RestaurantIdParams, response: MenusSettingsResponse },
  addMenu: { params: RestaurantIdParams, body: MenuRequest, response: MenusSettingsResponse },
  changeMenu: { params: MenuParams, body: MenuRequest, response: MenusSettingsResponse },
  removeMenu: {
    params: MenuParams,
    querystring: RemoveSpecialDayQuery,
    response: RemovalResponse,
  },
  addEvent: { params: RestaurantIdParams, body: EventRequest, response: MenusSettingsResponse },
  changeEvent: { params: EventParams, body: EventRequest, response: MenusSettingsResponse },
  removeEvent: {
    params: EventParams,
    querystring: RemoveSpecialDayQuery,
    response: RemovalResponse,
  },
  addOccurrence: { params: EventParams, body: OccurrenceRequest, response: MenusSettingsResponse },
  changeOccurrence: {
    params: OccurrenceParams,
    body: OccurrenceRequest,
    response: MenusSettingsResponse,
  },
  removeOccurrence: {
    params: OccurrenceParams,
    querystring: RemoveSpecialDayQuery,
    response: RemovalResponse,
  },
  settingsOrdering: { params: RestaurantIdParams, response: OrderingSetupResponse },
  saveSettingsOrdering: {
    params: RestaurantIdParams,
    body: OrderingSettings,
    response: OrderingSetupResponse,
  },
  addOrderingCategory: {
    params: RestaurantIdParams,
    body: OrderingCategoryRequest,
    response: OrderingSetupResponse,
  },
  changeOrderingCategory: {
    params: OrderingCategoryParams,
    body: OrderingCategoryRequest,
    response: OrderingSetupResponse,
  },
  removeOrderingCategory: { params: OrderingCategoryParams, response: OrderingSetupResponse },
  addOrderingItem: {
    params: RestaurantIdParams,
    body: OrderingItemRequest,
    response: OrderingSetupResponse,
  },
  changeOrderingItem: {
    params: OrderingItemParams,
    body: OrderingItemRequest,
    response: OrderingSetupResponse,
  },
  removeOrderingItem: { params: OrderingItemParams, response: OrderingSetupResponse },
  setItemSoldOut: {
    params: OrderingItemParams,
    body: SoldOutRequest,
    response: OrderingSetupResponse,
  },
  addCateringPackage: {
    params: RestaurantIdParams,
    body: CateringPackageRequest,
    response: OrderingSetupResponse,
  },
  changeCateringPackage: {
    params: CateringPackageParams,
    body: CateringPackageRequest,
    response: OrderingSetupResponse,
  },
  removeCateringPackage: { params: CateringPackageParams, response: OrderingSetupResponse },
  orderSlots: { querystring: OrderSlotsQuery, response: OrderSlotsResponse },
  createOrder: { body: OrderCreateRequest, response: OrderCreated },
  order: { params: OrderTokenParams, response: OrderView },
  payOrder: { params: OrderTokenParams, body: OrderPayRequest, response: OrderPayResult },
  orderBoard: {
    params: RestaurantIdParams,
    querystring: OrderBoardQuery,
    response: OrderBoardResponse,
  },
  changeOrder: { params: OrderIdParams, body: OrderActionRequest, response: BoardOrder },
  replyToSurvey: {
    params: SurveyReplyParams,
    body: SurveyReplyRequest,
    response: SurveyReplyResponse,
  },
  orderRestaurants: { querystring: OrderRestaurantsQuery, response: OrderRestaurantsResponse },
  orderMenu: { params: OrderMenuParams, response: OrderMenuResponse },
} as const satisfies Record<RouteName, RouteSchemas>;

type Schemas = typeof ROUTE_SCHEMAS;

/** What an endpoint answers on success. */
export type ApiResponse<N extends RouteName> = z.output<Schemas[N]['response']>;

/** What a caller sends as the body (defaults applied by the server may be left out). */
export type ApiBody<N extends RouteName> = Schemas[N] extends { body: z.ZodType }
  ? z.input<Schemas[N]['body']>
  : never;

/** The query string a caller sends. */
export type ApiQuery<N extends RouteName> = Schemas[N] extends { querystring: z.ZodType }
  ? z.input<Schemas[N]['querystring']>
  : never;
