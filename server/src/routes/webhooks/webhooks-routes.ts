import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@shared/api/auth';
import {
  createdWebhook,
  createWebhookBody,
  deliveriesAnswer,
  deliveriesQuery,
  deliveryIdParams,
  rolledSecret,
  updateWebhookBody,
  webhook,
  webhookDelivery,
  webhookIdParams,
  webhookList,
  type Webhook,
  type WebhookDelivery,
} from '@shared/api/webhooks';
import {
  deleteWebhook,
  listDeliveries,
  presentWebhook,
  redeliver,
  registerWebhook,
  rollSecret,
  sendTestEvent,
  updateWebhook,
} from '../../plugins/app/webhooks/webhooks-service';
import { SUCCESS } from '../example-samples';
import { answering } from '../shared-facts';

const tags = ['webhooks'];

const WEBHOOK_ID = '5b0c8f1e-2d44-4c1a-9a57-3f1e9d2b7c60';
const DELIVERY_ID = '0e6d3a2b-71c9-4f0e-8d15-b2a4c6e9f301';
const SECRET = 'whsec_Q2x0bmRhbGUtZXhhbXBsZS1zZWNyZXQtbm90LXJlYWw';
const sample: Webhook = {
  id: WEBHOOK_ID,
  url: 'https://hooks.harbourhall.example/mindlane',
  description: 'Sync finished cards to the events calendar',
  events: ['card.moved', 'todo.completed', 'comment.created'],
  createdAt: '2026-07-03T14:42:10.000Z',
  disabledAt: null,
  failingSince: null,
  previousSecretUntil: null,
};
const sampleDelivery: WebhookDelivery = {
  id: DELIVERY_ID,
  eventId: '9f2c4e71-0b8a-4d3e-a6c5-1e7b2d9f4a08',
  eventType: 'card.moved',
  status: 'succeeded',
  attempts: 1,
  createdAt: '2026-07-03T15:01:12.000Z',
  lastAttemptAt: '2026-07-03T15:01:12.000Z',
  nextAttemptAt: null,
  lastStatus: 200,
  lastAnswer: '{"received":true}',
};

const SIGNING =
  'Each delivery is a POST of JSON `{ id, type, createdAt, workspaceId, data: { object, previous? } }` with the headers `Mindlane-Event-Id` and `Mindlane-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (see docs/api.md). A 2xx answer within 10 s is success; anything else is retried with backoff for about 32 hours. An endpoint failing for 3 days is disabled and the owner is e-mailed.';

/** Outgoing webhooks of the current workspace: its owner's, with a session (plugins/app/webhooks). */
const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhooks',
    {
      config: {
        operation: {
          id: 'listWebhooks',
          summary: "The workspace's webhook endpoints, without their secrets",
          examples: { answers: { 200: [sample] } },
        },
      },
      schema: { tags, response: { 200: webhookList } },
    },
    async (request) => {
      const now = app.clock.now();
      const rows = await app.repos.webhooks.list(request.auth.workspace.workspaceId);
      return rows.map((row) => presentWebhook(row, now));
    },
  );

  app.post(
    '/webhooks',
    {
      config: {
        operation: {
          id: 'createWebhook',
          summary: 'Register a webhook endpoint',
          description: [
            'The answer is the only time the signing secret is shown. `events` lists event types, or `["*"]` for all. The URL must be https where the app is served over https, and every address its host resolves to must be public; a host that does not resolve within a few seconds is refused. At most 20 endpoints a workspace.',
            SIGNING,
          ].join('\n\n'),
          examples: {
            body: { url: sample.url, events: sample.events, description: sample.description },
            answers: { 201: { ...sample, secret: SECRET } },
          },
        },
      },
      schema: { tags, body: createWebhookBody, response: { 201: createdWebhook } },
    },
    async (request, reply) => {
      const created = await registerWebhook(app, request.auth, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      config: {
        operation: {
          id: 'updateWebhook',
          summary: 'Change a webhook endpoint, or turn it off or on',
          description:
            'Any of `url`, `events`, `description`; `enabled: false` stops deliveries, `enabled: true` turns a disabled endpoint back on.',
          examples: { body: { enabled: true }, answers: { 200: sample } },
        },
      },
      schema: { tags, params: webhookIdParams, body: updateWebhookBody, response: { 200: webhook } },
    },
    async (request) => updateWebhook(app, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: {
        operation: answering('deleteWebhook', 'Delete a webhook endpoint and its delivery log', SUCCESS),
      },
      schema: { tags, params: webhookIdParams, response: { 200: successResponse } },
    },
    async (request) => {
      await deleteWebhook(app, request.auth, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: {
        operation: {
          id: 'listWebhookDeliveries',
          summary: "An endpoint's deliveries, newest first",
          description:
            'Each with its event, status (pending, retrying, succeeded, failed, or paused while the plan has lapsed), attempts, and the last answer: its status and first 500 characters. Kept 30 days.',
          examples: { answers: { 200: { deliveries: [sampleDelivery] } } },
        },
      },
      schema: {
        tags,
        params: webhookIdParams,
        querystring: deliveriesQuery,
        response: { 200: deliveriesAnswer },
      },
    },
    async (request) => listDeliveries(app, request.auth, request.params.id, request.query.limit),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: {
        operation: {
          id: 'redeliverWebhook',
          summary: 'Send a delivery again now',
          errors: { 409: 'This webhook is disabled; turn it on to send it deliveries.' },
          examples: { answers: { 202: { ...sampleDelivery, status: 'pending' } } },
        },
      },
      schema: { tags, params: deliveryIdParams, response: { 202: webhookDelivery } },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      return reply.code(202).send(await redeliver(app, request.auth, id, deliveryId));
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: {
        operation: {
          id: 'testWebhook',
          summary: 'Send a test event to an endpoint',
          description: 'A `webhook.test` event, signed and logged as any other.',
          errors: { 409: 'This webhook is disabled; turn it on to send it a test event.' },
          examples: { answers: { 202: { ...sampleDelivery, eventType: 'webhook.test', status: 'pending' } } },
        },
      },
      schema: { tags, params: webhookIdParams, response: { 202: webhookDelivery } },
    },
    async (request, reply) => reply.code(202).send(await sendTestEvent(app, request.auth, request.params.id)),
  );

  app.post(
    '/webhooks/:id/roll-secret',
    {
      config: {
        operation: {
          id: 'rollWebhookSecret',
          summary: "Replace an endpoint's signing secret",
          description:
            'The answer is the only time the new secret is shown. For 24 hours deliveries carry a `v1=` signature for each of the two secrets.',
          examples: { answers: { 200: { secret: SECRET } } },
        },
      },
      schema: { tags, params: webhookIdParams, response: { 200: rolledSecret } },
    },
    async (request) => rollSecret(app, request.auth, request.params.id),
  );
};

export default webhooksRoutes;
