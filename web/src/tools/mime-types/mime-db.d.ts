// mime-db ships its database as JSON with no types: the shape this tool reads.
declare module 'mime-db' {
  const db: Record<string, { source?: string; extensions?: string[]; compressible?: boolean; charset?: string }>;
  export default db;
}
