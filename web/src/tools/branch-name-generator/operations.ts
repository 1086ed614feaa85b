import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import {
  branchSeparators,
  branchTypes,
  caseStyles,
  DEFAULT_MAX_LENGTH,
  descriptionWords,
  generateBranchName,
  INITIALS_MAX,
  joinWords,
  MAX_LENGTH_MAX,
  MAX_LENGTH_MIN,
} from './branch-name';

// The branch-name generator's transforms (issue 28): a description → a valid git branch name, and
// the text case it writes the description in (ASCII words as kebab-case, camelCase or snake_case).

const caseStyle = z
  .enum(caseStyles)
  .default('kebab')
  .meta({ label: 'Case', choices: { kebab: 'kebab-case', camel: 'camelCase', snake: 'snake_case' } });

export const branchName = defineOperation({
  id: 'branch-name',
  name: 'Git branch name',
  description:
    'A valid git branch name from a task description: type, ticket, the words in a case style, fitted to a maximum length.',
  keywords: ['git', 'branch', 'name', 'slug', 'gitflow', 'jira', 'ticket'],
  input: 'text',
  output: 'text',
  options: z.object({
    type: z.enum(branchTypes).default('feature').meta({ label: 'Type' }),
    ticket: z.string().default('').meta({ label: 'Ticket', placeholder: 'PROJ-123' }),
    separator: z
      .enum(branchSeparators)
      .default('-')
      .meta({ label: 'Separator', choices: { '/': '/ slash', '-': '- hyphen', _: '_ underscore' } }),
    caseStyle,
    prefix: z.string().default('').meta({ label: 'Prefix', placeholder: 'team/' }),
    maxLength: z.number().int().min(MAX_LENGTH_MIN).max(MAX_LENGTH_MAX).default(DEFAULT_MAX_LENGTH).meta({ label: 'Max length' }),
    authorInitials: z
      .string()
      .max(INITIALS_MAX)
      .default('')
      .meta({ label: 'Author initials', description: 'Empty: no author part.' }),
    includeDate: z.boolean().default(false).meta({ label: 'Include date (ISO)' }),
  }),
  inputLabel: 'Description',
  outputLabel: 'Branch name',
  inputPlaceholder: 'Fix login redirect when the session expires',
  run(description, { authorInitials, ...settings }) {
    const result = generateBranchName({ ...settings, description, includeAuthor: authorInitials.trim() !== '', authorInitials });
    if (!result) throw new Error('Describe the change to name its branch.');
    return result.name;
  },
  examples: [
    {
      title: 'Fitted to 50 characters',
      input: 'Fix login redirect when the session expires',
      output: 'feature-fix-login-redirect-when-the-session',
    },
    {
      title: 'GitFlow with a ticket',
      input: 'Add OAuth2 / OIDC sign-in',
      options: { type: 'feature', separator: '/', ticket: 'PROJ-42' },
      output: 'feature/PROJ-42-add-oauth2-oidc-sign-in',
    },
  ],
});

export const textCase = defineOperation({
  id: 'branch-text-case',
  name: 'Text to kebab, camel or snake case',
  description:
    'Write text as ASCII words in kebab-case, camelCase or snake_case, as branch names use them (accents dropped, Greek and Cyrillic transliterated).',
  keywords: ['case', 'kebab case', 'camel case', 'snake case', 'slug', 'slugify', 'identifier'],
  input: 'text',
  output: 'text',
  options: z.object({ caseStyle }),
  inputLabel: 'Text',
  outputLabel: 'Converted text',
  run(text, { caseStyle: style }) {
    const words = descriptionWords(text);
    if (words.length === 0) throw new Error('The text needs letters or digits (a–z, 0–9).');
    return joinWords(words, style);
  },
  examples: [
    { input: 'Crème brûlée: Don’t over-bake!', output: 'creme-brulee-dont-over-bake' },
    { input: 'user profile page', options: { caseStyle: 'camel' }, output: 'userProfilePage' },
  ],
});

export const operations = [branchName, textCase];
