import type { ScenarioDefinition } from './definition.js';

/**
 * Every virtual user is a guest in a conversation with the run's one host, sending a new message
 * each iteration; the host's live stream (`GET /api/messages/stream`) reads them, and the time
 * from the send to its arrival there is `message_delivery_duration`. Pacing: one message per
 * user every 3 s, the messaging service's 20 per user per minute.
 */
export const messageDelivery: ScenarioDefinition = {
  id: 'message-delivery',
  kind: 'messages',
  summary: 'Guests message one host; delivery is timed from the send to the host’s live stream.',
  defaults: { vus: 10, durationSeconds: 30, rampSeconds: 5 },
  thresholds: { p95Ms: 1000, errorRate: 0.01 },
  targets: [],
  pacingSeconds: 3,
  steps: [
    {
      name: 'POST /api/messages/conversations/:id/messages',
      method: 'POST',
      path: '/api/messages/conversations/{conversationId}/messages',
      body: 'message',
      expectedStatuses: [201],
    },
  ],
  measuresDelivery: true,
};
