import { API_ROUTES, type RouteName } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { z } from '@dekka/contracts/zod';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../app-types.ts';
import { errorResponses } from './error-schemas.ts';

type Contract<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];

/** Error answers by status: one of the sets in error-schemas.ts, with a route's own additions. */
type ErrorSchemas = Partial<Record<number, z.ZodType>>;

/** A null success answer is "204 No Content"; every other is a 200. */
type Success<N extends RouteName> = Contract<N>['response'] extends z.ZodNull
  ? { 204: Contract<N>['response'] }
  : { 200: Contract<N>['response'] };

/** Fastify's route schema as defineRoute builds it, which types the handler's request and reply. */
type RouteSchema<N extends RouteName, E extends ErrorSchemas> = Omit<
  Contract<N>,
  'tags' | 'response'
> & { tags: string[]; response: Success<N> & E };

type Handler<N extends RouteName, E extends ErrorSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<N, E>,
  ZodTypeProvider
>;

/**
 * What the contract does not say: the route's error answers (by default those every /api route
 * may give: 400, 429, 500) and Fastify's own options (guards as preHandlers, rate limits as
 * config, body limits).
 */
type RouteOptions<N extends RouteName, E extends ErrorSchemas> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchema<N, E>,
    ZodTypeProvider
  >,
  'schema'
> & {
  errors?: E;
  /**
   * The content types of a file answer (an iCalendar file, say). Such a route has no JSON
   * response schema: the contract's response only says in words what the file is.
   */
  produces?: string[];
};

/**
 * Registers the endpoint `name` of the contract route table: its method and path from
 * API_ROUTES, its schemas, tags and summary from ROUTE_SCHEMAS, so the handler's request and
 * reply are typed from the contract and nothing of it is written twice.
 *
 * `defineRoute(app, 'cancel', handler)`, or with options:
 * `defineRoute(app, 'team', { preHandler: staffOnly('team.view'), errors: staffErrorResponses }, handler)`.
 */
export function defineRoute<N extends RouteName, E extends ErrorSchemas = typeof errorResponses>(
  app: App,
  name: N,
  ...args: [handler: Handler<N, E>] | [options: RouteOptions<N, E>, handler: Handler<N, E>]
): void {
  const [options, handler] = args.length === 2 ? args : [{}, args[0]];
  const { errors = errorResponses, produces, ...fastifyOptions } = options;
  const { tags, summary, response, ...request }: (typeof ROUTE_SCHEMAS)[RouteName] =
    ROUTE_SCHEMAS[name];
  const successStatus = response.def.type === 'null' ? 204 : 200;
  app.route({
    ...(fastifyOptions as RouteShorthandOptions),
    method: API_ROUTES[name].method,
    url: API_ROUTES[name].path,
    schema: {
      tags: [...tags],
      summary,
      // A route that can answer 401 takes a bearer token; the API document says so.
      ...(401 in errors ? { security: [{ bearerAuth: [] }] } : {}),
      ...request,
      ...(produces ? { produces } : { response: { [successStatus]: response, ...errors } }),
    },
    // The compiler cannot follow `name` from the table to Fastify's generics; the signature
    // above has checked the handler against this route's schemas.
    handler: handler as RouteHandlerMethod,
  });
}
