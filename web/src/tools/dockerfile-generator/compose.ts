import { Document, isScalar, isSeq, Scalar, visit } from 'yaml';
import { assertDockerConfig, parseKeyValues, parsePorts, parseVolumes, type Database, type DockerConfig } from './docker-config';

type DatabaseService = {
  image: string;
  /** Where the engine keeps its data (the named volume goes there). */
  dataDir: string;
  port: number;
  environment: Record<string, string>;
  healthcheck: string;
  /** The app's connection setting. */
  url: { name: string; value: string };
  /** The secret the user must provide (never written into the file). */
  secret?: string;
};

// Official images, pinned to a major (Postgres 18 keeps its data under /var/lib/postgresql, not .../data).
// Passwords come from the shell or an .env file next to compose.yaml; `:?` stops `docker compose up` when one is missing.
const required = (name: string) => `\${${name}:?set ${name} in .env}`;

export const databaseServices: Record<Exclude<Database, 'none'>, DatabaseService> = {
  postgres: {
    image: 'postgres:18-alpine',
    dataDir: '/var/lib/postgresql',
    port: 5432,
    environment: { POSTGRES_USER: 'app', POSTGRES_DB: 'app', POSTGRES_PASSWORD: required('POSTGRES_PASSWORD') },
    healthcheck: 'pg_isready -U app -d app',
    url: { name: 'DATABASE_URL', value: `postgres://app:${required('POSTGRES_PASSWORD')}@db:5432/app` },
    secret: 'POSTGRES_PASSWORD',
  },
  mysql: {
    image: 'mysql:8.4',
    dataDir: '/var/lib/mysql',
    port: 3306,
    environment: {
      MYSQL_DATABASE: 'app',
      MYSQL_USER: 'app',
      MYSQL_PASSWORD: required('MYSQL_PASSWORD'),
      MYSQL_RANDOM_ROOT_PASSWORD: 'yes',
    },
    healthcheck: 'mysqladmin ping -h 127.0.0.1 --silent',
    url: { name: 'DATABASE_URL', value: `mysql://app:${required('MYSQL_PASSWORD')}@db:3306/app` },
    secret: 'MYSQL_PASSWORD',
  },
  mongodb: {
    image: 'mongo:8.0',
    dataDir: '/data/db',
    port: 27017,
    environment: { MONGO_INITDB_ROOT_USERNAME: 'app', MONGO_INITDB_ROOT_PASSWORD: required('MONGO_PASSWORD') },
    healthcheck: `mongosh --quiet --eval "quit(db.adminCommand('ping').ok ? 0 : 1)"`,
    url: { name: 'MONGODB_URI', value: `mongodb://app:${required('MONGO_PASSWORD')}@db:27017/?authSource=admin` },
    secret: 'MONGO_PASSWORD',
  },
  redis: {
    image: 'redis:8-alpine',
    dataDir: '/data',
    port: 6379,
    environment: {},
    healthcheck: 'redis-cli ping | grep -q PONG',
    url: { name: 'REDIS_URL', value: 'redis://db:6379' },
  },
};

/** Compose interpolates `$` in every string: a literal one is written `$$`. */
const literal = (value: string) => value.replace(/\$/g, '$$$$');

const quoted = (value: string) => Object.assign(new Scalar(value), { type: Scalar.QUOTE_DOUBLE });

function volumeName(service: string, path: string, taken: Set<string>): string {
  const base = `${service}-${
    path
      .split('/')
      .filter(Boolean)
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '-') || 'data'
  }`;
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
  taken.add(name);
  return name;
}

function healthcheck(command: string, config: DockerConfig) {
  const h = config.healthcheck;
  return {
    test: ['CMD-SHELL', command],
    interval: `${h.interval}s`,
    timeout: `${h.timeout}s`,
    retries: h.retries,
    start_period: `${h.startPeriod}s`,
  };
}

/** The database's secret, for the note beside the file. */
export function composeSecret(config: DockerConfig): string | undefined {
  return config.compose.database === 'none' ? undefined : databaseServices[config.compose.database].secret;
}

/** Generates compose.yaml (Compose Specification; no obsolete `version:` key). Throws the first invalid field's message. */
export function generateCompose(config: DockerConfig): string {
  assertDockerConfig(config);
  const service = config.compose.service.trim();
  const ports = parsePorts(config.ports);
  const volumes = parseVolumes(config.volumes);
  const env = parseKeyValues(config.environment, 'Environment');
  const args = parseKeyValues(config.buildArgs, 'Build arguments');
  const database = config.compose.database === 'none' ? null : databaseServices[config.compose.database];
  const taken = new Set<string>();
  const named: Record<string, null> = {};

  const app: Record<string, unknown> = {
    build:
      args.length > 0
        ? { context: '.', args: Object.fromEntries(args.map(({ key, value }) => [key, literal(value)])) }
        : { context: '.' },
  };
  if (ports.length > 0) app.ports = ports.map((p) => quoted(`${p}:${p}`));
  const environment = Object.fromEntries(env.map(({ key, value }) => [key, literal(value)]));
  if (database) environment[database.url.name] = database.url.value;
  if (Object.keys(environment).length > 0) app.environment = environment;
  if (volumes.length > 0) {
    app.volumes = volumes.map((path) => {
      const name = volumeName(service, path, taken);
      named[name] = null;
      return `${name}:${path}`;
    });
  }
  if (config.healthcheck.enabled) app.healthcheck = healthcheck(literal(config.healthcheck.command.trim()), config);
  if (database) app.depends_on = { db: { condition: 'service_healthy' } };
  app.restart = config.compose.restart === 'no' ? quoted('no') : config.compose.restart;

  const services: Record<string, unknown> = { [service]: app };
  if (database) {
    const dbVolume = volumeName('db', 'data', taken);
    named[dbVolume] = null;
    const db: Record<string, unknown> = { image: database.image };
    if (Object.keys(database.environment).length > 0) db.environment = database.environment;
    db.volumes = [`${dbVolume}:${database.dataDir}`];
    // Only the app reaches the database (the default network); no port is published on the host.
    // Checked often, with a long start period: a first start initialises the data directory.
    db.healthcheck = {
      test: ['CMD-SHELL', database.healthcheck],
      interval: '10s',
      timeout: '5s',
      retries: 5,
      start_period: '30s',
    };
    db.restart = app.restart;
    services.db = db;
  }

  const doc = new Document({ services, ...(Object.keys(named).length > 0 ? { volumes: named } : {}) });
  // Health check tests read best on one line, as in the Compose documentation.
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'test' && isSeq(pair.value)) pair.value.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, nullStr: '', flowCollectionPadding: false });
}
