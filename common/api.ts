import { z } from 'zod';

// The API contract shared by the browser and the server.

/** Every error the API returns has this shape. */
export type ApiErrorBody = { error: { code: string; message: string } };

export const FEEDBACK_MESSAGE_MAX = 5000;

export const feedbackInputSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Please enter a message')
    .max(FEEDBACK_MESSAGE_MAX, `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters`),
  email: z
    .union([
      z.literal(''),
      z.email({ error: 'Please enter a valid email address' }).max(254, 'Email address is too long'),
    ])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** 'draining': the process is shutting down and finishing what it has (a load balancer should stop sending). */
export type HealthResponse = { status: 'ok' | 'error' | 'draining'; database: 'ok' | 'unreachable'; dialect: string };
