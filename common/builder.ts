import { z } from 'zod';
import { modelIdSchema, providerIdSchema, type ProviderId } from './ai';

// The website builder's contract (spec platform.md §2 Website builder, §3 Generated website
// record / Expected AI reply / ZIP contents, §4, §5; issue 5). The browser and the server both
// validate with these schemas.

export const BUILDER_PROMPT_MAX = 4000;
export const BUILDER_INSTRUCTION_MAX = 2000;
/** One file of a site (html, css or js) as sent back for a refinement: 1 MB is far above a model's reply. */
export const BUILDER_FILE_MAX = 1_000_000;
export const BUILDER_HISTORY_MAX = 10;

/** Spec §3 defaults for the fields the model may leave out. */
export const websiteDefaults = {
  name: 'Generated Website',
  technologies: ['HTML5', 'CSS3', 'JavaScript'],
} as const;

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .refine((v) => v.trim().length > 0, `${what} is required`)
    .refine((v) => v.length <= max, `${what} must be at most ${max.toLocaleString('en-US')} characters`);

const code = (what: string) =>
  z.string({ error: `${what} is required` }).max(BUILDER_FILE_MAX, `${what} must be at most ${BUILDER_FILE_MAX.toLocaleString('en-US')} characters`);

/** A generated site: what the model returns after validation and defaults (spec §3 Generated website). */
export const generatedWebsiteSchema = z.object({
  html: code('HTML'),
  css: code('CSS'),
  js: code('JavaScript'),
  name: z.string().max(200),
  description: z.string().max(BUILDER_PROMPT_MAX + 1000),
  features: z.array(z.string().max(300)).max(50),
  technologies: z.array(z.string().max(100)).max(50),
});
export type GeneratedWebsite = z.infer<typeof generatedWebsiteSchema>;

const providerChoice = { provider: providerIdSchema.optional(), model: modelIdSchema.optional() };

/** POST /api/builder/generate */
export const generateWebsiteInputSchema = z.object({ prompt: requiredText('Prompt', BUILDER_PROMPT_MAX), ...providerChoice });
export type GenerateWebsiteInput = z.input<typeof generateWebsiteInputSchema>;

/** POST /api/builder/refine: the current files plus what to change. */
export const refineWebsiteInputSchema = z.object({
  instruction: requiredText('Instruction', BUILDER_INSTRUCTION_MAX),
  site: generatedWebsiteSchema,
  ...providerChoice,
});
export type RefineWebsiteInput = z.input<typeof refineWebsiteInputSchema>;

/** What the browser is told while the site is being written. */
export type BuilderStage = 'waiting' | 'html' | 'css' | 'js' | 'details' | 'retrying';

/**
 * Both endpoints answer text/event-stream (parse with createSseParser from ./ai, whose parser
 * is generic over event names). A refusal before anything was generated (401, 403 api key
 * required, 429 daily limit, 400 validation) is a plain JSON error with its HTTP status instead.
 */
export type BuilderStreamEvent =
  | { event: 'meta'; data: { provider: ProviderId; model: string; keySource: 'own' | 'built-in' } }
  /** `received`: characters of the reply so far; sent at most every ~100 ms. */
  | { event: 'progress'; data: { stage: BuilderStage; received: number } }
  | { event: 'done'; data: { site: GeneratedWebsite; provider: ProviderId; model: string; keySource: 'own' | 'built-in' } }
  | { event: 'error'; data: { code: string; message: string } };

/** Spec §3 ZIP file name: the name lowercased, spaces to hyphens, plus -website.zip. */
export function websiteZipName(name: string): string {
  return `${name.toLowerCase().replace(/\s+/g, '-')}-website.zip`;
}
