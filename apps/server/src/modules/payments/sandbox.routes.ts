import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentService } from './payment.service.ts';
import { renderChallengePage, renderResultPage } from './sandbox-pages.ts';
import { toLanguage } from '../../languages.ts';
import type { SandboxTransaction } from './sandbox-provider.ts';

export type SandboxRoutesOptions = {
  payments: PaymentService;
  findTransaction(reference: string): Promise<SandboxTransaction | undefined>;
};

const ReferenceParams = z.object({ reference: z.string().min(1).max(100) });
const PageQuery = z.object({ lng: z.string().max(10).optional() });

/**
 * The sandbox gateway's pages, served by Dekka itself: the issuer's 3-D Secure challenge (the
 * complete result's redirectHtml leads here) and a Nets-style embedded checkout (opened with
 * the result's paymentId). Both post the diner's approve/decline to the provider callback.
 * Plain HTML forms, no script: they run under the app's CSP inside the payment dialog's frame.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, opts) => {
  // The challenge page posts a plain HTML form; Fastify parses only JSON by default.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  async function challengePage(reference: string, lng: string | undefined, embedded: boolean) {
    const language = toLanguage(lng);
    const row = await opts.findTransaction(reference);
    if (!row || row.embedded !== embedded) {
      return { status: 404, html: renderResultPage('not_found', language) };
    }
    if (row.status !== 'challenge') {
      const outcome = row.status === 'declined' ? 'declined' : 'approved';
      return { status: 200, html: renderResultPage(outcome, language) };
    }
    return { status: 200, html: renderChallengePage(row, language) };
  }

  app.get(
    '/payments/sandbox/challenge/:reference',
    {
      schema: {
        tags: ['payments'],
        summary: "Sandbox issuer's 3-D Secure challenge page (HTML)",
        params: ReferenceParams,
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const page = await challengePage(request.params.reference, request.query.lng, false);
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  );

  app.get(
    '/payments/sandbox/checkout/:reference',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox Nets-style embedded checkout for a paymentId (HTML)',
        params: ReferenceParams,
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const page = await challengePage(request.params.reference, request.query.lng, true);
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  );

  app.post(
    '/payments/sandbox/callback',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox provider callback: the challenge was approved or declined (HTML)',
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const lng = z.object({ lng: z.string().max(10).optional() }).safeParse(body);
      const language = toLanguage(lng.success ? lng.data.lng : undefined);
      const outcome = await opts.payments.handleCallback(body);
      if (outcome === 'invalid_card') {
        // The hosted checkout asks again; nothing was settled. The typed card is not echoed.
        const reference = z.object({ reference: z.string().max(100) }).parse(body).reference;
        const row = await opts.findTransaction(reference);
        if (!row)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(renderResultPage('not_found', language));
        return reply
          .code(422)
          .type('text/html; charset=utf-8')
          .send(renderChallengePage(row, language, { invalidCard: true }));
      }
      return reply.type('text/html; charset=utf-8').send(renderResultPage(outcome, language));
    },
  );
};
