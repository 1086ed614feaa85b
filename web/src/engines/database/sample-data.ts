// The sample dataset every engine starts with: users, products and orders with foreign keys, the same
// rows in each dialect, as documents for MongoDB and as keys for Redis. Ids are 1..n in list order.

export type SampleUser = { name: string; email: string; country: string; createdAt: string };
export type SampleProduct = { name: string; category: string; price: number; stock: number };
export type SampleOrder = {
  userId: number;
  productId: number;
  quantity: number;
  status: 'pending' | 'shipped' | 'delivered' | 'cancelled';
  orderedAt: string;
};

export const sampleUsers: SampleUser[] = [
  { name: 'Ada Lovelace', email: 'ada@example.com', country: 'UK', createdAt: '2024-01-05 09:12:00' },
  { name: 'Grace Hopper', email: 'grace@example.com', country: 'US', createdAt: '2024-01-19 14:30:00' },
  { name: 'Alan Turing', email: 'alan@example.com', country: 'UK', createdAt: '2024-02-02 11:05:00' },
  { name: 'Katherine Johnson', email: 'katherine@example.com', country: 'US', createdAt: '2024-02-14 16:45:00' },
  { name: 'Linus Torvalds', email: 'linus@example.com', country: 'FI', createdAt: '2024-03-01 08:00:00' },
  { name: 'Margaret Hamilton', email: 'margaret@example.com', country: 'US', createdAt: '2024-03-11 10:20:00' },
  { name: 'Tim Berners-Lee', email: 'tim@example.com', country: 'UK', createdAt: '2024-03-28 13:15:00' },
  { name: 'Barbara Liskov', email: 'barbara@example.com', country: 'US', createdAt: '2024-04-09 09:40:00' },
  { name: 'Guido van Rossum', email: 'guido@example.com', country: 'NL', createdAt: '2024-04-22 15:55:00' },
  { name: 'Yukihiro Matsumoto', email: 'matz@example.com', country: 'JP', createdAt: '2024-05-06 07:30:00' },
];

export const sampleProducts: SampleProduct[] = [
  { name: 'Mechanical Keyboard', category: 'Hardware', price: 129.0, stock: 42 },
  { name: 'USB-C Hub', category: 'Hardware', price: 49.5, stock: 120 },
  { name: '4K Monitor', category: 'Hardware', price: 399.99, stock: 15 },
  { name: 'Noise-Cancelling Headphones', category: 'Audio', price: 249.0, stock: 30 },
  { name: 'Desk Microphone', category: 'Audio', price: 89.9, stock: 55 },
  { name: 'Standing Desk', category: 'Furniture', price: 549.0, stock: 8 },
  { name: 'Ergonomic Chair', category: 'Furniture', price: 329.0, stock: 12 },
  { name: 'Code Editor Licence', category: 'Software', price: 79.0, stock: 1000 },
  { name: 'Cloud Credits (100)', category: 'Software', price: 100.0, stock: 500 },
  { name: 'Laptop Stand', category: 'Hardware', price: 39.0, stock: 0 },
];

export const sampleOrders: SampleOrder[] = [
  { userId: 1, productId: 1, quantity: 1, status: 'delivered', orderedAt: '2024-02-01 10:00:00' },
  { userId: 1, productId: 3, quantity: 2, status: 'delivered', orderedAt: '2024-02-03 12:30:00' },
  { userId: 2, productId: 4, quantity: 1, status: 'shipped', orderedAt: '2024-02-10 09:15:00' },
  { userId: 2, productId: 8, quantity: 3, status: 'delivered', orderedAt: '2024-02-11 17:45:00' },
  { userId: 3, productId: 2, quantity: 2, status: 'delivered', orderedAt: '2024-02-20 08:20:00' },
  { userId: 3, productId: 6, quantity: 1, status: 'cancelled', orderedAt: '2024-03-02 14:10:00' },
  { userId: 4, productId: 5, quantity: 1, status: 'delivered', orderedAt: '2024-03-05 11:00:00' },
  { userId: 4, productId: 9, quantity: 5, status: 'shipped', orderedAt: '2024-03-09 16:30:00' },
  { userId: 5, productId: 1, quantity: 1, status: 'delivered', orderedAt: '2024-03-12 10:45:00' },
  { userId: 5, productId: 7, quantity: 1, status: 'pending', orderedAt: '2024-03-15 13:00:00' },
  { userId: 6, productId: 3, quantity: 1, status: 'delivered', orderedAt: '2024-03-20 09:30:00' },
  { userId: 6, productId: 8, quantity: 2, status: 'delivered', orderedAt: '2024-03-22 15:20:00' },
  { userId: 7, productId: 2, quantity: 4, status: 'shipped', orderedAt: '2024-04-01 12:00:00' },
  { userId: 7, productId: 4, quantity: 1, status: 'pending', orderedAt: '2024-04-03 18:05:00' },
  { userId: 8, productId: 9, quantity: 2, status: 'delivered', orderedAt: '2024-04-10 10:10:00' },
  { userId: 8, productId: 5, quantity: 1, status: 'cancelled', orderedAt: '2024-04-12 11:40:00' },
  { userId: 9, productId: 6, quantity: 1, status: 'delivered', orderedAt: '2024-04-25 09:00:00' },
  { userId: 9, productId: 1, quantity: 2, status: 'shipped', orderedAt: '2024-04-28 14:25:00' },
  { userId: 10, productId: 8, quantity: 1, status: 'pending', orderedAt: '2024-05-08 08:50:00' },
  { userId: 10, productId: 2, quantity: 1, status: 'delivered', orderedAt: '2024-05-10 16:15:00' },
  { userId: 1, productId: 5, quantity: 1, status: 'pending', orderedAt: '2024-05-12 10:30:00' },
  { userId: 3, productId: 4, quantity: 1, status: 'shipped', orderedAt: '2024-05-14 13:45:00' },
  { userId: 2, productId: 7, quantity: 1, status: 'delivered', orderedAt: '2024-05-18 11:05:00' },
  { userId: 4, productId: 3, quantity: 1, status: 'pending', orderedAt: '2024-05-20 17:35:00' },
];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

