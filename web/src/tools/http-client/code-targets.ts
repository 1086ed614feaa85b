// The languages the request can be exported as (the code itself: code-export.ts, loaded with the dialog).
export const CODE_TARGETS = [
  { id: 'curl', label: 'cURL', language: 'shell' },
  { id: 'fetch', label: 'JavaScript fetch', language: 'javascript' },
  { id: 'python', label: 'Python requests', language: 'python' },
] as const;
export type CodeTarget = (typeof CODE_TARGETS)[number]['id'];
