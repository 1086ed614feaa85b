// The JSON Schema (2020-12) of the user records that lib/generate.mjs writes: what the JSON Schema
// validator's benches validate 20 MB of.

/** A schema for the generated user records (lib/generate.mjs), formats included, as a user would write it. */
export const usersSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'guid', 'name', 'email', 'active', 'balance', 'age', 'registered', 'address', 'tags', 'friends', 'about', 'score'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 0 },
      guid: { type: 'string', pattern: '^[0-9a-f]{4}(-[0-9a-f]{4}){3}$' },
      name: { type: 'string', minLength: 1 },
      email: { type: 'string', format: 'email' },
      active: { type: 'boolean' },
      balance: { type: 'number', minimum: 0 },
      age: { type: 'integer', minimum: 18, maximum: 120 },
      registered: { type: 'string', format: 'date-time' },
      address: {
        type: 'object',
        required: ['street', 'city', 'zip', 'geo'],
        properties: {
          street: { type: 'string' },
          city: { type: 'string' },
          zip: { type: 'string', pattern: '^\\d{5}$' },
          geo: { type: 'object', required: ['lat', 'lng'], properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lng: { type: 'number', minimum: -180, maximum: 180 } } },
        },
      },
      tags: { type: 'array', items: { enum: ['admin', 'beta', 'billing', 'dev', 'ops', 'support', 'trial', 'vip', 'legacy', 'eu', 'us', 'apac'] }, minItems: 1 },
      friends: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
      about: { type: 'string' },
      score: { type: ['integer', 'null'] },
    },
  },
};