function inserts(timestampCast: (value: string) => string): string {
  const users = sampleUsers.map(
    (u) => `(${quote(u.name)}, ${quote(u.email)}, ${quote(u.country)}, ${timestampCast(u.createdAt)})`,
  );
  const products = sampleProducts.map((p) => `(${quote(p.name)}, ${quote(p.category)}, ${p.price.toFixed(2)}, ${p.stock})`);
  const orders = sampleOrders.map(
    (o) => `(${o.userId}, ${o.productId}, ${o.quantity}, ${quote(o.status)}, ${timestampCast(o.orderedAt)})`,
  );
  return [
    `INSERT INTO users (name, email, country, created_at) VALUES\n  ${users.join(',\n  ')};`,
    `INSERT INTO products (name, category, price, stock) VALUES\n  ${products.join(',\n  ')};`,
    `INSERT INTO orders (user_id, product_id, quantity, status, ordered_at) VALUES\n  ${orders.join(',\n  ')};`,
  ].join('\n');
}

/** The sample schema and rows in PostgreSQL. */
export const postgresSampleSql = `CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  country text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  stock integer NOT NULL DEFAULT 0
);
CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  status text NOT NULL DEFAULT 'pending',
  ordered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_id_idx ON orders (user_id);
${inserts((v) => `${quote(`${v}+00`)}`)}
`;

/** The sample schema and rows in SQLite (also what the MySQL mode runs on). */
export const sqliteSampleSql = `PRAGMA foreign_keys = ON;
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  country TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  price REAL NOT NULL CHECK (price >= 0),
  stock INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  status TEXT NOT NULL DEFAULT 'pending',
  ordered_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX orders_user_id_idx ON orders (user_id);
${inserts(quote)}
`;

/** The same data as MongoDB collections (ISO dates as strings, ids as _id). */
export function mongoSampleCollections(): Record<string, Record<string, unknown>[]> {
  const iso = (v: string) => `${v.replace(' ', 'T')}Z`;
  return {
    users: sampleUsers.map((u, i) => ({
      _id: i + 1,
      name: u.name,
      email: u.email,
      country: u.country,
      createdAt: iso(u.createdAt),
    })),
    products: sampleProducts.map((p, i) => ({ _id: i + 1, name: p.name, category: p.category, price: p.price, stock: p.stock })),
    orders: sampleOrders.map((o, i) => ({
      _id: i + 1,
      userId: o.userId,
      productId: o.productId,
      quantity: o.quantity,
      status: o.status,
      orderedAt: iso(o.orderedAt),
    })),
  };
}

/** The same data as Redis commands: hashes per user and product, a sorted set by price, sets, a list and counters. */
export function redisSampleCommands(): string[][] {
  const commands: string[][] = [];
  sampleUsers.forEach((u, i) => commands.push(['HSET', `user:${i + 1}`, 'name', u.name, 'email', u.email, 'country', u.country]));
  sampleProducts.forEach((p, i) => {
    commands.push([
      'HSET',
      `product:${i + 1}`,
      'name',
      p.name,
      'category',
      p.category,
      'price',
      String(p.price),
      'stock',
      String(p.stock),
    ]);
    commands.push(['ZADD', 'products:by_price', String(p.price), `product:${i + 1}`]);
    commands.push(['SADD', `category:${p.category.toLowerCase()}`, `product:${i + 1}`]);
  });
  commands.push(['SADD', 'countries', ...new Set(sampleUsers.map((u) => u.country))]);
  sampleOrders.forEach((o, i) => {
    commands.push([
      'HSET',
      `order:${i + 1}`,
      'user',
      `user:${o.userId}`,
      'product',
      `product:${o.productId}`,
      'quantity',
      String(o.quantity),
      'status',
      o.status,
    ]);
    commands.push(['LPUSH', 'orders:recent', `order:${i + 1}`]);
  });
  commands.push(['LTRIM', 'orders:recent', '0', '9']);
  commands.push(['SET', 'orders:count', String(sampleOrders.length)]);
  commands.push(['SET', 'session:demo', 'ada@example.com', 'EX', '3600']);
  return commands;
}
