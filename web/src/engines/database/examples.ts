// Example queries on the sample data, per database: the first is what a new editor starts with.
import type { EngineKind } from './types';

export type QueryExample = { name: string; query: string };

const sqlExamples = (dialect: 'postgresql' | 'sqlite' | 'mysql'): QueryExample[] => [
  {
    name: 'Revenue per category',
    query: `SELECT p.category,
       count(*) AS orders,
       sum(o.quantity * p.price) AS revenue
FROM orders o
JOIN products p ON p.id = o.product_id
WHERE o.status <> 'cancelled'
GROUP BY p.category
ORDER BY revenue DESC;`,
  },
  {
    name: 'Orders with customer and product',
    query: `SELECT o.id, u.name AS customer, p.name AS product, o.quantity, o.status, o.ordered_at
FROM orders o
JOIN users u ON u.id = o.user_id
JOIN products p ON p.id = o.product_id
ORDER BY o.ordered_at DESC
LIMIT 10;`,
  },
  {
    name: 'Customers per country',
    query: `SELECT country, count(*) AS customers
FROM users
GROUP BY country
ORDER BY customers DESC;`,
  },
  {
    name: 'Create, insert, read',
    query:
      dialect === 'postgresql'
        ? `CREATE TABLE reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id),
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5)
);
INSERT INTO reviews (product_id, stars) VALUES (1, 5), (1, 4), (3, 5);
SELECT p.name, round(avg(r.stars), 2) AS stars FROM reviews r JOIN products p ON p.id = r.product_id GROUP BY p.name;`
        : dialect === 'mysql'
          ? `CREATE TABLE reviews (
  id INT AUTO_INCREMENT PRIMARY KEY,
  product_id INT NOT NULL,
  stars TINYINT UNSIGNED NOT NULL,
  FOREIGN KEY (product_id) REFERENCES products (id)
) ENGINE=InnoDB;
INSERT INTO reviews (product_id, stars) VALUES (1, 5), (1, 4), (3, 5);
SELECT p.name, ROUND(AVG(r.stars), 2) AS stars FROM reviews r JOIN products p ON p.id = r.product_id GROUP BY p.name;`
          : `CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5)
);
INSERT INTO reviews (product_id, stars) VALUES (1, 5), (1, 4), (3, 5);
SELECT p.name, round(avg(r.stars), 2) AS stars FROM reviews r JOIN products p ON p.id = r.product_id GROUP BY p.name;`,
  },
  ...(dialect === 'mysql'
    ? []
    : [
        {
          name: '100,000 generated rows',
          query:
            dialect === 'postgresql'
              ? `SELECT g AS id, md5(g::text) AS token, (g % 97) * 1.5 AS amount, now() - g * interval '1 minute' AS at
FROM generate_series(1, 100000) AS g;`
              : `WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 100000)
SELECT n AS id, hex(randomblob(8)) AS token, (n % 97) * 1.5 AS amount FROM g;`,
        },
      ]),
  ...(dialect === 'mysql'
    ? [{ name: 'SHOW TABLES and DESCRIBE', query: 'SHOW TABLES;\nDESCRIBE orders;' }]
    : dialect === 'postgresql'
      ? [{ name: 'EXPLAIN ANALYZE', query: 'EXPLAIN ANALYZE\nSELECT * FROM orders WHERE user_id = 3;' }]
      : [{ name: 'Tables in the catalogue', query: "SELECT name, sql FROM sqlite_schema WHERE type = 'table';" }]),
];

export const queryExamples: Record<EngineKind, QueryExample[]> = {
  postgresql: sqlExamples('postgresql'),
  sqlite: sqlExamples('sqlite'),
  mysql: sqlExamples('mysql'),
  mongodb: [
    {
      name: 'Revenue per status (aggregate with $lookup)',
      query: `{
  "aggregate": "orders",
  "pipeline": [
    { "$lookup": { "from": "products", "localField": "productId", "foreignField": "_id", "as": "product" } },
    { "$unwind": "$product" },
    { "$group": { "_id": "$status", "revenue": { "$sum": { "$multiply": ["$quantity", "$product.price"] } }, "orders": { "$sum": 1 } } },
    { "$sort": { "revenue": -1 } }
  ]
}`,
    },
    {
      name: 'Find UK users, newest first',
      query: `{
  "find": "users",
  "filter": { "country": "UK" },
  "projection": { "name": 1, "email": 1, "createdAt": 1 },
  "sort": { "createdAt": -1 }
}`,
    },
    {
      name: 'Products under 100',
      query: `{ "find": "products", "filter": { "price": { "$lt": 100 } }, "sort": { "price": 1 } }`,
    },
    { name: 'Count pending orders', query: `{ "count": "orders", "query": { "status": "pending" } }` },
    { name: 'Distinct countries', query: `{ "distinct": "users", "key": "country" }` },
    {
      name: 'Insert a document',
      query: `{ "insert": "users", "documents": [{ "name": "Radia Perlman", "email": "radia@example.com", "country": "US" }] }`,
    },
    {
      name: 'Restock (update many)',
      query: `{ "update": "products", "updates": [{ "q": { "stock": { "$lt": 10 } }, "u": { "$inc": { "stock": 50 } }, "multi": true }] }`,
    },
  ],
  redis: [
    { name: 'Products by price (sorted set)', query: 'ZRANGE products:by_price 0 -1 WITHSCORES' },
    { name: 'A user (hash)', query: 'HGETALL user:1' },
    { name: 'Recent orders (list)', query: 'LRANGE orders:recent 0 -1' },
    {
      name: 'Strings, counters and expiry',
      query: 'INCR orders:count\nGET orders:count\nSET promo SPRING24 EX 60\nTTL promo\nTYPE promo',
    },
    { name: 'Sets', query: 'SMEMBERS countries\nSINTER category:hardware category:audio\nSCARD category:hardware' },
    { name: 'Scan keys', query: 'SCAN 0 MATCH user:* COUNT 100' },
  ],
};
