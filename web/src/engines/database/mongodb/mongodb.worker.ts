// The MongoDB engine's worker: mingo over in-memory collections.
import { serveEngine } from '../host';
import { MongoBackend } from './mongo-backend';

serveEngine(new MongoBackend());
