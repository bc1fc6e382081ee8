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
  TableOfferAnswer,
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
  OfferTableRequest,
  StaffBookingChange,
  StaffBookingRequest,
  TableBlock,
  TableBlockParams,
  TableBlockRequest,
  TableOptionsQuery,
  TableOptionsResponse,
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
import { ReportQuery, ReportResponse } from './reports.ts';
import {
  AuditLogQuery,
  AuditLogResponse,
  BookingRules,
  BookingRulesView,
  OpeningHoursRequest,
  OpeningHoursResponse,
  RemoveSpecialDayQuery,
  SpecialPeriod,
  SpecialPeriodParams,
  SpecialPeriodRequest,
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
  FloorPlanLayoutRequest,
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
import {
  GuestLookupQuery,
  GuestLookupResponse,
  GuestMergeRequest,
  GuestParams,
  GuestProfile,
  GuestSearchQuery,
  GuestSearchResponse,
  GuestSplitRequest,
  GuestUpdate,
} from './guests.ts';
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

/**
 * What the API document says of an endpoint, besides its method and path: the server registers
 * each route with exactly these (Fastify's route schema) and adds only its error answers.
 */
type RouteSchemas = {
  /** The OpenAPI group the endpoint is listed under. */
  tags: readonly string[];
  /** One line for the API document: what the endpoint does, and answers worth knowing. */
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (200, or 204 where it is null); the server adds the error answers. */
  response: z.ZodType;
};

const suggestion = { params: SuggestionParams, response: SuggestionResponse };

/**
 * The schemas and description of every endpoint in API_ROUTES; a route missing here does not
 * compile.
 */
export const ROUTE_SCHEMAS = {
  health: {
    tags: ['health'],
    summary: 'Liveness and database reachability (503 when the database does not answer)',
    response: HealthResponse,
  },
  anonymousSession: {
    tags: ['auth'],
    summary: 'Create an anonymous identity and its bearer token (valid 30 days)',
    response: AnonymousAuthResponse,
  },
  emailCode: {
    tags: ['auth'],
    summary: 'E-mail a one-time sign-in code (in the Accept-Language language)',
    body: EmailCodeRequest,
    response: EmailCodeResponse,
  },
  signIn: {
    tags: ['auth'],
    summary:
      "Sign in with the e-mailed code; sent with an anonymous bearer token, that identity's bookings move to the account",
    body: SignInRequest,
    response: SignedInSession,
  },
  signOut: {
    tags: ['auth'],
    summary: 'Sign this device out, or every device of the account',
    body: SignOutRequest,
    response: SignOutResponse,
  },
  passkeyRegisterOptions: {
    tags: ['auth'],
    summary: 'Start registering a passkey for the signed-in account (WebAuthn creation options)',
    response: PasskeyOptionsResponse,
  },
  passkeyRegister: {
    tags: ['auth'],
    summary: "Register the browser's new passkey with the signed-in account",
    body: PasskeyRegisterRequest,
    response: Passkey,
  },
  passkeySignInOptions: {
    tags: ['auth'],
    summary: 'Start signing in with a passkey (WebAuthn request options, any registered passkey)',
    response: PasskeyOptionsResponse,
  },
  passkeySignIn: {
    tags: ['auth'],
    summary:
      "Sign in with the passkey's signed challenge; sent with an anonymous bearer token, that identity's bookings move to the account",
    body: PasskeySignInRequest,
    response: SignedInSession,
  },
  userCustomer: {
    tags: ['users'],
    summary: "The signed-in user's customer profile; null for anonymous identities",
    response: UserCustomerResponse,
  },
  saveUserCustomer: {
    tags: ['users'],
    summary: "Remember the signed-in diner's booking details for the next booking",
    body: CustomerDetails,
    response: UserCustomer,
  },
  myBookings: {
    tags: ['users'],
    summary: "The signed-in diner's bookings and waiting-list entries, upcoming and past",
    response: MyBookingsResponse,
  },
  myOrders: {
    tags: ['users'],
    summary: "The signed-in diner's paid food orders, the latest first",
    response: MyOrdersResponse,
  },
  myRestaurants: {
    tags: ['staff'],
    summary: 'The restaurants the signed-in person works at, with their role',
    response: MyRestaurantsResponse,
  },
  myData: {
    tags: ['users'],
    summary:
      'Everything kept about the signed-in account, its bookings, food orders and gift cards, as a download',
    response: MyDataResponse,
  },
  deleteAccount: {
    tags: ['users'],
    summary:
      'Delete the signed-in account; its bookings and food orders stay with the restaurants, personal fields erased',
    response: DoneResponse,
  },
  myPasskeys: {
    tags: ['users'],
    summary: "The signed-in account's passkeys",
    response: PasskeysResponse,
  },
  deletePasskey: {
    tags: ['users'],
    summary: 'Remove one of the signed-in account’s passkeys; it no longer signs in',
    params: PasskeyIdParams,
    response: DoneResponse,
  },
  invitation: {
    tags: ['staff'],
    summary: 'An open invitation to a restaurant’s staff, for its accept page',
    params: InvitationIdParams,
    response: InvitationResponse,
  },
  acceptInvitation: {
    tags: ['staff'],
    summary: 'Accept an invitation sent to the signed-in e-mail address',
    params: InvitationIdParams,
    response: MyRestaurant,
  },
  joinCities: {
    tags: ['joining'],
    summary: 'The cities a restaurant may apply in, by country',
    response: JoinCitiesResponse,
  },
  join: {
    tags: ['joining'],
    summary:
      "A restaurant applies to join Dekka; the applicant is e-mailed an acknowledgement in the request's language",
    body: JoinRequest,
    response: JoinReceived,
  },
  adminApplications: {
    tags: ['admin'],
    summary: 'Pending applications, and the latest decided ones (administrators)',
    response: ApplicationsResponse,
  },
  approveApplication: {
    tags: ['admin'],
    summary:
      'Approve: the restaurant is made unpublished, with an owner invitation to the applicant (409 once decided)',
    params: ApplicationIdParams,
    response: DecisionResponse,
  },
  declineApplication: {
    tags: ['admin'],
    summary: 'Decline, with an optional reason e-mailed to the applicant (409 once decided)',
    params: ApplicationIdParams,
    body: DeclineRequest,
    response: DecisionResponse,
  },
  workspace: {
    tags: ['staff'],
    summary: "The staff workspace's first screen: the restaurant, your role, today",
    params: RestaurantIdParams,
    response: WorkspaceResponse,
  },
  team: {
    tags: ['staff'],
    summary: "The restaurant's staff and open invitations (owners, managers)",
    params: RestaurantIdParams,
    response: TeamResponse,
  },
  invite: {
    tags: ['staff'],
    summary: 'Invite someone by e-mail (owners); the e-mail goes in the request language',
    params: RestaurantIdParams,
    body: InviteRequest,
    response: TeamInvitation,
  },
  cancelInvitation: {
    tags: ['staff'],
    summary: 'Cancel an open invitation (owners)',
    params: InvitationParams,
    response: DoneResponse,
  },
  removeMember: {
    tags: ['staff'],
    summary: 'Remove someone from the staff (owners; the last owner stays)',
    params: MemberParams,
    response: DoneResponse,
  },
  guestList: {
    tags: ['staff'],
    summary: "A day's bookings and waiting list at the restaurant, for its staff",
    params: GuestListParams,
    response: GuestListResponse,
  },
  changeGuestStatus: {
    tags: ['staff'],
    summary: 'Mark a booking arrived, seated, finished, a no-show, or cancel it (with a reason)',
    params: GuestStatusParams,
    body: GuestStatusRequest,
    response: GuestListEntry,
  },
  createStaffBooking: {
    tags: ['staff'],
    summary: 'Take a phone booking or seat a walk-in (contact details optional)',
    params: RestaurantIdParams,
    body: StaffBookingRequest,
    response: GuestListEntry,
  },
  staffTableOptions: {
    tags: ['staff'],
    summary: "Which tables are free for a party's sitting, and the best free ones to suggest",
    params: RestaurantIdParams,
    querystring: TableOptionsQuery,
    response: TableOptionsResponse,
  },
  listGuests: {
    tags: ['staff'],
    summary: "The restaurant's guests: search by name, e-mail or phone, filter by tag, sort",
    params: RestaurantIdParams,
    querystring: GuestSearchQuery,
    response: GuestSearchResponse,
  },
  exportGuests: {
    tags: ['staff'],
    summary: "The restaurant's guests as a CSV file (text/csv), with the same search and tag",
    params: RestaurantIdParams,
    querystring: GuestSearchQuery,
    response: z.string().describe("The restaurant's guests as a CSV file (text/csv)"),
  },
  lookupGuests: {
    tags: ['staff'],
    summary: 'The guests whose phone number begins with what staff typed so far',
    params: RestaurantIdParams,
    querystring: GuestLookupQuery,
    response: GuestLookupResponse,
  },
  guestProfile: {
    tags: ['staff'],
    summary: "A guest's profile: visits, covers, no-shows, spend, tags, allergies and notes",
    params: GuestParams,
    response: GuestProfile,
  },
  updateGuest: {
    tags: ['staff'],
    summary: "Change a guest's tags, allergies, preferences or notes",
    params: GuestParams,
    body: GuestUpdate,
    response: GuestProfile,
  },
  mergeGuests: {
    tags: ['staff'],
    summary: 'Merge another guest record into this one (the same person matched twice)',
    params: GuestParams,
    body: GuestMergeRequest,
    response: GuestProfile,
  },
  splitGuest: {
    tags: ['staff'],
    summary: 'Move bookings or orders matched to the wrong guest to a guest record of their own',
    params: GuestParams,
    body: GuestSplitRequest,
    response: GuestProfile,
  },
  changeStaffBooking: {
    tags: ['staff'],
    summary: 'Move a booking to other tables or another time, change its party or note',
    params: GuestStatusParams,
    body: StaffBookingChange,
    response: GuestListEntry,
  },
  seatWaiting: {
    tags: ['staff'],
    summary: 'Seat a waiting-list party now at the given tables',
    params: GuestStatusParams,
    body: SeatWaitingRequest,
    response: GuestListEntry,
  },
  offerTable: {
    tags: ['staff'],
    summary: 'Offer a table to a waiting-list entry by hand: held for it and e-mailed',
    params: GuestStatusParams,
    body: OfferTableRequest,
    response: GuestListEntry,
  },
  chargeNoShowFee: {
    tags: ['staff'],
    summary: "Charge a no-show's fee to the card kept for it, once",
    params: GuestStatusParams,
    response: GuestListEntry,
  },
  createTableBlock: {
    tags: ['staff'],
    summary: 'Close tables for a period',
    params: RestaurantIdParams,
    body: TableBlockRequest,
    response: TableBlock,
  },
  removeTableBlock: {
    tags: ['staff'],
    summary: 'Open blocked tables again',
    params: TableBlockParams,
    response: DoneResponse,
  },
  settings: {
    tags: ['settings'],
    summary: 'Meta tags, theme, display country and site links the client needs to render',
    response: SiteSettingsResponse,
  },
  clientErrors: {
    tags: ['client-errors'],
    summary: 'Report an error the web app caught',
    body: ClientErrorReport,
    response: z.null().describe('Logged'),
  },
  filtersInUse: {
    tags: ['search'],
    summary: 'Categories, cities (by region), occasions and areas at least one restaurant uses',
    response: FiltersInUseResponse,
  },
  globalSearch: {
    tags: ['search'],
    summary:
      'Restaurants whose name, city or category holds every word, name matches first, ignoring case and accents',
    params: GlobalSearchParams,
    response: GlobalSearchResponse,
  },
  globalSearchEmpty: {
    tags: ['search'],
    summary: 'Empty search text: no restaurants',
    response: GlobalSearchResponse,
  },
  searchResults: {
    tags: ['search'],
    summary:
      'Restaurants matching the filters and the free text `q` (name matches first), free near the asked time first, with time suggestions',
    querystring: SearchResultsQuery,
    response: SearchResultsResponse,
  },
  nearby: {
    tags: ['search'],
    summary:
      'The `take` restaurants closest to a position, closest first, with their distance and time suggestions; `harpa=true` keeps only those in Harpa',
    querystring: NearbyQuery,
    response: NearbyResponse,
  },
  restaurant: {
    tags: ['restaurants'],
    summary: 'What the restaurant page shows, by id or slug',
    params: RestaurantParams,
    response: RestaurantResponse,
  },
  restaurantRatings: {
    tags: ['surveys'],
    summary: "A restaurant's published ratings: averages, count and the latest comments",
    params: RestaurantRatingsParams,
    response: RestaurantRatingsResponse,
  },
  suggestions: {
    tags: ['availability'],
    summary: 'The five slots nearest the chosen restaurant-local time',
    ...suggestion,
  },
  suggestionsAll: {
    tags: ['availability'],
    summary: 'Every slot of the chosen day',
    ...suggestion,
  },
  suggestionsWaitingList: {
    tags: ['availability'],
    summary: 'Slots of the chosen day open for the waiting list',
    ...suggestion,
  },
  upcomingXmasEvents: {
    tags: ['events'],
    summary: 'Upcoming Christmas events across restaurants',
    response: UpcomingXmasResponse,
  },
  eventsOnDate: {
    tags: ['events'],
    summary: "The restaurant's events with occurrences on a restaurant-local date",
    params: EventsOnDateParams,
    response: EventsOnDateResponse,
  },
  upsell: {
    tags: ['upsell'],
    summary: 'Set menus offered for a booking, grouped by floor plan',
    params: UpsellParams,
    response: UpsellResponse,
  },
  processSteps: {
    tags: ['upsell'],
    summary: 'The booking steps: upsell first when menus are offered at that time',
    params: ProcessStepsParams,
    response: ProcessStepsResponse,
  },
  reserve: {
    tags: ['bookings'],
    summary: 'Hold the best free table for 5 minutes (or join the waiting list)',
    headers: IdempotencyKeyHeader,
    body: ReserveRequest,
    response: ReserveResponse,
  },
  bookingInfoForComplete: {
    tags: ['bookings'],
    summary: 'What the complete page shows: time, party, restaurant, payment totals',
    params: BookingInfoForCompleteParams,
    response: BookingInfoForCompleteResponse,
  },
  phonePlan: {
    tags: ['phone'],
    summary: 'The phone numbering rules of one calling code (libphonenumber-js metadata)',
    params: PhonePlanParams,
    response: PhonePlanResponse,
  },
  complete: {
    tags: ['bookings'],
    summary: 'Confirm a held booking with contact details (and card, when payment is required)',
    body: CompleteRequest,
    response: CompleteResult,
  },
  bookingInfoForConfirmation: {
    tags: ['bookings'],
    summary: 'A confirmed booking or waiting-list entry, for the confirmation page',
    params: GuidParams,
    response: BookingInfoForConfirmationResponse,
  },
  manageBooking: {
    tags: ['bookings'],
    summary: 'A completed booking for the manage page: times, menus, payment, cancel rule',
    params: GuidParams,
    response: ManageBookingResponse,
  },
  bookingCalendar: {
    tags: ['bookings'],
    summary: 'The booking as an iCalendar file (text/calendar), for Add to calendar',
    params: GuidParams,
    response: z.string().describe('The booking as an iCalendar file (text/calendar)'),
  },
  changeOptions: {
    tags: ['bookings'],
    summary: 'Whether the booking may be changed, and the times it could move to on a day',
    params: GuidParams,
    querystring: ChangeOptionsQuery,
    response: ChangeOptionsResponse,
  },
  change: {
    tags: ['bookings'],
    summary:
      'Move the booking to another time or party size (the new table is taken and the old one freed together)',
    headers: IdempotencyKeyHeader,
    body: ChangeRequest,
    response: ChangeResponse,
  },
  isCancelAllowed: {
    tags: ['bookings'],
    summary: 'Whether the booking may be cancelled now',
    params: GuidParams,
    response: CancelAllowedResponse,
  },
  cancel: {
    tags: ['bookings'],
    summary: 'Cancel the booking and free its tables',
    params: GuidParams,
    response: CancelResponse,
  },
  acceptTableOffer: {
    tags: ['bookings'],
    summary: 'Accept the table offered to a waiting-list entry: booked, or on to the complete step',
    params: GuidParams,
    response: TableOfferAnswer,
  },
  declineTableOffer: {
    tags: ['bookings'],
    summary: 'Decline the table offered to a waiting-list entry, which leaves the list',
    params: GuidParams,
    response: TableOfferAnswer,
  },
  paymentStatus: {
    tags: ['payments'],
    summary: 'The payment state of a booking and its latest payment event (after a reconnect)',
    params: GuidParams,
    response: PaymentStatusResponse,
  },
  paymentLink: {
    tags: ['payments'],
    summary: 'What a restaurant-made booking still owes, for the payment-link page',
    params: GuidParams,
    response: PaymentLinkResponse,
  },
  applePaySession: {
    tags: ['payments'],
    summary: "Apple Pay's merchant validation for a held booking (when Apple Pay is offered)",
    body: ApplePaySessionRequest,
    response: ApplePaySessionResponse,
  },
  confirmPaymentLink: {
    tags: ['payments'],
    summary: 'Give the card a payment link asks for (or null when none is owed)',
    body: PaymentLinkConfirmRequest,
    response: CompleteResult,
  },
  survey: {
    tags: ['surveys'],
    summary: 'What the survey page shows: the visit, and whether it was answered or closed',
    params: SurveyParams,
    response: SurveyInfoResponse,
  },
  submitSurvey: {
    tags: ['surveys'],
    summary: 'Answer the survey of a visit: once per booking, for 30 days after the visit',
    params: SurveyParams,
    body: SurveyRequest,
    response: SurveySubmitted,
  },
  giftCardShop: {
    tags: ['gift-cards'],
    summary: 'What the gift card shop offers: amounts, validity, restaurants',
    response: GiftCardShopResponse,
  },
  buyGiftCard: {
    tags: ['gift-cards'],
    summary: 'Buy a gift card with a card: paid, not paid, or a 3-D Secure challenge',
    body: GiftCardPurchaseRequest,
    response: GiftCardPurchaseResult,
  },
  giftCardOrder: {
    tags: ['gift-cards'],
    summary: "The buyer's receipt: the order's state, and the card's code once paid",
    params: GiftCardOrderParams,
    response: GiftCardOrderResponse,
  },
  giftCardStatus: {
    tags: ['gift-cards'],
    summary: "A typed code's balance, expiry and history (unknown codes are limited)",
    body: GiftCardStatusRequest,
    response: GiftCardStatusResponse,
  },
  checkGiftCard: {
    tags: ['gift-cards'],
    summary: "What a code would pay toward a held booking's prepayment or an order, and why not",
    body: GiftCardCheckRequest,
    response: GiftCardCheckResponse,
  },
  giftCard: {
    tags: ['gift-cards'],
    summary: "The gift card's page: amount, balance, message, expiry",
    params: GiftCardCodeParams,
    response: GiftCardView,
  },
  redeemGiftCard: {
    tags: ['staff'],
    summary: 'Take an amount off a gift card valid at the restaurant (not past its balance)',
    params: RestaurantIdParams,
    body: GiftCardRedeemRequest,
    response: GiftCardRedeemResponse,
  },
  settingsHours: {
    tags: ['staff', 'settings'],
    summary: 'The weekly services and the special periods from today on',
    params: RestaurantIdParams,
    response: OpeningHoursResponse,
  },
  saveSettingsHours: {
    tags: ['staff', 'settings'],
    summary: 'Replace the weekly services (409 lists future bookings left outside)',
    params: RestaurantIdParams,
    body: OpeningHoursRequest,
    response: OpeningHoursResponse,
  },
  addSpecialPeriod: {
    tags: ['staff', 'settings'],
    summary:
      'Add a named special period (first to last date): closed, or hours of its own (400 if it overlaps another)',
    params: RestaurantIdParams,
    body: SpecialPeriodRequest,
    response: SpecialPeriod,
  },
  changeSpecialPeriod: {
    tags: ['staff', 'settings'],
    summary: 'Change a special period: its name, dates or hours',
    params: SpecialPeriodParams,
    body: SpecialPeriodRequest,
    response: SpecialPeriod,
  },
  removeSpecialPeriod: {
    tags: ['staff', 'settings'],
    summary: 'Remove a special period: the weekday’s services apply again on its dates',
    params: SpecialPeriodParams,
    querystring: RemoveSpecialDayQuery,
    response: DoneResponse,
  },
  settingsRules: {
    tags: ['staff', 'settings'],
    summary: 'The booking rules',
    params: RestaurantIdParams,
    response: BookingRulesView,
  },
  saveSettingsRules: {
    tags: ['staff', 'settings'],
    summary: 'Change the booking rules (for bookings made from now on, but deadline and reminder)',
    params: RestaurantIdParams,
    body: BookingRules,
    response: BookingRulesView,
  },
  settingsPhotos: {
    tags: ['staff', 'settings'],
    summary: 'The cover, the logo and the gallery, each with its sizes and alt texts',
    params: RestaurantIdParams,
    response: PhotosView,
  },
  /** The body is the image file itself (Content-Type image/jpeg, image/png or image/webp). */
  uploadPhoto: {
    tags: ['staff', 'settings'],
    summary:
      'Upload a photo (the body is the JPEG, PNG or WebP file; 413 past 15 MB, 415 for HEIC or a non-image, 400 past 40 megapixels): a cover or logo replaces the one before, a gallery photo goes last',
    params: PhotoKindParams,
    response: PhotosView,
  },
  orderGallery: {
    tags: ['staff', 'settings'],
    summary: 'Put the gallery in a new order (every gallery photo’s id, once)',
    params: RestaurantIdParams,
    body: GalleryOrder,
    response: PhotosView,
  },
  changePhoto: {
    tags: ['staff', 'settings'],
    summary: 'Change a photo’s alt texts, per language',
    params: PhotoParams,
    body: PhotoChange,
    response: PhotosView,
  },
  removePhoto: {
    tags: ['staff', 'settings'],
    summary: 'Remove a photo; its files are deleted',
    params: PhotoParams,
    response: PhotosView,
  },
  settingsHistory: {
    tags: ['staff', 'settings'],
    summary: 'Every change of the settings, newest first, with who made it',
    params: RestaurantIdParams,
    querystring: AuditLogQuery,
    response: AuditLogResponse,
  },
  settingsLook: {
    tags: ['staff', 'settings'],
    summary: 'The restaurant’s theme colours, and the site’s they fall back to',
    params: RestaurantIdParams,
    response: LookSettingsView,
  },
  saveSettingsLook: {
    tags: ['staff', 'settings'],
    summary: 'Change the theme colours (hex; 400 names a colour below 4.5:1 contrast)',
    params: RestaurantIdParams,
    body: LookSettings,
    response: LookSettingsView,
  },
  settingsProfile: {
    tags: ['staff', 'settings'],
    summary: 'The profile: name, address, contact, texts per language, cuisines and area',
    params: RestaurantIdParams,
    response: ProfileSettingsView,
  },
  saveSettingsProfile: {
    tags: ['staff', 'settings'],
    summary: 'Change the profile (the confirmation notes are sanitized HTML)',
    params: RestaurantIdParams,
    body: ProfileSettings,
    response: ProfileSettingsView,
  },
  settingsPublishing: {
    tags: ['staff', 'settings'],
    summary: 'Whether diners see the restaurant, and what it lacks before it may be shown',
    params: RestaurantIdParams,
    response: PublishingView,
  },
  saveSettingsPublishing: {
    tags: ['staff', 'settings'],
    summary: 'Publish or unpublish (400 naming openingHours and tables while either is missing)',
    params: RestaurantIdParams,
    body: PublishingRequest,
    response: PublishingView,
  },
  settingsPayments: {
    tags: ['staff', 'settings'],
    summary: 'The payment rule, amount per guest, policy texts and card provider',
    params: RestaurantIdParams,
    response: PaymentSettingsView,
  },
  saveSettingsPayments: {
    tags: ['staff', 'settings'],
    summary: 'Change the payment rule and policy (for bookings completed from now on)',
    params: RestaurantIdParams,
    body: PaymentSettings,
    response: PaymentSettingsView,
  },
  settingsTables: {
    tags: ['staff', 'settings'],
    summary: 'The floor plans with their tables and combinations',
    params: RestaurantIdParams,
    response: TablesSettingsResponse,
  },
  addFloorPlan: {
    tags: ['staff', 'settings'],
    summary: 'Add a floor plan',
    params: RestaurantIdParams,
    body: FloorPlanRequest,
    response: TablesSettingsResponse,
  },
  renameFloorPlan: {
    tags: ['staff', 'settings'],
    summary: 'Rename a floor plan (its translations stay)',
    params: FloorPlanParams,
    body: FloorPlanRequest,
    response: TablesSettingsResponse,
  },
  removeFloorPlan: {
    tags: ['staff', 'settings'],
    summary: 'Remove an empty floor plan no menu names (409 otherwise)',
    params: FloorPlanParams,
    response: DoneResponse,
  },
  saveFloorPlanLayout: {
    tags: ['staff', 'settings'],
    summary:
      "Place a floor plan's tables on its grid and choose their shapes, at once (400 for a table off the grid, of another floor plan or sharing a cell)",
    params: FloorPlanParams,
    body: FloorPlanLayoutRequest,
    response: TablesSettingsResponse,
  },
  addTable: {
    tags: ['staff', 'settings'],
    summary: 'Add a table to a floor plan',
    params: RestaurantIdParams,
    body: TableRequest,
    response: TablesSettingsResponse,
  },
  changeTable: {
    tags: ['staff', 'settings'],
    summary: 'Change a table: name, seats, floor plan, online booking (bookings keep it)',
    params: TableParams,
    body: TableRequest,
    response: TablesSettingsResponse,
  },
  removeTable: {
    tags: ['staff', 'settings'],
    summary:
      'Remove a table: deleted if never booked, else kept and made not bookable online (409 lists future bookings seated at it)',
    params: TableParams,
    querystring: RemoveSpecialDayQuery,
    response: TableRemovalResponse,
  },
  addCombination: {
    tags: ['staff', 'settings'],
    summary: 'Add a combination of tables in one floor plan',
    params: RestaurantIdParams,
    body: CombinationRequest,
    response: TablesSettingsResponse,
  },
  changeCombination: {
    tags: ['staff', 'settings'],
    summary: 'Change a combination: its tables and seats (bookings keep their tables)',
    params: CombinationParams,
    body: CombinationRequest,
    response: TablesSettingsResponse,
  },
  removeCombination: {
    tags: ['staff', 'settings'],
    summary: 'Remove a combination (409 lists future bookings seated at its tables)',
    params: CombinationParams,
    querystring: RemoveSpecialDayQuery,
    response: DoneResponse,
  },
  settingsMenus: {
    tags: ['staff', 'settings'],
    summary: 'The set menus, and the events with their dates and tickets',
    params: RestaurantIdParams,
    response: MenusSettingsResponse,
  },
  addMenu: {
    tags: ['staff', 'settings'],
    summary: 'Add a set menu',
    params: RestaurantIdParams,
    body: MenuRequest,
    response: MenusSettingsResponse,
  },
  changeMenu: {
    tags: ['staff', 'settings'],
    summary: 'Change a set menu (bookings that chose it keep it)',
    params: MenuParams,
    body: MenuRequest,
    response: MenusSettingsResponse,
  },
  removeMenu: {
    tags: ['staff', 'settings'],
    summary:
      'Remove a set menu: deleted if never chosen, else no longer offered (409 lists upcoming bookings that chose it)',
    params: MenuParams,
    querystring: RemoveSpecialDayQuery,
    response: RemovalResponse,
  },
  addEvent: {
    tags: ['staff', 'settings'],
    summary: 'Add an event (its address made from its name when none is given)',
    params: RestaurantIdParams,
    body: EventRequest,
    response: MenusSettingsResponse,
  },
  changeEvent: {
    tags: ['staff', 'settings'],
    summary: 'Change an event: texts, address, price, Christmas (bookings keep it)',
    params: EventParams,
    body: EventRequest,
    response: MenusSettingsResponse,
  },
  removeEvent: {
    tags: ['staff', 'settings'],
    summary:
      'Remove an event: deleted if never booked, else its dates to come are taken off sale (409 lists upcoming bookings)',
    params: EventParams,
    querystring: RemoveSpecialDayQuery,
    response: RemovalResponse,
  },
  addOccurrence: {
    tags: ['staff', 'settings'],
    summary: 'Add a date to an event, with its tickets',
    params: EventParams,
    body: OccurrenceRequest,
    response: MenusSettingsResponse,
  },
  changeOccurrence: {
    tags: ['staff', 'settings'],
    summary:
      "Change a date's times or tickets (never below the seats booked; 409 lists bookings the new times leave outside)",
    params: OccurrenceParams,
    body: OccurrenceRequest,
    response: MenusSettingsResponse,
  },
  removeOccurrence: {
    tags: ['staff', 'settings'],
    summary:
      'Remove a date: deleted if never booked, else taken off sale (409 lists upcoming bookings)',
    params: OccurrenceParams,
    querystring: RemoveSpecialDayQuery,
    response: RemovalResponse,
  },
  settingsOrdering: {
    tags: ['staff', 'settings'],
    summary: 'The ordering setup: settings, zones, menu and catering packages',
    params: RestaurantIdParams,
    response: OrderingSetupResponse,
  },
  saveSettingsOrdering: {
    tags: ['staff', 'settings'],
    summary: 'Change the order modes, pause, capacity, lead times, zones and catering terms',
    params: RestaurantIdParams,
    body: OrderingSettings,
    response: OrderingSetupResponse,
  },
  addOrderingCategory: {
    tags: ['staff', 'settings'],
    summary: 'Add a category to the ordering menu',
    params: RestaurantIdParams,
    body: OrderingCategoryRequest,
    response: OrderingSetupResponse,
  },
  changeOrderingCategory: {
    tags: ['staff', 'settings'],
    summary: 'Change a category of the ordering menu',
    params: OrderingCategoryParams,
    body: OrderingCategoryRequest,
    response: OrderingSetupResponse,
  },
  removeOrderingCategory: {
    tags: ['staff', 'settings'],
    summary: 'Remove an empty category (409 while it has items)',
    params: OrderingCategoryParams,
    response: OrderingSetupResponse,
  },
  addOrderingItem: {
    tags: ['staff', 'settings'],
    summary: 'Add an item with its option groups and choices',
    params: RestaurantIdParams,
    body: OrderingItemRequest,
    response: OrderingSetupResponse,
  },
  changeOrderingItem: {
    tags: ['staff', 'settings'],
    summary: 'Change an item; its option groups and choices are replaced by the body’s',
    params: OrderingItemParams,
    body: OrderingItemRequest,
    response: OrderingSetupResponse,
  },
  removeOrderingItem: {
    tags: ['staff', 'settings'],
    summary: 'Remove an item with its option groups',
    params: OrderingItemParams,
    response: OrderingSetupResponse,
  },
  setItemSoldOut: {
    tags: ['staff', 'settings'],
    summary: 'Mark an item sold out, or back on the menu (hosts too)',
    params: OrderingItemParams,
    body: SoldOutRequest,
    response: OrderingSetupResponse,
  },
  addCateringPackage: {
    tags: ['staff', 'settings'],
    summary: 'Add a catering package',
    params: RestaurantIdParams,
    body: CateringPackageRequest,
    response: OrderingSetupResponse,
  },
  changeCateringPackage: {
    tags: ['staff', 'settings'],
    summary: 'Change a catering package',
    params: CateringPackageParams,
    body: CateringPackageRequest,
    response: OrderingSetupResponse,
  },
  removeCateringPackage: {
    tags: ['staff', 'settings'],
    summary: 'Remove a catering package',
    params: CateringPackageParams,
    response: OrderingSetupResponse,
  },
  orderSlots: {
    tags: ['orders'],
    summary: 'The pickup or delivery times a mode can still take on a local date',
    querystring: OrderSlotsQuery,
    response: OrderSlotsResponse,
  },
  createOrder: {
    tags: ['orders'],
    summary: 'Create an order for a slot, priced by the server; its slot is held unpaid',
    body: OrderCreateRequest,
    response: OrderCreated,
  },
  order: {
    tags: ['orders'],
    summary: "The diner's order: status, lines, totals and time",
    params: OrderTokenParams,
    response: OrderView,
  },
  payOrder: {
    tags: ['orders'],
    summary:
      'Pay an order with a card and/or a gift card: paid, not paid, or a 3-D Secure challenge',
    params: OrderTokenParams,
    body: OrderPayRequest,
    response: OrderPayResult,
  },
  orderBoard: {
    tags: ['staff'],
    summary: "A day's paid food orders for the kitchen's board",
    params: RestaurantIdParams,
    querystring: OrderBoardQuery,
    response: OrderBoardResponse,
  },
  report: {
    tags: ['staff'],
    summary: "A period's bookings, covers, channels, occupancy and money, for owners and managers",
    params: RestaurantIdParams,
    querystring: ReportQuery,
    response: ReportResponse,
  },
  reportCsv: {
    tags: ['staff'],
    summary: 'The same report as a CSV file (text/csv), for a spreadsheet',
    params: RestaurantIdParams,
    querystring: ReportQuery,
    response: z.string().describe("The period's report as a CSV file (text/csv)"),
  },
  changeOrder: {
    tags: ['staff'],
    summary: 'Accept, reject (refunded) or move a food order to its next step',
    params: OrderIdParams,
    body: OrderActionRequest,
    response: BoardOrder,
  },
  replyToSurvey: {
    tags: ['staff'],
    summary: "Write, change or (blank) take down the restaurant's public reply to a survey",
    params: SurveyReplyParams,
    body: SurveyReplyRequest,
    response: SurveyReplyResponse,
  },
  orderRestaurants: {
    tags: ['ordering'],
    summary:
      'Published restaurants that take food orders, by mode, city and cuisine, with the filters’ choices',
    querystring: OrderRestaurantsQuery,
    response: OrderRestaurantsResponse,
  },
  orderMenu: {
    tags: ['ordering'],
    summary: 'A restaurant’s ordering menu, packages, zones and terms in the diner’s language',
    params: OrderMenuParams,
    response: OrderMenuResponse,
  },
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
