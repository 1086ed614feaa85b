import { test as base, expect } from '@playwright/test';

// Specs import `test` from here, so that shared set-up (e.g. a signed-in user once the
// catalogue is protected) is added in one place.
export const test = base;
export { expect };
