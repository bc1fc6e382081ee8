/**
 * Every endpoint of Dekka's API (docs/product.md, "The API"): its method and its path under
 * /api, with Fastify's `:name` parameters. The server registers each route from this table and
 * the web app builds each call's address from it, so a changed path changes both sides at once;
 * `route-schemas.ts` gives each endpoint's schemas. This file imports nothing, so the web can use
 * it without bringing zod onto every page.
 */
export const API_ROUTES = {
  health: { method: 'GET', path: '/health' },
  anonymousSession: { method: 'POST', path: '/auth/anonymous' },
  emailCode: { method: 'POST', path: '/auth/email-code' },
  signIn: { method: 'POST', path: '/auth/sign-in' },
  signOut: { method: 'POST', path: '/auth/sign-out' },
  passkeyRegisterOptions: { method: 'POST', path: '/auth/passkey/register-options' },
  passkeyRegister: { method: 'POST', path: '/auth/passkey/register' },
  passkeySignInOptions: { method: 'POST', path: '/auth/passkey/sign-in-options' },
  passkeySignIn: { method: 'POST', path: '/auth/passkey/sign-in' },
  userCustomer: { method: 'GET', path: '/web/usercustomer' },
  saveUserCustomer: { method: 'PUT', path: '/web/usercustomer' },
  myBookings: { method: 'GET', path: '/web/my/bookings' },
  myOrders: { method: 'GET', path: '/web/my/orders' },
  myRestaurants: { method: 'GET', path: '/web/my/restaurants' },
  myData: { method: 'GET', path: '/web/my/data' },
  deleteAccount: { method: 'DELETE', path: '/web/my/account' },
  myPasskeys: { method: 'GET', path: '/web/my/passkeys' },
  deletePasskey: { method: 'DELETE', path: '/web/my/passkeys/:passkeyId' },
  invitation: { method: 'GET', path: '/web/invitations/:invitationId' },
  acceptInvitation: { method: 'POST', path: '/web/invitations/:invitationId/accept' },
  joinCities: { method: 'GET', path: '/web/join/cities' },
  join: { method: 'POST', path: '/web/join' },
  adminApplications: { method: 'GET', path: '/admin/applications' },
  approveApplication: { method: 'POST', path: '/admin/applications/:applicationId/approve' },
  declineApplication: { method: 'POST', path: '/admin/applications/:applicationId/decline' },
  workspace: { method: 'GET', path: '/restaurant/:restaurantId/workspace' },
  team: { method: 'GET', path: '/restaurant/:restaurantId/team' },
  invite: { method: 'POST', path: '/restaurant/:restaurantId/team/invitations' },
  cancelInvitation: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/team/invitations/:invitationId',
  },
  removeMember: { method: 'DELETE', path: '/restaurant/:restaurantId/team/members/:userId' },
  guestList: { method: 'GET', path: '/restaurant/:restaurantId/guestlist/:date' },
  changeGuestStatus: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/guestlist/bookings/:bookingId/status',
  },
  createStaffBooking: { method: 'POST', path: '/restaurant/:restaurantId/guestlist/bookings' },
  staffTableOptions: { method: 'GET', path: '/restaurant/:restaurantId/guestlist/tables' },
  listGuests: { method: 'GET', path: '/restaurant/:restaurantId/guests' },
  exportGuests: { method: 'GET', path: '/restaurant/:restaurantId/guests/export' },
  lookupGuests: { method: 'GET', path: '/restaurant/:restaurantId/guests/lookup' },
  guestProfile: { method: 'GET', path: '/restaurant/:restaurantId/guests/:guestId' },
  updateGuest: { method: 'PATCH', path: '/restaurant/:restaurantId/guests/:guestId' },
  mergeGuests: { method: 'POST', path: '/restaurant/:restaurantId/guests/:guestId/merge' },
  splitGuest: { method: 'POST', path: '/restaurant/:restaurantId/guests/:guestId/split' },
  changeStaffBooking: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/guestlist/bookings/:bookingId',
  },
  seatWaiting: {
    method: 'POST',
    path: '/restaurant/:restaurantId/guestlist/bookings/:bookingId/seat',
  },
  offerTable: {
    method: 'POST',
    path: '/restaurant/:restaurantId/guestlist/bookings/:bookingId/offer',
  },
  chargeNoShowFee: {
    method: 'POST',
    path: '/restaurant/:restaurantId/guestlist/bookings/:bookingId/no-show-fee',
  },
  createTableBlock: { method: 'POST', path: '/restaurant/:restaurantId/guestlist/blocks' },
  removeTableBlock: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/guestlist/blocks/:blockId',
  },
  settings: { method: 'GET', path: '/web/settings' },
  clientErrors: { method: 'POST', path: '/web/client-errors' },
  filtersInUse: { method: 'GET', path: '/web/filter/inuse' },
  globalSearch: { method: 'GET', path: '/web/search/globalsearch/:searchString' },
  globalSearchEmpty: { method: 'GET', path: '/web/search/globalsearch' },
  searchResults: { method: 'GET', path: '/web/search/results' },
  nearby: { method: 'GET', path: '/web/search/nearby' },
  restaurant: { method: 'GET', path: '/web/restaurant/:idOrSlug' },
  restaurantRatings: { method: 'GET', path: '/web/restaurant/:id/ratings' },
  suggestions: {
    method: 'GET',
    path: '/web/suggestion/restaurant/:restaurantId/:dateTime/:guests',
  },
  suggestionsAll: {
    method: 'GET',
    path: '/web/suggestion/restaurant/:restaurantId/:dateTime/:guests/all',
  },
  suggestionsWaitingList: {
    method: 'GET',
    path: '/web/suggestion/restaurant/:restaurantId/:dateTime/:guests/waitinglisttimes/v2',
  },
  upcomingXmasEvents: { method: 'GET', path: '/web/event/upcomingxmas' },
  eventsOnDate: { method: 'GET', path: '/web/event/:restaurantId/:date' },
  upsell: { method: 'GET', path: '/web/upsell/:restaurantId/:dateTime/:guests/:eventId' },
  processSteps: {
    method: 'GET',
    path: '/web/booking/v4/processsteps/:restaurantId/:eventId/:isWaitingList/:dateTime',
  },
  reserve: { method: 'POST', path: '/web/booking/reserve' },
  bookingInfoForComplete: {
    method: 'GET',
    path: '/web/booking/v3/bookinginfoforcomplete/:guid/:isWaitingList',
  },
  phonePlan: { method: 'GET', path: '/web/phone/plan/:callingCode' },
  complete: { method: 'PUT', path: '/web/booking/complete/v2' },
  bookingInfoForConfirmation: {
    method: 'GET',
    path: '/web/booking/bookinginfoforconfirmation/:guid',
  },
  manageBooking: { method: 'GET', path: '/web/booking/manage/:guid' },
  bookingCalendar: { method: 'GET', path: '/web/booking/calendar/:guid' },
  changeOptions: { method: 'GET', path: '/web/booking/change/options/:guid' },
  change: { method: 'PUT', path: '/web/booking/change' },
  isCancelAllowed: { method: 'GET', path: '/web/booking/iscancelallowed/:guid' },
  cancel: { method: 'PUT', path: '/web/booking/cancel/:guid' },
  acceptTableOffer: { method: 'PUT', path: '/web/booking/offer/:guid/accept' },
  declineTableOffer: { method: 'PUT', path: '/web/booking/offer/:guid/decline' },
  paymentStatus: { method: 'GET', path: '/web/booking/paymentstatus/:guid' },
  paymentLink: { method: 'GET', path: '/web/booking/paymentlink/:guid' },
  applePaySession: { method: 'POST', path: '/web/payments/applepay/session' },
  confirmPaymentLink: { method: 'PUT', path: '/web/booking/paymentlink/confirm' },
  survey: { method: 'GET', path: '/web/survey/:guid' },
  submitSurvey: { method: 'POST', path: '/web/survey/:guid' },
  giftCardShop: { method: 'GET', path: '/web/giftcards/shop' },
  buyGiftCard: { method: 'POST', path: '/web/giftcards' },
  giftCardOrder: { method: 'GET', path: '/web/giftcards/orders/:orderGuid' },
  giftCardStatus: { method: 'POST', path: '/web/giftcards/status' },
  checkGiftCard: { method: 'POST', path: '/web/giftcards/check' },
  giftCard: { method: 'GET', path: '/web/giftcards/:code' },
  redeemGiftCard: { method: 'POST', path: '/restaurant/:restaurantId/giftcards/redeem' },
  settingsHours: { method: 'GET', path: '/restaurant/:restaurantId/settings/hours' },
  saveSettingsHours: { method: 'PUT', path: '/restaurant/:restaurantId/settings/hours' },
  addSpecialPeriod: {
    method: 'POST',
    path: '/restaurant/:restaurantId/settings/special-periods',
  },
  changeSpecialPeriod: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/special-periods/:specialPeriodId',
  },
  removeSpecialPeriod: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/special-periods/:specialPeriodId',
  },
  settingsRules: { method: 'GET', path: '/restaurant/:restaurantId/settings/rules' },
  saveSettingsRules: { method: 'PUT', path: '/restaurant/:restaurantId/settings/rules' },
  settingsPhotos: { method: 'GET', path: '/restaurant/:restaurantId/settings/photos' },
  uploadPhoto: { method: 'POST', path: '/restaurant/:restaurantId/settings/photos/:kind' },
  orderGallery: { method: 'PUT', path: '/restaurant/:restaurantId/settings/photos/order' },
  changePhoto: { method: 'PUT', path: '/restaurant/:restaurantId/settings/photos/:photoId' },
  removePhoto: { method: 'DELETE', path: '/restaurant/:restaurantId/settings/photos/:photoId' },
  settingsHistory: { method: 'GET', path: '/restaurant/:restaurantId/settings/history' },
  settingsLook: { method: 'GET', path: '/restaurant/:restaurantId/settings/look' },
  saveSettingsLook: { method: 'PUT', path: '/restaurant/:restaurantId/settings/look' },
  settingsProfile: { method: 'GET', path: '/restaurant/:restaurantId/settings/profile' },
  saveSettingsProfile: { method: 'PUT', path: '/restaurant/:restaurantId/settings/profile' },
  settingsPublishing: { method: 'GET', path: '/restaurant/:restaurantId/settings/publishing' },
  saveSettingsPublishing: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/publishing',
  },
  settingsPayments: { method: 'GET', path: '/restaurant/:restaurantId/settings/payments' },
  saveSettingsPayments: { method: 'PUT', path: '/restaurant/:restaurantId/settings/payments' },
  settingsTables: { method: 'GET', path: '/restaurant/:restaurantId/settings/tables' },
  addFloorPlan: { method: 'POST', path: '/restaurant/:restaurantId/settings/floor-plans' },
  renameFloorPlan: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/floor-plans/:floorPlanId',
  },
  removeFloorPlan: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/floor-plans/:floorPlanId',
  },
  saveFloorPlanLayout: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/floor-plans/:floorPlanId/layout',
  },
  addTable: { method: 'POST', path: '/restaurant/:restaurantId/settings/tables' },
  changeTable: { method: 'PUT', path: '/restaurant/:restaurantId/settings/tables/:tableId' },
  removeTable: { method: 'DELETE', path: '/restaurant/:restaurantId/settings/tables/:tableId' },
  addCombination: { method: 'POST', path: '/restaurant/:restaurantId/settings/combinations' },
  changeCombination: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/combinations/:combinationId',
  },
  removeCombination: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/combinations/:combinationId',
  },
  settingsMenus: { method: 'GET', path: '/restaurant/:restaurantId/settings/menus' },
  addMenu: { method: 'POST', path: '/restaurant/:restaurantId/settings/menus' },
  changeMenu: { method: 'PUT', path: '/restaurant/:restaurantId/settings/menus/:menuId' },
  removeMenu: { method: 'DELETE', path: '/restaurant/:restaurantId/settings/menus/:menuId' },
  addEvent: { method: 'POST', path: '/restaurant/:restaurantId/settings/events' },
  changeEvent: { method: 'PUT', path: '/restaurant/:restaurantId/settings/events/:eventId' },
  removeEvent: { method: 'DELETE', path: '/restaurant/:restaurantId/settings/events/:eventId' },
  addOccurrence: {
    method: 'POST',
    path: '/restaurant/:restaurantId/settings/events/:eventId/occurrences',
  },
  changeOccurrence: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/events/:eventId/occurrences/:occurrenceId',
  },
  removeOccurrence: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/events/:eventId/occurrences/:occurrenceId',
  },
  settingsOrdering: { method: 'GET', path: '/restaurant/:restaurantId/settings/ordering' },
  saveSettingsOrdering: { method: 'PUT', path: '/restaurant/:restaurantId/settings/ordering' },
  addOrderingCategory: {
    method: 'POST',
    path: '/restaurant/:restaurantId/settings/ordering/categories',
  },
  changeOrderingCategory: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/ordering/categories/:categoryId',
  },
  removeOrderingCategory: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/ordering/categories/:categoryId',
  },
  addOrderingItem: { method: 'POST', path: '/restaurant/:restaurantId/settings/ordering/items' },
  changeOrderingItem: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/ordering/items/:itemId',
  },
  removeOrderingItem: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/ordering/items/:itemId',
  },
  setItemSoldOut: {
    method: 'PATCH',
    path: '/restaurant/:restaurantId/settings/ordering/items/:itemId/sold-out',
  },
  addCateringPackage: {
    method: 'POST',
    path: '/restaurant/:restaurantId/settings/ordering/packages',
  },
  changeCateringPackage: {
    method: 'PUT',
    path: '/restaurant/:restaurantId/settings/ordering/packages/:packageId',
  },
  removeCateringPackage: {
    method: 'DELETE',
    path: '/restaurant/:restaurantId/settings/ordering/packages/:packageId',
  },
  orderSlots: { method: 'GET', path: '/web/orders/slots' },
  createOrder: { method: 'POST', path: '/web/orders' },
  order: { method: 'GET', path: '/web/orders/:token' },
  payOrder: { method: 'POST', path: '/web/orders/:token/pay' },
  orderBoard: { method: 'GET', path: '/restaurant/:restaurantId/orders' },
  report: { method: 'GET', path: '/restaurant/:restaurantId/reports' },
  reportCsv: { method: 'GET', path: '/restaurant/:restaurantId/reports/export' },
  changeOrder: { method: 'PATCH', path: '/restaurant/:restaurantId/orders/:orderId' },
  replyToSurvey: {
    method: 'PUT',
    path: '/web/staff/:restaurantSlug/surveys/:surveyId/reply',
  },
  orderRestaurants: { method: 'GET', path: '/web/ordering/restaurants' },
  orderMenu: { method: 'GET', path: '/web/ordering/menu/:restaurantSlug' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string }
>;

export type RouteName = keyof typeof API_ROUTES;

/** The `:name` parameters of a path, e.g. `/a/:guid/:x` → 'guid' | 'x'. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<N extends RouteName> = Record<
  ParamNames<(typeof API_ROUTES)[N]['path']>,
  string | number | boolean | null
>;

/**
 * The path of a call, parameters filled in and encoded (a slug with spaces or a search text
 * with a slash stays one segment; a time's colon is left as it is, being allowed in a path):
 * `apiPath('cancel', { guid })`. A null fills in as `null`, the word the upsell and process-step
 * paths use for "no event".
 */
export function apiPath<N extends RouteName>(name: N, params: PathParams<N>): string {
  const values: Record<string, string | number | boolean | null> = params;
  return API_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key])).replace(/%3A/gi, ':'),
  );
}
